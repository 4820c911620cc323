import { sql } from 'drizzle-orm';
import type { ApiDb } from '../src/api-db.ts';

/** Tables whose rows change as a side effect of any request (session sliding, throttling). */
const BOOKKEEPING = new Set(['sessions', 'rate_limits', 'sign_in_addresses', '__drizzle_migrations']);

/** A digest of every business table's rows: equal before and after means a request changed nothing. */
export async function tableFingerprint(db: ApiDb): Promise<Record<string, string>> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const digests: Record<string, string> = {};
  for (const { table_name } of rows) {
    if (BOOKKEEPING.has(table_name)) continue;
    const result = await db.execute<{ digest: string | null }>(
      sql`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.identifier(table_name)} t`,
    );
    digests[table_name] = result.rows[0]?.digest ?? 'empty';
  }
  return digests;
}
