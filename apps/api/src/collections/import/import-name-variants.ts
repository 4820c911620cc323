import type { Readable } from 'node:stream';
import type { ApiDb } from '../../api-db.ts';
import { InvalidNameError, MAX_NAME_LENGTH } from '../intern-names.ts';
import type { ImportProgress, ImportWarning } from './importer.ts';
import { readCsvRows } from './read-csv-rows.ts';
import { storeVariantGroups, type VariantGroup, type VariantKind } from './store-variant-groups.ts';
import { WarningList } from './warning-list.ts';

export type NameVariantsResult = {
  groups: number;
  memberships: number;
  warnings: ImportWarning[];
  warningCount: number;
};

const HEADWORD = ['headword', 'label', 'group', 'replacement'];
const VARIANT = ['variant', 'name', 'original'];

/**
 * The forename and surname variants CSV. It targets no collection (the groups serve every
 * search), so it has its own small shape rather than `Importer`. Columns: a headword
 * (`headword`, `label`, `group` or `replacement`), a variant (`variant`, `name` or `original`) and
 * optionally `kind` (`forename`/`surname`, else `defaultKind`). FreeUKGen's emendation list
 * (`original,replacement`) reads as it is.
 */
export async function importNameVariants(
  db: ApiDb,
  input: Readable,
  {
    defaultKind = 'forename',
    onProgress,
  }: { defaultKind?: VariantKind; onProgress?: (progress: ImportProgress) => void } = {},
): Promise<NameVariantsResult> {
  const warnings = new WarningList();
  const groups = { forename: new Map<string, Set<string>>(), surname: new Map<string, Set<string>>() };
  let rows = 0;
  let columns: { headword: string; variant: string } | null = null;
  for await (const { line, values } of readCsvRows(input, warnings.add)) {
    rows += 1;
    if (!columns) {
      const keys = Object.keys(values).map((key) => key.toLowerCase());
      const headword = HEADWORD.find((name) => keys.includes(name));
      const variant = VARIANT.find((name) => keys.includes(name));
      if (!headword || !variant) {
        warnings.add({
          line: 1,
          message: `The header needs a headword column (${HEADWORD.join(', ')}) and a variant column (${VARIANT.join(', ')}); nothing imported.`,
        });
        break;
      }
      columns = { headword, variant };
    }
    const get = (name: string) =>
      Object.entries(values).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    const headword = get(columns.headword);
    const variant = get(columns.variant);
    const kind = (get('kind') || defaultKind).toLowerCase();
    if (kind !== 'forename' && kind !== 'surname') {
      warnings.add({ line, message: `Kind "${kind}" is neither forename nor surname; row skipped.` });
      continue;
    }
    const bad = [headword, variant].find((name) => name.length > MAX_NAME_LENGTH || !/\p{L}/u.test(name));
    if (bad !== undefined) {
      warnings.add({
        line,
        message: `${JSON.stringify(bad)} is not a name (it needs a letter and at most ${MAX_NAME_LENGTH} characters); row skipped.`,
      });
      continue;
    }
    const key = headword.toLowerCase();
    const group = groups[kind].get(key) ?? new Set([headword]);
    group.add(variant);
    groups[kind].set(key, group);
    if (rows % 1_000 === 0)
      onProgress?.({ phase: 'Reading', done: rows, total: null, warnings: warnings.count });
  }
  let memberships = 0;
  for (const kind of ['forename', 'surname'] as const) {
    const list: VariantGroup[] = [...groups[kind].values()].map((names) => ({
      label: [...names][0]!,
      names: [...names],
    }));
    onProgress?.({ phase: `Storing ${kind} groups`, done: 0, total: list.length, warnings: warnings.count });
    try {
      memberships += await storeVariantGroups(db, kind, list);
    } catch (error) {
      if (!(error instanceof InvalidNameError)) throw error;
      warnings.add({ line: null, message: error.message });
    }
  }
  return { groups: groups.forename.size + groups.surname.size, memberships, ...warnings.result() };
}
