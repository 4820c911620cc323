import { type SQL, sql } from 'drizzle-orm';

/**
 * A place name as words for matching: normalised like names (unaccented, lower case), apostrophes
 * dropped (St Mary's = St Marys), other punctuation as spaces, with a leading space, so that
 * `words(name) LIKE '%' || words(query) || '%'` is "the query's words start words of the name, in
 * order": "Northfield" finds "Northfield St Mary", "Ashby" finds "Little Ashby", "field" finds neither.
 */
export const placeWords = (text: SQL): SQL =>
  sql`(' ' || btrim(regexp_replace(regexp_replace(name_normalise(${text}), '[''’]', '', 'g'), '[^[:alnum:]]+', ' ', 'g')))`;

/** The place (alias `column`'s table) is named by `query`'s words, by word and prefix. */
export const placeNamedBy = (column: SQL, query: SQL): SQL =>
  sql`${placeWords(column)} LIKE '%' || ${placeWords(query)} || '%'`;

/**
 * Places a visitor's place text names: "Northfield" (every place with a word starting so), or
 * "Northfield St Mary, Kent" (as the suggestions write it: the place, then any of the places it
 * lies within, by name or county code). Answers the ids of the named places, not of those inside them.
 */
export function namedPlaces(text: string): SQL {
  const [name = '', ...within] = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const conditions = [placeNamedBy(sql`p.name`, sql`${name}`)];
  for (const part of within) {
    conditions.push(sql`EXISTS (
      WITH RECURSIVE up(id, depth) AS (
        SELECT p.parent_id, 0
        UNION ALL SELECT q.parent_id, up.depth + 1 FROM up JOIN places q ON q.id = up.id
        WHERE up.depth < 10 AND q.parent_id IS NOT NULL)
      SELECT 1 FROM up JOIN places a ON a.id = up.id
      WHERE ${placeNamedBy(sql`a.name`, sql`${part}`)} OR lower(a.code) = lower(${part}))`);
  }
  return sql`SELECT p.id FROM places p WHERE ${sql.join(conditions, sql` AND `)}`;
}
