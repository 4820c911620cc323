import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiTx } from '../../../api-db.ts';
import type { WarningLog } from './warning-log.ts';

/** The import's staging tables: families and child links wait here until every person is stored. */
export async function createStagingTables(tx: ApiTx): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE gedcom_staged_families (
      x text, line int, h text, w text, m0 smallint, m1 smallint, p int, d jsonb
    ) ON COMMIT DROP`);
  await tx.execute(sql`
    CREATE TEMP TABLE gedcom_staged_children (
      f text, c text, pedi family_child_pedigree, pos smallint, line int
    ) ON COMMIT DROP`);
}

const warningRows = z.array(
  z.object({ line: z.coerce.number().int().nullable(), message: z.string(), total: z.coerce.number().int() }),
);

/** Runs a query answering (line, message) rows; keeps what the log keeps, counts the rest. */
async function warnFrom(tx: ApiTx, warnings: WarningLog, query: SQL) {
  const result = await tx.execute(sql`
    SELECT line, message, count(*) OVER () AS total FROM (${query}) w ORDER BY line LIMIT 1000`);
  const rows = warningRows.parse(result.rows);
  for (const row of rows) warnings.add(row.line, row.message);
  // Past the first 1,000 only the count is kept (as the log itself does).
  warnings.count += (rows[0]?.total ?? 0) - rows.length;
}

/**
 * Turns the staged families and child links into `families` and `family_children` rows, joining
 * xrefs to the people just stored. Links to people or families the file does not have, and
 * repeated family xrefs, become warnings. Answers the number of families stored.
 */
export async function linkFamilies(tx: ApiTx, collectionId: number, warnings: WarningLog): Promise<number> {
  await tx.execute(sql`ANALYZE gedcom_staged_families`);
  await tx.execute(sql`ANALYZE gedcom_staged_children`);
  const person = (xref: SQL) =>
    sql`EXISTS (SELECT 1 FROM people p WHERE p.collection_id = ${collectionId} AND p.xref = ${xref})`;
  await warnFrom(
    tx,
    warnings,
    sql`
    SELECT line, format('Duplicate FAM %s; the first one is kept.', x) AS message
    FROM (SELECT line, x, row_number() OVER (PARTITION BY x ORDER BY line) AS n FROM gedcom_staged_families) s
    WHERE n > 1
    UNION ALL
    SELECT line, format('FAM %s: HUSB %s is not in the file; left out.', x, h) FROM gedcom_staged_families g
    WHERE h IS NOT NULL AND NOT ${person(sql`g.h`)}
    UNION ALL
    SELECT line, format('FAM %s: WIFE %s is not in the file; left out.', x, w) FROM gedcom_staged_families g
    WHERE w IS NOT NULL AND NOT ${person(sql`g.w`)}`,
  );
  const inserted = await tx.execute(sql`
    INSERT INTO families (collection_id, xref, husband_id, wife_id,
      marriage_year_min, marriage_year_max, marriage_place_id, details)
    SELECT DISTINCT ON (g.x) ${collectionId}, g.x, h.id, w.id, g.m0, g.m1, g.p, g.d
    FROM gedcom_staged_families g
    LEFT JOIN people h ON h.collection_id = ${collectionId} AND h.xref = g.h
    LEFT JOIN people w ON w.collection_id = ${collectionId} AND w.xref = g.w
    ORDER BY g.x, g.line`);
  await warnFrom(
    tx,
    warnings,
    sql`
    SELECT DISTINCT ON (s.f, s.c) s.line, CASE
      WHEN f.id IS NULL THEN format('%s is a child of FAM %s, which is not in the file; left out.', s.c, s.f)
      ELSE format('FAM %s: CHIL %s is not in the file; left out.', s.f, s.c) END AS message
    FROM gedcom_staged_children s
    LEFT JOIN families f ON f.collection_id = ${collectionId} AND f.xref = s.f
    WHERE f.id IS NULL OR NOT ${person(sql`s.c`)}
    ORDER BY s.f, s.c, s.line`,
  );
  await tx.execute(sql`
    INSERT INTO family_children (family_id, child_id, pedigree, position)
    SELECT f.id, p.id, max(s.pedi), min(s.pos)
    FROM gedcom_staged_children s
    JOIN families f ON f.collection_id = ${collectionId} AND f.xref = s.f
    JOIN people p ON p.collection_id = ${collectionId} AND p.xref = s.c
    GROUP BY f.id, p.id`);
  return inserted.rowCount ?? 0;
}
