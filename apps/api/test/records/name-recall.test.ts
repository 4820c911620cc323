import { externalTestdata } from '@society/gedcom/corpus-dir';
import { parseRecordSearchQuery } from '@society/record-search';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchFilter } from '../../src/collections/search/build-search-filter.ts';
import { searchPage } from '../../src/collections/search/search-records.ts';
import { PUBLIC_VISIBILITY } from '../../src/collections/search/visibility.ts';
import { buildTestApi, type TestApi } from '../api-test-app.ts';
import { FORENAME_GROUPS, OCR_CONFUSIONS, SURNAMES } from './own-name-lists.ts';
import { addIndexRecords, addVariantGroups, emendationGroups, readCsv } from './recall-fixture.ts';

let api: TestApi;

/** The record ids a search finds (every page). */
async function found(query: string): Promise<Set<number>> {
  const parsed = parseRecordSearchQuery(query);
  if (!parsed.success) throw new Error(`${query}: ${parsed.message}`);
  const filter = await buildSearchFilter(api.services.db, parsed.query, PUBLIC_VISIBILITY);
  const page = await searchPage(api.services.db, filter, { sort: 'relevance', after: undefined }, 5_000);
  return new Set(page.rows.map((row) => row.record_id!));
}

beforeAll(async () => {
  api = await buildTestApi();
});

/** Every abbreviation and Latin form of each group's forename, found by searching for the forename. */
async function forenameRecall(uid: string, groups: Map<string, Set<string>>) {
  const surname = `Emendation${uid.replace(/[^a-z]/g, '')}`;
  await addVariantGroups(api.services.db, 'forename', groups, `${uid}: `);
  const people = [...groups].flatMap(([label, members]) =>
    [...members].map((forename) => ({ surname, forename, label })),
  );
  const ids = await addIndexRecords(api.services.db, uid, people);
  let expected = 0;
  let hits = 0;
  for (const label of groups.keys()) {
    const wanted = people.flatMap((p, i) => (p.label === label ? [ids[i]!] : []));
    const result = await found(
      `surname=${surname}&surname_match=exact&forename=${encodeURIComponent(label)}`,
    );
    expected += wanted.length;
    hits += wanted.filter((id) => result.has(id)).length;
  }
  console.info(`forename variant recall (${uid}): ${hits}/${expected} over ${groups.size} groups`);
  return { expected, hits };
}

/** Surnames garbled by one confusion each, searched for by their true spelling in every mode. */
async function ocrRecall(uid: string, pairs: [string, string][], surnames: string[], sampleSize = 300) {
  const forename = uid === 'ocr-own' ? 'Ocrown' : 'Ocr';
  const garbled: { surname: string; forename: string; truth: string }[] = [];
  for (const truth of surnames) {
    for (const [a, b] of pairs) {
      const lower = truth.toLowerCase();
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const at = lower.indexOf(from);
        if (at <= 0 || !/^[\p{L}]+$/u.test(to)) continue;
        garbled.push({ truth, forename, surname: truth.slice(0, at) + to + truth.slice(at + from.length) });
        break;
      }
    }
  }
  const sample = garbled.filter((_, i) => i % Math.ceil(garbled.length / sampleSize) === 0);
  const ids = await addIndexRecords(api.services.db, uid, sample);
  const recall: Record<string, number> = {};
  const anyMode = new Set<number>();
  for (const mode of ['soundex', 'dm', 'metaphone', 'fuzzy']) {
    let hits = 0;
    for (const [i, row] of sample.entries()) {
      const result = await found(
        `surname=${encodeURIComponent(row.truth)}&surname_match=${mode}&forename=${forename}&forename_match=exact`,
      );
      if (result.has(ids[i]!)) {
        hits += 1;
        anyMode.add(i);
      }
    }
    recall[mode] = hits / sample.length;
  }
  recall.any = anyMode.size / sample.length;
  console.info(`OCR confusion recall (${uid}) over ${sample.length} misread surnames:`, recall);
  return { size: sample.length, recall };
}

describe('forename variants', () => {
  it('finds every abbreviation and Latin form of a forename through its variant group (own list)', async () => {
    const { expected, hits } = await forenameRecall('variants-own', FORENAME_GROUPS);
    expect(expected).toBeGreaterThan(90);
    expect(hits).toBe(expected);
  });

  it.skipIf(!externalTestdata().names)(
    'does so for FreeUKGen’s emendation rules (external list)',
    { timeout: 120_000 },
    async () => {
      const { expected, hits } = await forenameRecall('emendations', emendationGroups());
      expect(expected).toBeGreaterThan(2_000);
      expect(hits).toBe(expected);
    },
  );
});

describe('OCR confusions', () => {
  it('finds misread surnames by similar spelling above all (own lists; recall reported per mode)', {
    timeout: 120_000,
  }, async () => {
    const { size, recall } = await ocrRecall('ocr-own', OCR_CONFUSIONS, SURNAMES, 120);
    expect(size).toBeGreaterThan(100);
    // Sound codes change with a misread letter; similar spelling is the mode for OCR'd indexes.
    expect(recall.fuzzy).toBeGreaterThanOrEqual(0.9);
    expect(recall.any).toBeGreaterThanOrEqual(recall.fuzzy!);
  });

  it.skipIf(!externalTestdata().names)(
    'on census surnames and gecko’s OCR confusions (external lists)',
    { timeout: 120_000 },
    async () => {
      const pairs = readCsv('ocr-confusions.csv').filter((pair) => pair.length === 2) as [string, string][];
      const surnames = readCsv('us-census-2010-surnames.csv')
        .slice(1, 2_000)
        .map((row) => row[0] ?? '')
        .filter((name) => /^[A-Za-z]{4,}$/.test(name));
      const { size, recall } = await ocrRecall('ocr-confusions', pairs, [...new Set(surnames)].slice(0, 400));
      expect(size).toBeGreaterThan(100);
      // Measured: similar spelling finds 93 %; sound codes change with a misread letter
      // (Soundex 28 %, D–M 37 %, Double Metaphone 16 %), so fuzzy is the mode for OCR'd indexes.
      expect(recall.fuzzy).toBeGreaterThanOrEqual(0.9);
      expect(recall.any).toBeGreaterThanOrEqual(recall.fuzzy!);
      expect(recall.dm).toBeGreaterThan(0.25);
    },
  );
});
