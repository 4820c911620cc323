import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentModel } from '@society/content-model';
import { useTestDatabase } from '@society/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentProblems } from '../src/editorial/check-documents.ts';
import { importRepository } from '../src/editorial/import-repository.ts';
import { readRepositoryFolder } from '../src/editorial/read-repository-folder.ts';
import type { RepositoryBundle } from '../src/editorial/repository-bundle.ts';
import { seedDemoContent } from '../src/editorial/seed-demo-content.ts';
import { seedPath } from '../src/editorial/seed-path.ts';
import { type ContentDb, connectContentDb } from '../src/store/content-db.ts';

const guideUids = [
  'how-to-use-probate-records',
  'how-to-start-your-family-tree',
  'how-to-use-census-records',
  'how-to-search-for-birth-marriage-and-death-certificates-1',
  'how-to-search-for-birth-marriage-and-death-certificates-2',
];
const hintUids = [
  'genealogy-as-a-career',
  'how-to-get-the-best-results-from-familysearch',
  'make-connections',
  'genealogy-or-family-history',
  'how-to-get-the-best-results-from-the-igi',
  'writing-genealogical-reports',
  'employing-a-professional-genealogist',
  'finding-and-downloading-pcc-wills-from-the-national',
  'top-10-tips-for-starting-your-family-history',
  'london-research',
  'surname-searching',
];
const organisationChain: Record<string, string> = {
  organisation: 'about',
  'society-policies': 'organisation',
  'annual-reports-and-agm': 'organisation',
  governance: 'organisation',
  'board-of-trustees': 'governance',
  nominations: 'governance',
};

type Block = { type: string; text?: string; spans?: { type: string; data?: { link_type?: string } }[] };

function collect(value: unknown, blocks: Block[]): void {
  if (Array.isArray(value)) for (const item of value) collect(item, blocks);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (
      typeof record.type === 'string' &&
      ('spans' in record || record.type === 'image' || record.type === 'embed')
    ) {
      blocks.push(record as Block);
    }
    for (const child of Object.values(record)) collect(child, blocks);
  }
}

let bundle: RepositoryBundle;
let db: ContentDb;
let databaseUrl: string;

beforeAll(async () => {
  ({ bundle } = await readRepositoryFolder(seedPath));
  databaseUrl = (await useTestDatabase('content')).url;
  db = connectContentDb(databaseUrl, 2);
});
afterAll(() => db.$client.end());

