'use client';
import type { CustomTypeModelField } from '@prismicio/client';
import { useState } from 'react';
import { emptyFields, moveItem } from '../../lib/studio/document-form.ts';
import { FieldSet } from './field-editor.tsx';
import { fieldLabel } from './field-label.tsx';
import { ReorderableList } from './reorderable-list.tsx';
import type { FieldProps } from './simple-fields.tsx';

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/** A repeatable group: items of the group's fields, added, reordered and removed. */
export function GroupField({ id, field, value, onChange }: FieldProps) {
  const items = (value as Record<string, unknown>[] | null) ?? [];
  const fields = ((field as { config?: { fields?: Record<string, CustomTypeModelField> } }).config?.fields ??
    {}) as Record<string, CustomTypeModelField>;
  // Stable keys keep each item's editors with their item when items move.
  const [keys, setKeys] = useState(() => items.map(newKey));
  const label = fieldLabel(id, field);
  return (
    <fieldset className="mb-4 rounded border border-slate-300 p-2">
      <legend className="font-medium">{label}</legend>
      <ReorderableList
        noun="item"
        keys={keys}
        titles={items.map((_, index) => `${label} ${index + 1}`)}
        onMove={(from, to) => {
          setKeys(moveItem(keys, from, to));
          onChange(moveItem(items, from, to));
        }}
        onRemove={(index) => {
          setKeys(keys.filter((_, i) => i !== index));
          onChange(items.filter((_, i) => i !== index));
        }}
      >
        {(index) => (
          <FieldSet
            fields={fields}
            values={items[index] ?? {}}
            onChange={(values) => onChange(items.map((item, i) => (i === index ? values : item)))}
          />
        )}
      </ReorderableList>
      <button
        type="button"
        className="mt-2 rounded border px-2 py-1"
        onClick={() => {
          setKeys([...keys, newKey()]);
          onChange([...items, emptyFields(fields)]);
        }}
      >
        Add to {label}
      </button>
    </fieldset>
  );
}
