import type pg from 'pg';
import type { ApiDb } from '../../api-db.ts';
import { refreshCollectionCounts } from '../refresh-collection-counts.ts';
import type { ImportTarget } from './importer.ts';

export class CollectionKindMismatchError extends Error {
  constructor(uid: string, existing: string, wanted: string) {
    super(`Collection "${uid}" already exists as ${existing}; it cannot take ${wanted} data.`);
    this.name = 'CollectionKindMismatchError';
  }
}

/**
 * Runs a load in one transaction on one connection: the collection is created (or found by its
 * uid), `load` stores its rows, and the counts are refreshed after the commit. An abort or error
 * rolls everything back.
 */
export async function withCollectionLoad<T>(
  db: ApiDb,
  target: ImportTarget,
  signal: AbortSignal | undefined,
  load: (client: pg.PoolClient, collectionId: number) => Promise<T>,
): Promise<{ collectionId: number; value: T }> {
  const client = await db.$client.connect();
  let collectionId: number;
  let value: T;
  try {
    await client.query('BEGIN');
    collectionId = await ensureCollection(client, target);
    value = await load(client, collectionId);
    signal?.throwIfAborted();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  await refreshCollectionCounts(db, collectionId);
  return { collectionId, value };
}

async function ensureCollection(client: pg.PoolClient, target: ImportTarget): Promise<number> {
  const inserted = await client.query<{ id: number; kind: string }>(
    `INSERT INTO collections (uid, kind, title, access, description, source, citation, submitted_by, hidden)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (uid) DO UPDATE SET updated_at = now()
     RETURNING id, kind`,
    [
      target.uid,
      target.kind,
      target.title,
      target.access,
      target.description ?? '',
      target.source ?? '',
      target.citation ?? '',
      target.submittedBy ?? null,
      target.hidden ?? false,
    ],
  );
  const row = inserted.rows[0];
  if (!row) throw new Error(`The collection "${target.uid}" could not be created.`);
  if (row.kind !== target.kind) throw new CollectionKindMismatchError(target.uid, row.kind, target.kind);
  return row.id;
}
