'use client';
import type { RTNode } from '@prismicio/client';
import { GroupField } from './group-field.tsx';
import { ImageField } from './image-field.tsx';
import { LinkField } from './link-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { type FieldProps, SimpleField } from './simple-fields.tsx';
import { SliceZoneField } from './slice-zone-field.tsx';

/** The editor for a field of any kind the model uses. */
export function FieldEditor(props: FieldProps) {
  switch (props.field.type) {
    case 'StructuredText':
      return <RichTextField {...props} onChange={(value: RTNode[]) => props.onChange(value)} />;
    case 'Image':
      return <ImageField {...props} />;
    case 'Link':
      return <LinkField {...props} />;
    case 'Group':
      return <GroupField {...props} />;
    case 'Slices':
      return <SliceZoneField {...props} />;
    default:
      return <SimpleField {...props} />;
  }
}

/** A set of fields (a tab, a group item, a slice's primary fields) and their values. */
export function FieldSet({
  fields,
  values,
  onChange,
}: {
  fields: Record<string, FieldProps['field']>;
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
}) {
  return (
    <>
      {Object.entries(fields).map(([id, field]) => (
        <FieldEditor
          key={id}
          id={id}
          field={field}
          value={values[id]}
          onChange={(value) => onChange({ ...values, [id]: value })}
        />
      ))}
    </>
  );
}
