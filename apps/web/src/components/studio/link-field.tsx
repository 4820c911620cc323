'use client';
import { useState } from 'react';
import { fieldLabel } from './field-label.tsx';
import { LinkPicker } from './link-picker.tsx';
import type { FieldProps } from './simple-fields.tsx';

type LinkValue = {
  link_type?: string;
  url?: string;
  uid?: string;
  id?: string;
  name?: string;
  type?: string;
};

const describe = (link: LinkValue) => {
  if (link.link_type === 'Document') return `Page: ${link.uid ?? link.id} (${link.type})`;
  if (link.link_type === 'Web') return `Web: ${link.url}`;
  if (link.link_type === 'Media') return `File: ${link.name ?? link.url}`;
  return 'No link.';
};

/** A link to a document (picked by search), a web address or a media file. */
export function LinkField({ id, field, value, onChange }: FieldProps) {
  const link = (value as LinkValue | null) ?? { link_type: 'Any' };
  const [picking, setPicking] = useState(false);
  return (
    <fieldset className="mb-4 rounded border border-slate-300 p-2">
      <legend className="font-medium">{fieldLabel(id, field)}</legend>
      <p>{describe(link)}</p>
      <button
        type="button"
        className="rounded border px-2 py-1"
        aria-expanded={picking}
        onClick={() => setPicking(!picking)}
      >
        Change the link
      </button>
      {picking ? (
        <LinkPicker
          label={fieldLabel(id, field)}
          onCancel={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            onChange(picked ?? { link_type: 'Any' });
          }}
        />
      ) : null}
    </fieldset>
  );
}
