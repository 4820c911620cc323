import type { Readable } from 'node:stream';
import type { ApiDb } from '../../api-db.ts';
import type { ImportProgress, ImportWarning } from './importer.ts';
import { type PlaceKind, type PlaceLevel, PlaceResolver } from './place-resolver.ts';
import { readCsvRows } from './read-csv-rows.ts';
import { WarningList } from './warning-list.ts';

const LEVELS: PlaceKind[] = ['country', 'county', 'district', 'parish', 'place'];

export type PlacesResult = { rows: number; places: number; warnings: ImportWarning[]; warningCount: number };

/**
 * A places CSV: a column per level (`country`, `county`, `district`, `parish`, `place`, any subset,
 * widest first) and optionally `code` (the county's Chapman code). Each row adds its path to the
 * hierarchy; places already there are reused. Targets no collection.
 */
export async function importPlaces(
  db: ApiDb,
  input: Readable,
  { onProgress }: { onProgress?: (progress: ImportProgress) => void } = {},
): Promise<PlacesResult> {
  const warnings = new WarningList();
  const resolver = new PlaceResolver(db.$client);
  const before = await db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM places');
  let rows = 0;
  for await (const { line, values } of readCsvRows(input, warnings.add)) {
    rows += 1;
    const get = (name: string) =>
      Object.entries(values)
        .find(([key]) => key.toLowerCase() === name)?.[1]
        ?.trim() ?? '';
    const path: PlaceLevel[] = LEVELS.map((kind) => ({
      kind,
      name: get(kind),
      ...(kind === 'county' ? { code: get('code') } : {}),
    })).filter((level) => level.name);
    if (path.length === 0) {
      warnings.add({ line, message: `No place in this row (columns: ${LEVELS.join(', ')}); row skipped.` });
      continue;
    }
    const tooLong = path.find((level) => level.name.length > 200);
    if (tooLong) {
      warnings.add({
        line,
        message: `"${tooLong.name.slice(0, 40)}…" is too long for a place name; row skipped.`,
      });
      continue;
    }
    await resolver.resolve(path);
    if (rows % 500 === 0)
      onProgress?.({ phase: 'Storing places', done: rows, total: null, warnings: warnings.count });
  }
  const after = await db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM places');
  return { rows, places: (after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0), ...warnings.result() };
}
