import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiTx } from '../../../api-db.ts';
import type { ImportTarget } from '../importer.ts';

const TREE_KINDS = new Set<ImportTarget['kind']>(['family_tree', 'birth_briefs']);
const collectionRow = z.object({ id: z.coerce.number().int(), kind: z.string() });

export class TreeTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TreeTargetError';
  }
}

/**
 * The collection a GEDCOM file loads into, locked for the import. A GEDCOM import REPLACES the
 * tree: when the collection exists, its people (with their name occurrences), families and tree
 * records are deleted in the import's transaction, so a failed import leaves the old tree whole and
 * a repeated import of the same file gives the same tree. Its title and access follow the target.
 */
export async function openTreeCollection(tx: ApiTx, target: ImportTarget): Promise<number> {
  if (!TREE_KINDS.has(target.kind)) {
    throw new TreeTargetError(
      `A GEDCOM file loads into a family_tree or birth_briefs collection, not ${target.kind}.`,
    );
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(target.uid)) {
    throw new TreeTargetError(
      `Collection uid "${target.uid}" must be lower-case letters and digits joined by single hyphens.`,
    );
  }
  await tx.execute(sql`
    INSERT INTO collections (uid, kind, title, access, description, source, citation, submitted_by, hidden)
    VALUES (${target.uid}, ${target.kind}, ${target.title}, ${target.access}, ${target.description ?? ''},
      ${target.source ?? ''}, ${target.citation ?? ''}, ${target.submittedBy ?? null}, ${target.hidden ?? false})
    ON CONFLICT (uid) DO NOTHING`);
  const found = await tx.execute(sql`SELECT id, kind FROM collections WHERE uid = ${target.uid} FOR UPDATE`);
  const collection = collectionRow.parse(found.rows[0]);
  if (collection.kind !== target.kind) {
    throw new TreeTargetError(`Collection "${target.uid}" is a ${collection.kind}, not a ${target.kind}.`);
  }
  await tx.execute(sql`
    UPDATE collections SET title = ${target.title}, access = ${target.access},
      description = coalesce(${target.description ?? null}, description),
      source = coalesce(${target.source ?? null}, source),
      citation = coalesce(${target.citation ?? null}, citation),
      submitted_by = coalesce(${target.submittedBy ?? null}::int, submitted_by), updated_at = now()
    WHERE id = ${collection.id}`);
  await tx.execute(sql`DELETE FROM families WHERE collection_id = ${collection.id}`);
  await tx.execute(sql`DELETE FROM tree_records WHERE collection_id = ${collection.id}`);
  await tx.execute(sql`DELETE FROM people WHERE collection_id = ${collection.id}`);
  return collection.id;
}
