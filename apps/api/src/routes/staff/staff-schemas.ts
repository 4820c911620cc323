import { SCOPES } from '@society/contract/scopes';

/** JSON schemas shared by the staff console's routes. */

export const paging = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
} as const;

/** A search box's text. */
export const searchText = { type: 'string', maxLength: 200 } as const;

/** A London date, `YYYY-MM-DD`. */
export const day = { type: 'string', format: 'date' } as const;

export const scopeParam = { type: 'string', enum: [...SCOPES] } as const;

export const noContent = { 204: { type: 'null' } } as const;

export type Paging = { page: number; per_page: number };
