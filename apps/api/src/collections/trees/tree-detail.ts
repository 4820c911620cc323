import type { TreeDetail } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { personShown, type Visibility } from '../search/visibility.ts';
import { treeRow, treeSelect, treeSummary } from './list-trees.ts';
import { personColumns, personSummary } from './tree-people.ts';

const letterCount = z.object({ letter: z.string(), count: z.coerce.number() });
const surnameCount = z.object({ surname: z.string(), count: z.coerce.number() });
const sourceRow = z.object({ xref: z.string(), data: z.record(z.string(), z.unknown()) });
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
/**
 * People without a surname, or whose surname does not begin with a letter A to Z once accents are
 * removed ("(Unknown)", "1st", a quote, another script), are listed under this one "letter", so every
 * initial the index offers is one the route accepts.
 */
export const OTHER_INITIAL = '#';

/**
 * `GET /api/trees/{uid}?letter=X`: a tree with its submitter, sources, surname index and the people
 * whose surname begins with the letter (nobody when no letter, or one without people, is asked for).
 * Living people the reader may not see are counted, never listed.
 */
export async function treeDetail(
  db: ApiDb,
  uid: string,
  asked: string | null,
  visibility: Visibility,
): Promise<TreeDetail> {
  const found = await db.execute(treeSelect(visibility, sql`c.uid = ${uid}`));
  if (found.rows.length === 0) throw HttpError.notFound();
  const tree = treeRow.parse(found.rows[0]);
  const shown = personShown(visibility, 'p', 'c');
  const initial = sql`coalesce(substring(upper(left(immutable_unaccent(p.surname), 1)) FROM '^[A-Z]$'), ${OTHER_INITIAL})`;
  const [surnames, letters, sources] = await Promise.all([
    db.execute(sql`
      SELECT p.surname, count(*) AS count FROM people p JOIN collections c ON c.id = p.collection_id
      WHERE p.collection_id = ${tree.id} AND p.surname <> '' AND ${shown}
      GROUP BY p.surname ORDER BY p.surname`),
    db.execute(sql`
      SELECT ${initial} AS letter, count(*) AS count FROM people p JOIN collections c ON c.id = p.collection_id
      WHERE p.collection_id = ${tree.id} AND ${shown} GROUP BY 1 ORDER BY 1`),
    db.execute(
      sql`SELECT xref, data FROM tree_records WHERE collection_id = ${tree.id} AND kind = 'source' ORDER BY id`,
    ),
  ]);
  const letterCounts = z.array(letterCount).parse(letters.rows);
  const letter = asked && letterCounts.some((entry) => entry.letter === asked) ? asked : null;
  const people =
    letter === null
      ? []
      : (
          await db.execute(sql`
            SELECT ${personColumns(visibility)} FROM people p JOIN collections c ON c.id = p.collection_id
            WHERE p.collection_id = ${tree.id} AND ${shown} AND ${initial} = ${letter}
            ORDER BY p.surname, p.given_names, p.birth_year_min NULLS LAST, p.id`)
        ).rows.map(personSummary);
  return {
    tree: {
      ...treeSummary(tree),
      source: tree.source,
      citation: tree.citation,
      familyCount: tree.family_count,
      withheldCount: tree.withheld_count,
    },
    sources: z
      .array(sourceRow)
      .parse(sources.rows)
      .map(({ xref, data }) => ({
        xref,
        title: text(data.title) ?? text(data.abbreviation) ?? xref,
        author: text(data.author),
        publication: text(data.publication),
      })),
    surnameIndex: z.array(surnameCount).parse(surnames.rows),
    letters: letterCounts,
    letter,
    people,
  };
}