describe('the demo society seed', () => {
  const byUid = (uid: string) => bundle.documents.find((doc) => doc.uid === uid);
  const parentUid = (uid: string) => {
    const parentId = (byUid(uid)?.data.parent as { id?: string } | undefined)?.id;
    return bundle.documents.find((doc) => doc.id === parentId)?.uid;
  };

  it('has the fixed-address organisation pages, guides and hints under the right parents', () => {
    for (const [uid, parent] of Object.entries(organisationChain)) expect(parentUid(uid), uid).toBe(parent);
    for (const uid of guideUids) expect(parentUid(uid), uid).toBe('guides');
    for (const uid of hintUids) expect(parentUid(uid), uid).toBe('hints-tips');
    expect(parentUid('guides')).toBe('learn');
    expect(parentUid('hints-tips')).toBe('learn');
  });

  it('writes at least 300 words of guidance in every guide and hint', () => {
    for (const uid of [...guideUids, ...hintUids]) {
      const blocks: Block[] = [];
      collect(byUid(uid)?.data.body, blocks);
      const words = blocks
        .map((block) => block.text ?? '')
        .join(' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, uid).toBeGreaterThanOrEqual(300);
    }
  });

  it('has the content every page needs', () => {
    const count = (type: string) => bundle.documents.filter((doc) => doc.type === type).length;
    expect(count('news_item')).toBeGreaterThanOrEqual(12);
    expect(count('feature_item')).toBeGreaterThanOrEqual(6);
    expect(count('event')).toBeGreaterThanOrEqual(8);
    expect(count('subscription_option')).toBeGreaterThanOrEqual(2);
    expect(byUid('home')?.type).toBe('homepage');
    expect(byUid('main')?.type).toBe('navigation');
    expect(byUid('dheyenbvu')?.type).toBe('page');
    expect(count('fhwuifhe')).toBeGreaterThan(0);
    expect(count('cwbhvwt')).toBeGreaterThan(0);
    expect(bundle.documents.some((doc) => doc.data.members_only === true)).toBe(true);
    expect(bundle.drafts.length).toBeGreaterThan(0);
    expect(bundle.releases.length).toBeGreaterThan(0);
  });

  it('uses only the content model’s types, and every document, draft and release document fits its type', () => {
    const all = [...bundle.documents, ...bundle.drafts, ...bundle.releases.flatMap((r) => r.documents)];
    for (const doc of all) expect(documentProblems(contentModel, doc), `${doc.type} ${doc.uid}`).toEqual([]);
    expect(new Set(all.map((doc) => doc.type))).toEqual(
      new Set(contentModel.customTypes.map((type) => type.id)),
    );
  });

  it('gives no page a meta title naming the society: the site adds its one name to every title', () => {
    const named = bundle.documents
      .filter((doc) =>
        /Northfield & District|\bFHS\b|Family History Society/.test(String(doc.data.meta_title ?? '')),
      )
      .map((doc) => `${doc.uid}: ${doc.data.meta_title}`);
    expect(named).toEqual([]);
  });

  it('states no record counts in collection texts: the pages show the live count beside them', () => {
    const COUNT =
      /\b\d{1,3}(?:,\d{3})+\b|\b\d{3,} (?:briefs|family trees|records|cards|marriages|banns|baptisms|burials|children|gravestones|people)\b/i;
    const counted: string[] = [];
    const walk = (value: unknown, uid: string | null): void => {
      if (typeof value === 'string' && COUNT.test(value)) counted.push(`${uid}: ${value}`);
      else if (value && typeof value === 'object') for (const child of Object.values(value)) walk(child, uid);
    };
    for (const doc of bundle.documents.filter((doc) => doc.type === 'collection')) walk(doc.data, doc.uid);
    expect(counted).toEqual([]);
  });

  it('never skips a heading level in rich text: a page’s outline goes one step down at a time', () => {
    // The page's title is its h1; a body that jumps from h2 to h4 fails WCAG 1.3.1's outline
    // (axe's heading-order, which Lighthouse's accessibility score counts).
    const skipped: string[] = [];
    const walk = (value: unknown, uid: string | null): void => {
      if (!value || typeof value !== 'object') return;
      if (Array.isArray(value)) {
        let previous = 1;
        for (const block of value as Block[]) {
          const level = /^heading([1-6])$/.exec(block?.type ?? '')?.[1];
          if (!level) continue;
          if (Number(level) > previous + 1) skipped.push(`${uid}: h${previous} → h${level} "${block.text}"`);
          previous = Number(level);
        }
      }
      for (const child of Object.values(value)) walk(child, uid);
    };
    for (const doc of [...bundle.documents, ...bundle.drafts]) walk(doc.data, doc.uid);
    expect(skipped).toEqual([]);
  });

  it('draws its illustrations without lettering; only the printable form has text', async () => {
    // Lettering in an SVG image is an image of text (WCAG 1.4.5), and Chromium looks up and
    // shapes a font for it at every size the image is drawn: on the home page that was a fifth
    // of the first load's layout and most of its paint. Printable forms keep their labels.
    const folder = path.join(seedPath, 'assets');
    const lettered: string[] = [];
    for (const name of await readdir(folder))
      if (name.endsWith('.svg') && !name.endsWith('-template.svg')) {
        const svg = await readFile(path.join(folder, name), 'utf8');
        if (/<text\b/.test(svg)) lettered.push(name);
      }
    expect(lettered).toEqual([]);
    expect(await readFile(path.join(folder, 'research-log-template.svg'), 'utf8')).toMatch(/<text\b/);
  });

  it('uses every rich text block and span type', () => {
    const blocks: Block[] = [];
    collect([bundle.documents, bundle.drafts], blocks);
    const types = new Set(blocks.map((block) => block.type));
    for (const type of [
      'heading1',
      'heading2',
      'heading3',
      'heading4',
      'heading5',
      'heading6',
      'paragraph',
      'preformatted',
      'list-item',
      'o-list-item',
      'image',
      'embed',
    ]) {
      expect(types, type).toContain(type);
    }
    const spans = blocks.flatMap((block) => block.spans ?? []);
    for (const type of ['strong', 'em', 'label'])
      expect(
        spans.map((span) => span.type),
        type,
      ).toContain(type);
    const linkTypes = new Set(
      spans.filter((span) => span.type === 'hyperlink').map((span) => span.data?.link_type),
    );
    expect([...linkTypes].sort()).toEqual(['Document', 'Media', 'Web']);
  });

  it('imports, and a second import changes nothing', async () => {
    const first = await seedDemoContent(databaseUrl);
    expect(first.published).toBe(bundle.documents.length);
    expect(first.ref).not.toBeNull();
    const second = await seedDemoContent(databaseUrl);
    expect(second).toMatchObject({
      ref: null,
      published: 0,
      drafts: 0,
      releaseDocuments: 0,
      assets: 0,
      settings: false,
    });
    const again = await importRepository(db, bundle);
    expect(again.ref).toBeNull();
  });
});
