'use client';
import type { CustomTypeModelField, SharedSliceModel } from '@prismicio/client';
import { useId, useState } from 'react';
import { changeVariation, moveItem, newSlice, sliceChoices } from '../../lib/studio/document-form.ts';
import { FieldSet } from './field-editor.tsx';
import { fieldLabel } from './field-label.tsx';
import { ReorderableList } from './reorderable-list.tsx';
import type { FieldProps } from './simple-fields.tsx';
import { useStudio } from './studio-context.tsx';

type Slice = ReturnType<typeof newSlice>;
type Fields = Record<string, CustomTypeModelField>;

const sliceId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A slice zone: add a slice of an allowed kind and variation, reorder, remove, switch variation. */
export function SliceZoneField({ id, field, value, onChange }: FieldProps) {
  // Slices stored without an id get one from their place; it is saved with the next change.
  const slices = ((value as Slice[] | null) ?? []).map((slice, index) => ({
    ...slice,
    id: slice.id ?? `slice-${index}`,
  }));
  const { sharedSlices } = useStudio();
  const choices = sliceChoices(field, sharedSlices);
  const [adding, setAdding] = useState(`${choices[0]?.id ?? ''}:${choices[0]?.variations[0]?.id ?? ''}`);
  const addId = useId();
  const modelOf = (slice: Slice) => choices.find((choice) => choice.id === slice.slice_type);
  const update = (index: number, slice: Slice) => onChange(slices.map((s, i) => (i === index ? slice : s)));
  const title = (slice: Slice) => {
    const model = modelOf(slice);
    const variation = model?.variations.find((v) => v.id === slice.variation);
    return `${model?.name ?? slice.slice_type}${model && model.variations.length > 1 ? ` (${variation?.name})` : ''}`;
  };
  return (
    <fieldset className="mb-4 rounded border border-slate-300 p-2">
      <legend className="font-medium">{fieldLabel(id, field)}</legend>
      <ReorderableList
        noun="slice"
        keys={slices.map((slice) => slice.id)}
        titles={slices.map(title)}
        onMove={(from, to) => onChange(moveItem(slices, from, to))}
        onRemove={(index) => onChange(slices.filter((_, i) => i !== index))}
      >
        {(index) => {
          const slice = slices[index]!;
          const model = modelOf(slice);
          if (!model) return <p>This slice is not in the model; it is kept as it is.</p>;
          const variation = model.variations.find((v) => v.id === slice.variation) ?? model.variations[0]!;
          return (
            <SliceBody
              slice={slice}
              model={model}
              variation={variation}
              onChange={(next) => update(index, next)}
            />
          );
        }}
      </ReorderableList>
      {choices.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label htmlFor={addId}>Slice to add</label>
          <select
            id={addId}
            className="rounded border border-slate-400 px-2 py-1"
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            {choices.flatMap((choice) =>
              choice.variations.map((variation) => (
                <option key={`${choice.id}:${variation.id}`} value={`${choice.id}:${variation.id}`}>
                  {choice.name}
                  {choice.variations.length > 1 ? ` (${variation.name})` : ''}
                </option>
              )),
            )}
          </select>
          <button
            type="button"
            className="rounded border px-2 py-1"
            onClick={() => {
              const [sliceType, variationId] = adding.split(':');
              const model = choices.find((choice) => choice.id === sliceType);
              if (model) onChange([...slices, newSlice(model, variationId ?? '', sliceId())]);
            }}
          >
            Add the slice
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

function SliceBody({
  slice,
  model,
  variation,
  onChange,
}: {
  slice: Slice;
  model: SharedSliceModel;
  variation: SharedSliceModel['variations'][number];
  onChange: (slice: Slice) => void;
}) {
  const variationId = useId();
  const itemFields = (variation.items ?? {}) as Fields;
  return (
    <div>
      {model.variations.length > 1 ? (
        <div className="mb-2">
          <label htmlFor={variationId}>Variation</label>{' '}
          <select
            id={variationId}
            className="rounded border border-slate-400 px-2 py-1"
            value={slice.variation}
            onChange={(e) => onChange(changeVariation(slice, model, e.target.value))}
          >
            {model.variations.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FieldSet
        fields={(variation.primary ?? {}) as Fields}
        values={slice.primary}
        onChange={(primary) => onChange({ ...slice, primary })}
      />
      {Object.keys(itemFields).length > 0 ? (
        <FieldSet
          fields={{
            items: {
              type: 'Group',
              config: { label: 'Items', fields: itemFields },
            } as unknown as CustomTypeModelField,
          }}
          values={{ items: slice.items }}
          onChange={(values) => onChange({ ...slice, items: values.items as Slice['items'] })}
        />
      ) : null}
    </div>
  );
}
