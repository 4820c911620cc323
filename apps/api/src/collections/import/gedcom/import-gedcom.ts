import { type GedcomEntry, readGedcom } from '@society/gedcom';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiTx } from '../../../api-db.ts';
import { refreshCollectionCounts } from '../../refresh-collection-counts.ts';
import type { Importer, ImportOptions, ImportProgress } from '../importer.ts';
import { skipForeignKeyChecks } from '../record-batch-loader.ts';
import { countBytes, inputSize } from './count-bytes.ts';
import { atXref, familyRow, personRow } from './gedcom-rows.ts';
import { createStagingTables, linkFamilies } from './link-families.ts';
import { NameIds } from './name-ids.ts';
import { openTreeCollection } from './open-tree-collection.ts';
import { PlaceIds } from './place-ids.ts';
import { type BatchContext, TreeBatch } from './tree-batch.ts';
import { WarningLog } from './warning-log.ts';

/** Records per batch: big enough that round trips are few, small enough to keep memory flat. */
const BATCH_RECORDS = 2000;
const countRow = z.object({ n: z.coerce.number().int() });

/**
 * Imports a GEDCOM 5.5.1 / 7.0 file into a family-tree collection in one transaction (replacing
 * the tree it held, see `openTreeCollection`). The file is streamed through `@society/gedcom`;
 * records are written in batches while the next batch is parsed; families are linked to people at
 * the end. Bad input becomes warnings with line numbers; a truncated file keeps what it had.
 * Names and places are interned on a second pooled connection (see `NameIds`): the pool needs two.
 */
export const importGedcom: Importer = async (db, input, options) => {
  const total = await inputSize(input);
  const warnings = new WarningLog();
  let phase = 'Reading';
  const report = (done: number, phaseTotal: number | null) =>
    options.onProgress?.({
      phase,
      done,
      total: phaseTotal,
      warnings: warnings.count,
    } satisfies ImportProgress);
  return db.transaction(async (tx) => {
    const collectionId = await openTreeCollection(tx, options.target);
    // Every reference the import writes is right by construction (the collection is locked, names
    // and places are interned and committed first, person ids come from the insert itself, families
    // are joined to stored people), so the per-row foreign-key triggers, about half of PostgreSQL's
    // work per person, are turned off for the rest of the transaction, after the old tree's
    // deletes (their cascades are triggers too). Without a superuser the checks simply stay on.
    await skipForeignKeyChecks({ query: (statement) => tx.execute(sql.raw(statement)) });
    await createStagingTables(tx);
    const context: BatchContext = {
      tx,
      collectionId,
      names: new NameIds(db),
      places: new PlaceIds(db),
      warnings,
    };
    const people = await readAndStore(
      countBytes(input, (bytes) => report(bytes, total)),
      context,
      options,
    );
    phase = 'Linking families';
    report(0, null);
    const families = await linkFamilies(tx, collectionId, warnings);
    await refreshCollectionCounts(tx, collectionId);
    const occurrences = await tx.execute(
      sql`SELECT count(*) AS n FROM name_occurrences WHERE collection_id = ${collectionId}`,
    );
    report(families, families);
    return {
      collectionId,
      records: 0,
      people,
      families,
      nameOccurrences: countRow.parse(occurrences.rows[0]).n,
      warnings: warnings.kept,
      warningCount: warnings.count,
    };
  });
};

async function readAndStore(
  source: AsyncIterable<Uint8Array | string>,
  context: BatchContext,
  options: ImportOptions,
): Promise<number> {
  let people = 0;
  let batch = new TreeBatch();
  let writing: Promise<void> = Promise.resolve();
  const settled: string[] = [];
  // One batch is written while the next is parsed; a failed write surfaces at the next await.
  const flush = async () => {
    await writing;
    options.signal?.throwIfAborted();
    const full = batch;
    batch = new TreeBatch();
    writing = full.write(context).then((stored) => {
      people += stored;
    });
    writing.catch(() => {});
  };
  const onEntry = async (entry: GedcomEntry) => {
    switch (entry.kind) {
      case 'individual':
        batch.addPerson(personRow(entry), entry.familiesAsChild, context.warnings);
        break;
      case 'family':
        batch.addFamily(familyRow(entry));
        break;
      case 'source':
      case 'note':
      case 'media':
        batch.records.push(entry);
        break;
      case 'warning':
        context.warnings.add(entry.line, entry.message);
        break;
      case 'living':
        settled.push(atXref(entry.xref));
        if (settled.length >= 5000) await settleLiving(context.tx, context.collectionId, settled.splice(0));
        break;
    }
    if (batch.size >= BATCH_RECORDS) await flush();
  };
  let firstLiving = true;
  for await (const entry of readGedcom(source)) {
    // Living settlements come after every record: the people they name must be stored first.
    if (entry.kind === 'living' && firstLiving) {
      firstLiving = false;
      await flush();
      await writing;
    }
    await onEntry(entry);
  }
  await flush();
  await writing;
  await settleLiving(context.tx, context.collectionId, settled);
  return people;
}

/** People the living rule settled from relatives' dates; a RESN-private person stays private. */
async function settleLiving(tx: ApiTx, collectionId: number, xrefs: string[]): Promise<void> {
  if (xrefs.length === 0) return;
  await tx.execute(sql`
    UPDATE people SET living = false
    WHERE collection_id = ${collectionId} AND xref IN (SELECT jsonb_array_elements_text(${JSON.stringify(xrefs)}::jsonb))
      AND NOT coalesce((details->>'private')::boolean, false)`);
}
