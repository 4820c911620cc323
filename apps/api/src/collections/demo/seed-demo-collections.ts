import { Readable } from 'node:stream';
import { collections } from '@society/db/api-collections-schema';
import { inArray, sql } from 'drizzle-orm';
import { type ApiDb, connectApiDb } from '../../api-db.ts';
import { importGedcom } from '../import/gedcom/import-gedcom.ts';
import type { ImportTarget } from '../import/importer.ts';
import { storeVariantGroups } from '../import/store-variant-groups.ts';
import { generateDemoGedcom } from './demo-gedcom.ts';
import { DEMO_VARIANT_GROUPS } from './demo-names.ts';
import type { DemoRecordKind } from './demo-records.ts';
import { loadDemoBirthBriefs } from './load-demo-birth-briefs.ts';
import { loadDemoRecords } from './load-demo-records.ts';
import { seedBriefScans } from './seed-brief-scans.ts';
import { seedCardImages } from './seed-card-images.ts';

const MEMORIAL_CARDS = 'memorial-cards';

type RecordPlan = { target: ImportTarget; kind: DemoRecordKind; count: number; seed: number };

const CITATION = 'Northfield & District Family History Society (fictional demo data)';
const recordSet = (
  uid: string,
  title: string,
  description: string,
  access: 'public' | 'members' = 'public',
) =>
  ({
    uid,
    title,
    description,
    access,
    kind: 'record_set',
    source: 'Demo transcription',
    citation: CITATION,
  }) as const;

/** The demo society's collections: about 100,000 records, one collection members-only. */
export const DEMO_RECORD_COLLECTIONS: readonly RecordPlan[] = [
  {
    target: recordSet(
      'northfield-baptisms',
      'Northfield baptisms 1700–1837',
      'Baptisms from the parish registers of Northfield and its neighbours.',
    ),
    kind: 'baptism',
    count: 36_000,
    seed: 101,
  },
  {
    target: recordSet(
      'northfield-marriages',
      'Northfield marriages 1700–1837',
      'Marriages by banns and licence, with witnesses.',
    ),
    kind: 'marriage',
    count: 12_000,
    seed: 102,
  },
  {
    target: recordSet('northfield-burials', 'Northfield burials 1700–1850', 'Burials with ages and abodes.'),
    kind: 'burial',
    count: 27_000,
    seed: 103,
  },
  {
    target: recordSet(
      'northfield-wills',
      'Wills and administrations 1620–1858',
      'Probate calendar of the Archdeaconry of Northfield.',
    ),
    kind: 'will',
    count: 4_000,
    seed: 104,
  },
  {
    target: recordSet(
      'apprentice-indentures',
      'Apprentice indentures 1710–1811',
      'Indentures with masters, trades and premiums: for members.',
      'members',
    ),
    kind: 'apprenticeship',
    count: 3_000,
    seed: 105,
  },
  {
    target: {
      uid: 'monumental-inscriptions',
      kind: 'index',
      title: 'Monumental inscriptions index',
      description: 'Names from churchyard memorials, surveyed by members.',
      access: 'public',
      source: 'Society survey',
      citation: CITATION,
    },
    kind: 'index_entry',
    count: 18_000,
    seed: 106,
  },
  {
    target: {
      uid: MEMORIAL_CARDS,
      kind: 'memorial_cards',
      title: 'Memorial cards',
      description: 'In-memoriam cards given by members, front and back.',
      access: 'public',
      source: 'Members’ donations',
      citation: CITATION,
    },
    kind: 'memorial_card',
    count: 24,
    seed: 107,
  },
];

export const DEMO_BIRTH_BRIEFS: ImportTarget = {
  uid: 'members-birth-briefs',
  kind: 'birth_briefs',
  title: 'Members’ birth briefs',
  description: 'Five-generation birth briefs submitted by members (Sosa 1–31).',
  access: 'public',
};

export const DEMO_FAMILY_TREE: ImportTarget = {
  uid: 'northfield-families',
  kind: 'family_tree',
  title: 'Northfield families',
  description: 'A members’ tree of Northfield families from the 1760s to today; living people are private.',
  access: 'public',
};

/** The demo member of `seedDemoUsers`. */
export const DEMO_TREE_SUBMITTER = 'member@example.org';

