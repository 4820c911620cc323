'use client';
import type { CustomTypeModelField } from '@prismicio/client';
import { useId } from 'react';
import { EMBED_REFUSED, embedIframeSrc } from '../../lib/embed-src.ts';
import { londonInputToTimestamp, timestampToLondonInput } from '../../lib/studio/london-input.ts';
import { fieldLabel } from './field-label.tsx';

export type FieldProps = {
  id: string;
  field: CustomTypeModelField;
  value: unknown;
  onChange: (value: unknown) => void;
};

const inputClass = 'mt-1 block w-full rounded border border-slate-400 px-2 py-1.5';

/** Key text, date, timestamp (London time), select, boolean, number, embed and geo point. */
export function SimpleField({ id, field, value, onChange }: FieldProps) {
  const inputId = useId();
  const label = fieldLabel(id, field);
  const config = (field as { config?: Record<string, unknown> }).config ?? {};
  const text = (v: string) => onChange(v === '' ? null : v);
  const labelled = (control: React.ReactNode, hint?: string) => (
    <div className="mb-4">
      <label htmlFor={inputId} className="block font-medium">
        {label}
      </label>
      {control}
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
  switch (field.type) {
    case 'Text':
      return labelled(
        <input
          id={inputId}
          className={inputClass}
          value={(value as string) ?? ''}
          onChange={(e) => text(e.target.value)}
        />,
      );
    case 'Date':
      return labelled(
        <input
          id={inputId}
          type="date"
          className={inputClass}
          value={(value as string) ?? ''}
          onChange={(e) => text(e.target.value)}
        />,
      );
    case 'Timestamp':
      return labelled(
        <input
          id={inputId}
          type="datetime-local"
          className={inputClass}
          value={timestampToLondonInput(value as string | null)}
          onChange={(e) => onChange(londonInputToTimestamp(e.target.value))}
        />,
        'London time (GMT or BST).',
      );
    case 'Number':
      return labelled(
        <input
          id={inputId}
          type="number"
          step="any"
          className={inputClass}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />,
      );
    case 'Select':
      return labelled(
        <select
          id={inputId}
          className={inputClass}
          value={(value as string) ?? ''}
          onChange={(e) => text(e.target.value)}
        >
          <option value="">(none)</option>
          {((config.options as string[]) ?? []).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>,
      );
    case 'Boolean':
      return (
        <div className="mb-4 flex items-center gap-2">
          <input
            id={inputId}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={inputId} className="font-medium">
            {label}
          </label>
          <span className="text-sm text-slate-600">
            {String((value === true ? config.placeholder_true : config.placeholder_false) ?? '')}
          </span>
        </div>
      );
    case 'Embed': {
      const url = (value as { embed_url?: string } | null)?.embed_url ?? '';
      const refused = url !== '' && embedIframeSrc(url) === null;
      return labelled(
        <>
          <input
            id={inputId}
            type="url"
            className={inputClass}
            value={url}
            aria-invalid={refused}
            onChange={(e) => onChange(e.target.value ? { embed_url: e.target.value, type: 'video' } : {})}
          />
          {refused ? <p className="text-sm text-red-700">{EMBED_REFUSED}</p> : null}
        </>,
        'A YouTube or Vimeo address.',
      );
    }
    case 'GeoPoint': {
      const point = (value as { latitude?: number; longitude?: number } | null) ?? {};
      const set = (key: 'latitude' | 'longitude', v: string) => {
        const next = { ...point, [key]: v === '' ? undefined : Number(v) };
        onChange(next.latitude === undefined && next.longitude === undefined ? {} : next);
      };
      return (
        <fieldset className="mb-4">
          <legend className="font-medium">{label}</legend>
          {(['latitude', 'longitude'] as const).map((key) => (
            <label key={key} className="mr-4 inline-block">
              {key === 'latitude' ? 'Latitude' : 'Longitude'}
              <input
                type="number"
                step="any"
                className={inputClass}
                value={point[key] ?? ''}
                onChange={(e) => set(key, e.target.value)}
              />
            </label>
          ))}
        </fieldset>
      );
    }
    default:
      return null;
  }
}
