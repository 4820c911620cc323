import type { ApiDb } from '../../api-db.ts';
import { withCollectionLoad } from '../import/collection-load.ts';
import type { ImportProgress, ImportResult, ImportTarget } from '../import/importer.ts';
import { PlaceResolver } from '../import/place-resolver.ts';
import { type LoadRecord, RecordBatchLoader, skipForeignKeyChecks } from '../import/record-batch-loader.ts';

export { surnamesByFrequency } from './demo-names.ts';

import { DEMO_COUNTRY, type DemoParish } from './demo-places.ts';
import { type DemoRecord, DemoRecordGenerator, type DemoRecordKind } from './demo-records.ts';

export type DemoLoadOptions = {
  target: ImportTarget;
  kind: DemoRecordKind;
  count: number;
  seed: number;
  /** Records per COPY round; larger is a little faster and holds more in memory. */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /** Sees each record after it is generated (memorial cards draw their images from it). */
  onRecord?: (record: DemoRecord, index: number) => void;
};

/**
 * Generates `count` records of one kind from `seed` and streams them into a collection with COPY:
 * memory stays bounded whatever the count (the bench loads 10,000,000 this way).
 */
export async function loadDemoRecords(db: ApiDb, options: DemoLoadOptions): Promise<ImportResult> {
  const { count, kind, seed, batchSize = 20_000, onProgress, signal, onRecord } = options;
  const generator = new DemoRecordGenerator(seed);
  const { collectionId, value: loader } = await withCollectionLoad(
    db,
    options.target,
    signal,
    async (client, id) => {
      await skipForeignKeyChecks(client);
      const places = new PlaceResolver(client);
      const parishIds = new Map<DemoParish, number | null>();
      const placeOf = async (parish: DemoParish) => {
        if (!parishIds.has(parish))
          parishIds.set(
            parish,
            await places.resolve([
              { kind: 'country', name: DEMO_COUNTRY },
              { kind: 'county', name: parish.county.name, code: parish.county.code },
              { kind: 'parish', name: parish.name },
            ]),
          );
        return parishIds.get(parish) ?? null;
      };
      const batchLoader = new RecordBatchLoader(db, client, id);
      for (let done = 0; done < count; ) {
        signal?.throwIfAborted();
        const size = Math.min(batchSize, count - done);
        const batch: LoadRecord[] = [];
        for (let k = 0; k < size; k += 1) {
          const record = generator.next(kind);
          onRecord?.(record, done + k);
          batch.push({ ...record, placeId: await placeOf(record.parish) });
        }
        await batchLoader.load(batch);
        done += size;
        onProgress?.({ phase: 'Storing records', done, total: count, warnings: 0 });
      }
      return batchLoader;
    },
  );
  return {
    collectionId,
    records: loader.records,
    people: 0,
    families: 0,
    nameOccurrences: loader.occurrences,
    warnings: [],
    warningCount: 0,
  };
}

/**
 * The bench's path: `count` name-index entries into one index collection (public unless told),
 * names drawn from the demo's common names and their composed long tail.
 */
export function loadDemoIndexRecords(
  db: ApiDb,
  {
    count,
    seed = 1,
    uid = 'demo-name-index',
    title = 'Demo name index',
    access = 'public',
    onProgress,
  }: {
    count: number;
    seed?: number;
    uid?: string;
    title?: string;
    access?: ImportTarget['access'];
    onProgress?: DemoLoadOptions['onProgress'];
  },
): Promise<ImportResult> {
  return loadDemoRecords(db, {
    target: { uid, kind: 'index', title, access },
    kind: 'index_entry',
    count,
    seed,
    batchSize: 50_000,
    ...(onProgress ? { onProgress } : {}),
  });
}
