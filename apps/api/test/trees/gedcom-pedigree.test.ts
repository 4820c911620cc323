import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { syntheticTree } from '@society/gedcom/synthetic-tree';
import type { PedigreeAnswer } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importGedcom } from '../../src/collections/import/gedcom/import-gedcom.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';
import { CORPUS, hasCorpus } from '../collections/gedcom-import-fixtures.ts';

/**
 * The pedigree the api answers for people of GEDCOM files (the project's synthetic tree, and real
 * files of the external corpus when present), checked against the files
 * themselves, read by a plain line scan here (INDI FAMC, FAM HUSB/WIFE/CHIL), not by the importer.
 */
type Scan = {
  parents: Map<string, { husband?: string; wife?: string }>;
  famc: Map<string, string[]>;
  order: string[];
};

function scan(text: string): Scan {
  const parents = new Map<string, { husband?: string; wife?: string }>();
  const famc = new Map<string, string[]>();
  const order: string[] = [];
  const familyOrder: string[] = [];
  let current: { kind: string; xref: string } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const record = /^0 (@[^@]+@) (INDI|FAM)\s*$/.exec(line);
    if (record) {
      current = { xref: record[1]!, kind: record[2]! };
      if (current.kind === 'INDI') order.push(current.xref);
      else familyOrder.push(current.xref);
      continue;
    }
    if (line.startsWith('0 ')) current = null;
    const link = /^1 (HUSB|WIFE|CHIL|FAMC) (@[^@]+@)/.exec(line);
    if (!current || !link) continue;
    const [, tag, target] = link as unknown as [string, string, string];
    if (current.kind === 'FAM' && (tag === 'HUSB' || tag === 'WIFE')) {
      const family = parents.get(current.xref) ?? {};
      if (family[tag === 'HUSB' ? 'husband' : 'wife'] === undefined)
        family[tag === 'HUSB' ? 'husband' : 'wife'] = target;
      parents.set(current.xref, family);
    }
    const child =
      current.kind === 'FAM' && tag === 'CHIL'
        ? target
        : current.kind === 'INDI' && tag === 'FAMC'
          ? current.xref
          : null;
    const family = tag === 'CHIL' ? current.xref : target;
    if (child) famc.set(child, [...new Set([...(famc.get(child) ?? []), family])]);
  }
  // The api takes a person's first family in file order, as the importer stores families.
  const rank = new Map(familyOrder.map((xref, index) => [xref, index]));
  for (const [child, families] of famc)
    famc.set(
      child,
      families.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)),
    );
  return { parents, famc, order };
}

/** Sosa number → xref, from the file, to `generations`. */
function filePedigree(file: Scan, xref: string, generations: number): Map<number, string> {
  const out = new Map<number, string>([[1, xref]]);
  for (let sosa = 1; sosa < 2 ** (generations - 1); sosa++) {
    const person = out.get(sosa);
    const family = person && file.famc.get(person)?.[0];
    const couple = family ? file.parents.get(family) : undefined;
    if (couple?.husband) out.set(sosa * 2, couple.husband);
    if (couple?.wife) out.set(sosa * 2 + 1, couple.wife);
  }
  return out;
}

let api: TestApi;
let staff: Browser;
beforeAll(async () => {
  api = await buildTestApi();
  await createUser(api.services.db, {
    email: 'sam@example.org',
    name: 'Sam',
    password: 'a long enough password',
    scopes: ['staff'],
  });
  staff = await signIn(api, 'sam@example.org', 'a long enough password');
});

const corpusSample = (fileName: string) => readFileSync(path.join(CORPUS, 'samples', fileName));

async function check(bytes: Buffer, uid: string, pick: (file: Scan) => string[]) {
  const { collectionId } = await importGedcom(api.services.db, Readable.from([bytes]), {
    target: { uid, kind: 'family_tree', title: uid, access: 'public' },
  });
  const rows = await api.services.db.execute(
    sql`SELECT id, xref FROM people WHERE collection_id = ${collectionId}`,
  );
  const idOf = new Map((rows.rows as { id: number; xref: string }[]).map((r) => [r.xref, r.id]));
  const xrefOf = new Map([...idOf].map(([xref, id]) => [id, xref]));
  const file = scan(bytes.toString('latin1'));
  let repeats = 0;
  for (const xref of pick(file)) {
    const expected = filePedigree(file, xref, 5);
    const response = await staff('GET', `/api/pedigrees/${idOf.get(xref)}?generations=5`);
    expect(response.statusCode, response.body).toBe(200);
    const { pedigree } = response.json() as PedigreeAnswer;
    const shown = new Map(pedigree.slots.map((slot) => [slot.sosa, slot]));
    for (const slot of pedigree.slots) {
      expect(xrefOf.get(slot.person.id), `${xref} no. ${slot.sosa}`).toBe(expected.get(slot.sosa));
      if (slot.repeatOf !== null) {
        repeats += 1;
        expect(expected.get(slot.repeatOf)).toBe(expected.get(slot.sosa));
      }
    }
    // Every ancestor in the file is shown, or lies above a collapsed (repeated) ancestor.
    for (const sosa of expected.keys()) {
      let above = sosa;
      while (above > 1 && !shown.has(above)) above = Math.floor(above / 2);
      expect(above === sosa || shown.get(above)?.repeatOf != null, `${xref} no. ${sosa}`).toBe(true);
    }
  }
  return repeats;
}

describe('pedigrees match the GEDCOM file', () => {
  it('for a synthetic tree (its newest 40 people), with pedigree collapse', async () => {
    const repeats = await check(Buffer.from(syntheticTree()), 'synthetic', (file) => file.order.slice(0, 40));
    expect(repeats).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasCorpus)('pedigrees match the GEDCOM file, on the external corpus', () => {
  it('for the Tudors (the first 40 people of the file)', async () => {
    await check(corpusSample('EnglishTudorRoyalFamily.ged'), 'tudors', (file) => file.order.slice(0, 40));
  });

  it('for royal92 (Queen Victoria and the next 199 people), with pedigree collapse', async () => {
    const repeats = await check(corpusSample('royal92.ged'), 'royal92', (file) => file.order.slice(0, 200));
    expect(repeats).toBeGreaterThan(0);
  });
});
