import type { CustomTypeModelField } from '@prismicio/client';

/** A field's label from its model, else its API ID. */
export const fieldLabel = (id: string, field: CustomTypeModelField): string =>
  (field as { config?: { label?: string | null } }).config?.label || id;