export type SeedReport = {
  seeded: string[];
  records: number;
  people: number;
  images: number;
  milliseconds: number;
  /** Milliseconds per seeded collection (and `images`). */
  timings: Record<string, number>;
};

/**
 * Seeds the demo collections a local start shows: skipped per collection when its uid exists
 * (each is loaded in one transaction, so an existing one is complete), so a second start does nothing.
 */
export async function seedDemoCollections(
  apiDatabaseUrl: string,
  imagesDir: string,
  {
    currentYear = new Date().getUTCFullYear(),
    scale = 1,
  }: { currentYear?: number /** Tests seed a fraction of the records. */; scale?: number } = {},
): Promise<SeedReport> {
  const started = performance.now();
  const db = connectApiDb(apiDatabaseUrl, 2);
  const report: SeedReport = { seeded: [], records: 0, people: 0, images: 0, milliseconds: 0, timings: {} };
  let lap = performance.now();
  const time = (key: string) => {
    const now = performance.now();
    report.timings[key] = Math.round(now - lap);
    lap = now;
  };
  try {
    const uids = [
      ...DEMO_RECORD_COLLECTIONS.map((plan) => plan.target.uid),
      DEMO_BIRTH_BRIEFS.uid,
      DEMO_FAMILY_TREE.uid,
    ];
    const existing = new Set(
      (await db.select({ uid: collections.uid }).from(collections).where(inArray(collections.uid, uids))).map(
        (row) => row.uid,
      ),
    );
    report.images =
      (await seedCardImages(db, imagesDir, MEMORIAL_CARDS)) +
      (await seedBriefScans(db, imagesDir, DEMO_BIRTH_BRIEFS.uid));
    await setDemoTreeSubmitter(db);
    if (existing.size === uids.length) return { ...report, milliseconds: performance.now() - started };
    if (existing.size === 0) await seedVariantGroups(db);
    for (const plan of DEMO_RECORD_COLLECTIONS) {
      if (existing.has(plan.target.uid)) continue;
      const result = await loadDemoRecords(db, {
        ...plan,
        count: Math.max(1, Math.round(plan.count * scale)),
      });
      report.seeded.push(plan.target.uid);
      report.records += result.records;
      time(plan.target.uid);
    }
    report.images += await seedCardImages(db, imagesDir, MEMORIAL_CARDS);
    time('images');
    if (!existing.has(DEMO_BIRTH_BRIEFS.uid)) {
      const briefs = await loadDemoBirthBriefs(db, {
        target: DEMO_BIRTH_BRIEFS,
        briefs: 8,
        seed: 108,
        currentYear,
      });
      report.seeded.push(DEMO_BIRTH_BRIEFS.uid);
      report.people += briefs.people;
      report.images += await seedBriefScans(db, imagesDir, DEMO_BIRTH_BRIEFS.uid);
      time(DEMO_BIRTH_BRIEFS.uid);
    }
    if (!existing.has(DEMO_FAMILY_TREE.uid)) {
      const gedcom = generateDemoGedcom({
        seed: 109,
        founders: Math.max(2, Math.round(40 * scale)),
        currentYear,
      });
      const tree = await importGedcom(db, Readable.from([Buffer.from(gedcom)]), { target: DEMO_FAMILY_TREE });
      report.seeded.push(DEMO_FAMILY_TREE.uid);
      report.people += tree.people;
      await setDemoTreeSubmitter(db);
      time(DEMO_FAMILY_TREE.uid);
    }
    return { ...report, milliseconds: performance.now() - started };
  } finally {
    await db.$client.end();
  }
}

/** The demo tree's submitter is the demo member (seeded first by `npm start`), so they see its living people. */
async function setDemoTreeSubmitter(db: ApiDb) {
  await db.execute(sql`
    UPDATE collections SET submitted_by = (SELECT id FROM users WHERE email = ${DEMO_TREE_SUBMITTER})
    WHERE uid = ${DEMO_FAMILY_TREE.uid} AND submitted_by IS NULL`);
}

/** The demo's variant groups (Smith, Smyth, Smithe; William, Wm, Gulielmus) into the dictionary. */
export async function seedVariantGroups(db: ApiDb) {
  for (const kind of ['surname', 'forename'] as const)
    await storeVariantGroups(
      db,
      kind,
      DEMO_VARIANT_GROUPS[kind].map((names) => ({ label: names[0]!, names })),
    );
}
