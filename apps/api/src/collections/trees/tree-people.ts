import type { TreePersonSummary } from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { personShown, type Visibility } from '../search/visibility.ts';

const personRow = z.object({
  id: z.coerce.number(),
  given_names: z.string(),
  surname: z.string(),
  written_name: z.string().default(''),
  sex: z.enum(['M', 'F', 'X', 'U']),
  birth_year_min: z.coerce.number().nullable(),
  birth_year_max: z.coerce.number().nullable(),
  death_year_min: z.coerce.number().nullable(),
  death_year_max: z.coerce.number().nullable(),
  shown: z.boolean(),
});
export type PersonRow = z.infer<typeof personRow>;

/** The columns `personSummary` reads, from `people p` joined to its `collections c`. */
export const personColumns = (visibility: Visibility): SQL => sql`p.id, p.given_names, p.surname,
  p.written_name, p.sex,
  p.birth_year_min, p.birth_year_max, p.death_year_min, p.death_year_max,
  ${personShown(visibility, 'p', 'c')} AS shown`;

const WITHHELD = {
  withheld: true,
  givenNames: '',
  surname: '',
  name: { before: '', surname: '', after: '' },
  sex: 'U',
  birthYearMin: null,
  birthYearMax: null,
  deathYearMin: null,
  deathYearMax: null,
} as const;

/**
 * A person as a JSON object in SQL (null when there is none), for answers built in one statement:
 * `seesLiving` is the reader's right to the tree's living people (all people of a family are in
 * the same tree), so no join to `collections` is needed.
 */
export const personJson = (alias: string, seesLiving: boolean): SQL => {
  const a = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`CASE WHEN ${a('id')} IS NULL THEN NULL ELSE json_build_object('id', ${a('id')},
    'given_names', ${a('given_names')}, 'surname', ${a('surname')},
    'written_name', ${a('written_name')}, 'sex', ${a('sex')},
    'birth_year_min', ${a('birth_year_min')}, 'birth_year_max', ${a('birth_year_max')},
    'death_year_min', ${a('death_year_min')}, 'death_year_max', ${a('death_year_max')},
    'shown', (NOT ${a('living')} OR ${seesLiving})) END`;
};

/**
 * The name as written (`John /Smith/ Jr.`: the surname between the slashes), or, for people imported
 * with their pieces only (birth briefs, older imports), the given names and surname.
 */
export function writtenName(row: Pick<PersonRow, 'given_names' | 'surname' | 'written_name'>) {
  const slashed = /^(.*?)\/(.*?)\/(.*)$/s.exec(row.written_name);
  if (slashed) return { before: slashed[1]!.trim(), surname: slashed[2]!.trim(), after: slashed[3]!.trim() };
  if (row.written_name !== '') return { before: row.written_name, surname: '', after: '' };
  return { before: row.given_names, surname: row.surname, after: '' };
}

/** A person as the reader may see them: a living person's name and facts never leave the api. */
export function personSummary(raw: unknown): TreePersonSummary {
  const row = personRow.parse(raw);
  if (!row.shown) return { id: row.id, ...WITHHELD };
  return {
    id: row.id,
    withheld: false,
    givenNames: row.given_names,
    surname: row.surname,
    name: writtenName(row),
    sex: row.sex,
    birthYearMin: row.birth_year_min,
    birthYearMax: row.birth_year_max,
    deathYearMin: row.death_year_min,
    deathYearMax: row.death_year_max,
  };
}

/** Sorts people surname, then given names, then id (withheld people last). */
export const byName = (a: TreePersonSummary, b: TreePersonSummary): number =>
  Number(a.withheld) - Number(b.withheld) ||
  a.surname.localeCompare(b.surname, 'en') ||
  a.givenNames.localeCompare(b.givenNames, 'en') ||
  a.id - b.id;
