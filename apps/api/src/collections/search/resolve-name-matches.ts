import type { ForenameMatch } from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';

/** Rank of a matched name: 0 exact, 1 variant, 2 phonetic, 3 fuzzy (the relevance order). */
export type NameMatches = { ids: number[]; ranks: number[] };

/** More dictionary names than this for one field is a search too broad to be useful. */
export const MAX_MATCHED_NAMES = 5_000;
/** Similar spellings: the closest names by trigram similarity, at least this similar. */
export const FUZZY_NAMES = 300;
export const FUZZY_THRESHOLD = 0.3;

const rows = z.array(z.object({ id: z.coerce.number().int(), rank: z.coerce.number().int() }));

const exact = (q: SQL) => sql`SELECT id, 0 AS rank FROM names WHERE normalised = ${q}`;
const variants = (q: SQL, kind: 'surname' | 'forename') => sql`
  SELECT m2.name_id AS id, 1 AS rank
  FROM names n
  JOIN name_variant_members m1 ON m1.name_id = n.id
  JOIN name_variant_groups g ON g.id = m1.group_id AND g.kind = ${kind}
  JOIN name_variant_members m2 ON m2.group_id = m1.group_id
  WHERE n.normalised = ${q}`;

/**
 * Every match mode is a lookup in the small `names` dictionary (its own index per mode); the
 * occurrence scan then joins the answered ids. Phonetic and fuzzy modes include the exact name and
 * its variants, ranked above them.
 */
function candidates(q: SQL, mode: ForenameMatch, kind: 'surname' | 'forename'): SQL {
  switch (mode) {
    case 'exact':
      return exact(q);
    case 'variants':
      return sql`${exact(q)} UNION ALL ${variants(q, kind)}`;
    case 'starts':
      return sql`SELECT id, 0 AS rank FROM names
        WHERE normalised LIKE replace(replace(${q}, '%', ''), '_', '') || '%'`;
    case 'wildcard':
      // Names never contain % or _ (the query parser allows letters and * ? ' - . only).
      return sql`SELECT id, 0 AS rank FROM names
        WHERE normalised LIKE replace(replace(${q}, '*', '%'), '?', '_')`;
    case 'soundex':
      return sql`${exact(q)} UNION ALL ${variants(q, kind)} UNION ALL
        SELECT id, 2 AS rank FROM names WHERE soundex = name_soundex(${q})`;
    case 'dm':
      return sql`${exact(q)} UNION ALL ${variants(q, kind)} UNION ALL
        SELECT id, 2 AS rank FROM names WHERE dm_codes && coalesce(daitch_mokotoff(${q}), '{}'::text[])`;
    case 'metaphone':
      return sql`${exact(q)} UNION ALL ${variants(q, kind)} UNION ALL
        SELECT id, 2 AS rank FROM names
        WHERE metaphone IN (dmetaphone(${q}), dmetaphone_alt(${q}))
           OR metaphone_alt IN (dmetaphone(${q}), dmetaphone_alt(${q}))`;
    case 'fuzzy':
      // The id breaks ties in similarity, so every page of a search reads the same 300 names.
      return sql`${exact(q)} UNION ALL ${variants(q, kind)} UNION ALL
        (SELECT id, 3 AS rank FROM names WHERE normalised % ${q}
         ORDER BY similarity(normalised, ${q}) DESC, id LIMIT ${FUZZY_NAMES})`;
    case 'initials':
      throw new Error('initials are resolved from the normalised text');
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Forenames by initials: a full name finds the same name, its variants, and the name written as
 * initials (`John William`: `J`, `J.`, `J W`, `J. W.`, `JW`); initials (`J W`) find every forename
 * whose words start with those letters (`John William`, `Jas Walter`). `normalised` is the query
 * after PostgreSQL's name_normalise, so the patterns here are literal and use the prefix index.
 */
function initials(normalised: string): SQL {
  const words = normalised.replace(/[. ]+/g, ' ').trim().split(' ').filter(Boolean);
  const letters = words.map((word) => [...word][0] ?? '');
  const q = sql`${normalised}`;
  const base = sql`SELECT id, 0 AS rank FROM names WHERE normalised = ${q} UNION ALL ${variants(q, 'forename')}`;
  if (letters.length === 0) return base;
  if (words.some((word) => [...word].length > 1)) {
    const forms = [
      letters[0]!,
      `${letters[0]}.`,
      letters.join(' '),
      `${letters.join('. ')}.`,
      letters.join(''),
      `${letters.join('.')}.`,
    ];
    return sql`${base} UNION ALL SELECT id, 1 AS rank FROM names WHERE normalised = ANY(${`{${forms.map((f) => `"${f.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])`;
  }
  if (letters.length === 1) {
    // One letter: every one-word forename starting with it (the pattern below, without a regex per name).
    return sql`${base} UNION ALL SELECT id, 1 AS rank FROM names
      WHERE normalised LIKE ${`${escapeLike(letters[0]!)}%`} AND strpos(normalised, ' ') = 0 AND strpos(normalised, '.') = 0`;
  }
  const pattern = `^${letters.map(escapeRegex).join('[^ ]* *')}[^ ]*$`;
  return sql`${base} UNION ALL SELECT id, 1 AS rank FROM names
    WHERE normalised LIKE ${`${escapeLike(letters[0]!)}%`} AND regexp_replace(normalised, '[.]', ' ', 'g') ~ ${pattern}`;
}

/** The dictionary ids a name field matches, each with its best rank; 400 when far too many. */
export async function resolveNameMatches(
  db: ApiDb,
  kind: 'surname' | 'forename',
  text: string,
  mode: ForenameMatch,
): Promise<NameMatches> {
  const q = sql`name_normalise(${text})`;
  const fuzzy = mode === 'fuzzy';
  const run = async (query: SQL) => {
    if (!fuzzy) return db.execute(query);
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
      );
      return tx.execute(query);
    });
  };
  let query = candidates.bind(null, q, mode, kind);
  if (mode === 'initials') {
    const normalised = await db.execute(sql`SELECT name_normalise(${text}) AS n`);
    const n = z.object({ n: z.string() }).parse(normalised.rows[0]).n;
    query = () => initials(n);
  }
  const result = await run(sql`
    SELECT id, min(rank) AS rank FROM (${query()}) c
    GROUP BY id ORDER BY min(rank), id LIMIT ${MAX_MATCHED_NAMES + 1}`);
  const matched = rows.parse(result.rows);
  if (matched.length > MAX_MATCHED_NAMES) {
    throw new HttpError(
      400,
      `More than ${MAX_MATCHED_NAMES.toLocaleString('en-GB')} different ${kind}s match "${text}": add letters to narrow the search.`,
    );
  }
  return { ids: matched.map((row) => row.id), ranks: matched.map((row) => row.rank) };
}
