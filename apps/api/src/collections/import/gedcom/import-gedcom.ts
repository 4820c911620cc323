import { setImmediate } from 'node:timers/promises';
import { apiSchema } from '@society/db/api-schema';
import { type GedcomEntry, NotGedcomError, readGedcom } from '@society/gedcom';
import { drizzle } from 'drizzle-orm/node-postgres';
import { refreshCollectionCounts } from '../../refresh-collection-counts.ts';
import type { Importer, ImportOptions, ImportProgress } from '../importer.ts';
import { skipForeignKeyChecks } from '../record-batch-loader.ts';
import { RefusedImportError } from '../refused-import-error.ts';
import { countBytes, inputSize } from './count-bytes.ts';
import { atXref } from './gedcom-rows.ts';
import { NameIds } from './name-ids.ts';
import { openTreeCollection } from './open-tree-collection.ts';
import { PlaceIds } from './place-ids.ts';
import { TreeWriter } from './tree-writer.ts';
import { WarningLog } from './warning-log.ts';

/** Records per batch: big enough that round trips are few, small enough to keep memory flat. */
const BATCH_RECORDS = 2000;
/** Person ids drawn first; each later draw doubles, up to BATCH_RECORDS, so a small file burns few. */
const FIRST_IDS = 64;
/**
 * Batches parsed ahead of the database: the parser goes on while up to this many wait to be
 * written, so neither side idles while the other finishes a batch. Memory grows by a batch each.
 */
const BATCHES_IN_FLIGHT = 3;
const YIELD_EVERY = 32;

/**
 * Imports a GEDCOM 5.5.1 / 7.0 file into a family-tree collection in one transaction (replacing
 * the tree it held, see `openTreeCollection`). The file is streamed through `@society/gedcom`;
 * records are written with COPY in batches while later batches are parsed (`TreeWriter`); only
 * families read before their members (and their child links) wait for the end. Bad input becomes
 * warnings with line numbers; a truncated file keeps what it had. A file that is not GEDCOM is
 * refused before the collection is opened, and one without individuals is rolled back: both with
 * `RefusedImportError`, leaving an existing tree as it was. Names and places are interned on a
 * second pooled connection (see `NameIds`): the pool needs two.
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
  const entries = readGedcom(countBytes(input, (bytes) => report(bytes, total)));
  await readHeader(entries);
  const client = await db.$client.connect();
  try {
    // Drizzle over the one client: its transaction and the COPY streams share the connection.
    return await drizzle(client, { schema: apiSchema }).transaction(async (tx) => {
      const collectionId = await openTreeCollection(tx, options.target);
      // Every reference the import writes is right by construction (the collection is locked, names
      // and places are interned and committed first, ids are drawn before rows are written, families
      // are linked to stored people), so the per-row foreign-key triggers are turned off for the rest
      // of the transaction, after the old tree's deletes (their cascades are triggers too). Without
      // a superuser the checks simply stay on (rows are written in an order that satisfies them).
      await skipForeignKeyChecks(client);
      const writer = new TreeWriter(
        client,
        db.$client,
        collectionId,
        new NameIds(db),
        new PlaceIds(db),
        warnings,
      );
      const settled = await readAndStore(entries, writer, warnings, options);
      options.signal?.throwIfAborted();
      if (writer.people === 0) throw new RefusedImportError('The file has no individuals (INDI records).');
      phase = 'Linking families';
      report(0, null);
      const families = await writer.finish(settled);
      await refreshCollectionCounts(tx, collectionId);
      report(families, families);
      return {
        collectionId,
        records: 0,
        people: writer.people,
        families,
        nameOccurrences: writer.occurrences,
        ...warnings.result(),
      };
    });
  } finally {
    client.release();
    // Closes the input when the import stopped before reading it all (a collection of another kind).
    await entries.return(undefined);
  }
};

/** Reads up to the file's header entry: a file that is not GEDCOM at all is refused there. */
async function readHeader(entries: AsyncGenerator<GedcomEntry>): Promise<void> {
  try {
    await entries.next();
  } catch (error) {
    if (error instanceof NotGedcomError) throw new RefusedImportError(error.message);
    throw error;
  }
}

/**
 * Reads the file, storing batches in order while later ones are parsed: a batch is prepared (names,
 * places, ids) on the pool while the one before it is written; answers the xrefs the living rule settled.
 */
async function readAndStore(
  source: AsyncIterable<GedcomEntry>,
  writer: TreeWriter,
  warnings: WarningLog,
  options: ImportOptions,
): Promise<Set<string>> {
  const settled = new Set<string>();
  // Each step starts when the one before it ends: preparing on the pool, writing on the client.
  let preparing: Promise<unknown> = Promise.resolve();
  let writing: Promise<void> = Promise.resolve();
  const inFlight: Promise<void>[] = [];
  // Person ids are drawn in the background once half of the last draw is used, so reading
  // waits for them only when they run out.
  let block = FIRST_IDS;
  let drawing: Promise<void> | null = null;
  const drawIds = () => {
    block = Math.min(BATCH_RECORDS, block * 2);
    drawing = writer.reserve(writer.idsLeft + block).finally(() => {
      drawing = null;
    });
    drawing.catch(() => {});
  };
  const flush = async () => {
    options.signal?.throwIfAborted();
    const batch = writer.takeBatch();
    const prepared = preparing.then(() => writer.prepare(batch));
    preparing = prepared;
    writing = Promise.all([prepared, writing]).then(([rows]) => writer.write(rows));
    // A failed step surfaces when its batch is awaited (below, or at the end).
    writing.catch(() => {});
    inFlight.push(writing);
    while (inFlight.length > BATCHES_IN_FLIGHT) await inFlight.shift();
  };
  const onEntry = (entry: GedcomEntry) => {
    switch (entry.kind) {
      case 'individual':
        return writer.addPerson(entry);
      case 'family':
        return writer.addFamily(entry);
      case 'source':
      case 'note':
      case 'media':
        return writer.addRecord(entry);
      case 'warning':
        return warnings.add(entry.line, entry.message);
      case 'living':
        settled.add(atXref(entry.xref));
    }
  };
  await writer.reserve(block);
  let entries = 0;
  for await (const entry of source) {
    onEntry(entry);
    // A chunk of input is parsed without a turn of the event loop; a turn every few dozen records
    // lets the socket take more COPY data and the next statement start, so the database never
    // waits long for the parser (every 256 records was 5–8 % slower on the 100k bench).
    if (++entries % YIELD_EVERY === 0) await setImmediate();
    if (writer.batch.size >= BATCH_RECORDS) await flush();
    if (writer.idsLeft * 2 < block && drawing === null) drawIds();
    if (writer.idsLeft === 0) await drawing;
  }
  await flush();
  await writing;
  return settled;
}
