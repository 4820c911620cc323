import { createReadStream } from 'node:fs';
import path from 'node:path';
import { useTestDatabase } from '@society/db/testing';
import { FIXTURE_FAMILY, gedcomFixtures } from '@society/gedcom/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { importGedcom } from '../../src/collections/import/gedcom/import-gedcom.ts';
import type { ImportProgress } from '../../src/collections/import/importer.ts';
import {
  CORPUS,
  corpusBytes,
  corpusFiles,
  countRecords,
  hasCorpus,
  importText,
  treeTarget,
} from './gedcom-import-fixtures.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const count = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0]?.n);

describe('importGedcom: the project’s fixtures in every character set and line ending', () => {
  it.each(gedcomFixtures().map((fixture) => [fixture.name, fixture] as const))(
    '%s: the family stored with its names as written',
    async (name, fixture) => {
      const result = await importText(db, fixture.bytes, `fixture-${name}`);
      expect(result).toMatchObject({ people: FIXTURE_FAMILY.individuals, families: FIXTURE_FAMILY.families });
      const stored = await db.execute(
        sql`SELECT given_names || ' ' || surname AS name FROM people WHERE collection_id = ${result.collectionId} ORDER BY xref`,
      );
      expect(stored.rows.map((row) => row.name)).toEqual(FIXTURE_FAMILY.names);
    },
  );
});

describe.skipIf(!hasCorpus)('importGedcom: the whole external corpus', () => {
  const files = corpusFiles();

  it('finds the corpus (more than 70 files, the samples included)', () => {
    expect(files.length).toBeGreaterThan(70);
    expect(files).toContain(path.join('samples', 'royal92.ged'));
  });

  it.each(files)('%s: people and families stored match the file', { timeout: 120_000 }, async (file) => {
    const uid = `corpus-${file
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`;
    const expected = countRecords(corpusBytes(file));
    const progress: ImportProgress[] = [];
    const importing = importGedcom(db, createReadStream(path.join(CORPUS, file)), {
      target: treeTarget(uid),
      onProgress: (p) => progress.push(p),
    });
    if (expected.individuals === 0) {
      // A file without people (the GEDCOM 7 test files of one feature) is no tree: refused, nothing made.
      await expect(importing).rejects.toThrow('The file has no individuals (INDI records).');
      expect(await count(sql`SELECT count(*) AS n FROM collections WHERE uid = ${uid}`)).toBe(0);
      return;
    }
    const result = await importing;
    expect({ people: result.people, families: result.families }).toEqual({
      people: expected.individuals,
      families: expected.families,
    });
    const id = result.collectionId;
    expect(await count(sql`SELECT count(*) AS n FROM people WHERE collection_id = ${id}`)).toBe(
      expected.individuals,
    );
    expect(await count(sql`SELECT count(*) AS n FROM families WHERE collection_id = ${id}`)).toBe(
      expected.families,
    );
    const reading = progress.filter((p) => p.phase === 'Reading');
    expect(reading.at(-1)?.done).toBe(corpusBytes(file).length);
    expect(reading.at(-1)?.total).toBe(corpusBytes(file).length);
  });
});
