import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb, ApiTx } from '../api-db.ts';

/** Longer than any real name; a longer value is a mis-mapped column, not a name. */
export const MAX_NAME_LENGTH = 200;

export class InvalidNameError extends Error {
  constructor(readonly names: readonly string[]) {
    const shown = names.slice(0, 5).map((name) => JSON.stringify(name));
    super(
      `Not a name (it needs at least one letter and at most ${MAX_NAME_LENGTH} characters): ${shown.join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`,
    );
    this.name = 'InvalidNameError';
  }
}

// Mirrors the names_has_letter check so bad input gets this error, not a constraint violation.
const isName = (value: string) => value.length <= MAX_NAME_LENGTH && /\p{L}/u.test(value);
/**
 * Names per statement. The statement finds each input's new id by scanning the rows it inserted
 * (the planner expects few), so its cost grows with the square of the new names it is given:
 * 20,000 new names at once took seconds, in chunks of 1,000 a fraction of that.
 */
const INTERN_CHUNK = 1_000;
const idRows = z.array(z.object({ ord: z.coerce.number().int(), id: z.coerce.number().int().nullable() }));

/**
 * The one way names enter the dictionary: adds the ones whose normalised form (computed by
 * PostgreSQL's name_normalise) is new and answers every name's id, in input order, in one round
 * trip. Spellings that normalise alike (Müller, MULLER) get the same id. Names already present are
 * not re-inserted, so identity values are not burnt by repeated imports.
 */
export async function internNames(db: ApiDb | ApiTx, names: readonly string[]): Promise<number[]> {
  const invalid = names.filter((name) => !isName(name));
  if (invalid.length > 0) throw new InvalidNameError(invalid);
  if (names.length === 0) return [];
  const ids: (number | null)[] = [];
  for (let start = 0; start < names.length; start += INTERN_CHUNK)
    ids.push(...(await internOnce(db, names.slice(start, start + INTERN_CHUNK))));
  // A name another transaction inserted after this statement's snapshot comes back without an id
  // (ON CONFLICT skipped it, the snapshot cannot see it); it is committed by then, so ask again.
  const missing = ids.flatMap((id, index) => (id === null ? [index] : []));
  if (missing.length > 0) {
    const again = await internOnce(
      db,
      missing.map((index) => names[index] as string),
    );
    missing.forEach((index, k) => {
      ids[index] = again[k] ?? null;
    });
  }
  return ids.map((id, index) => {
    if (id === null) throw new Error(`The name dictionary gave no id for ${JSON.stringify(names[index])}`);
    return id;
  });
}

async function internOnce(db: ApiDb | ApiTx, names: readonly string[]): Promise<(number | null)[]> {
  const result = await db.execute(sql`
    WITH input AS (
      SELECT value AS name, ord, public.name_normalise(value) AS normalised
      FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) WITH ORDINALITY AS t(value, ord)
    ),
    inserted AS (
      INSERT INTO names (text)
      SELECT DISTINCT ON (i.normalised) btrim(i.name) FROM input i
      WHERE NOT EXISTS (SELECT 1 FROM names n WHERE n.normalised = i.normalised)
      ORDER BY i.normalised, i.ord
      ON CONFLICT (normalised) DO NOTHING
      RETURNING id, normalised
    )
    SELECT i.ord, coalesce(ins.id, n.id) AS id
    FROM input i
    LEFT JOIN inserted ins ON ins.normalised = i.normalised
    LEFT JOIN names n ON n.normalised = i.normalised
    ORDER BY i.ord`);
  return idRows.parse(result.rows).map((row) => row.id);
}
