import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  birthBriefSchema,
  briefListSchema,
  imageDetailSchema,
  imageGallerySchema,
  memorialCardListSchema,
  memorialCardSchema,
} from '@society/record-search';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCollections } from '../../src/collections/demo/seed-demo-collections.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let guest: Browser;
let member: Browser;
let noScope: Browser;
let staff: Browser;
let livingBrief: { id: number; living: { given: string; surname: string }[] };

beforeAll(async () => {
  const imagesDir = await mkdtemp(path.join(tmpdir(), 'scans-'));
  api = await buildTestApi({ env: { IMAGES_DIR: imagesDir } });
  await seedDemoCollections(api.databaseUrl, imagesDir, { scale: 0.1, currentYear: 2026 });
  await createUser(api.services.db, {
    email: 'member@example.org',
    name: 'Meg',
    password: PASSWORD,
    scopes: ['member'],
  });
  await createUser(api.services.db, {
    email: 'staff@example.org',
    name: 'Sam',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  await createUser(api.services.db, {
    email: 'lapsed@example.org',
    name: 'Len',
    password: PASSWORD,
    scopes: [],
  });
  guest = await browser(api);
  member = await signIn(api, 'member@example.org', PASSWORD);
  noScope = await signIn(api, 'lapsed@example.org', PASSWORD);
  staff = await signIn(api, 'staff@example.org', PASSWORD);
  const living = await api.services.db.execute<{
    brief_id: number;
    given_names: string;
    surname: string;
  }>(sql`
    SELECT bp.brief_id, p.given_names, p.surname FROM birth_brief_people bp JOIN people p ON p.id = bp.person_id
    WHERE p.living AND bp.brief_id = (SELECT min(bp2.brief_id) FROM birth_brief_people bp2
      JOIN people p2 ON p2.id = bp2.person_id WHERE p2.living AND bp2.sosa = 1)`);
  livingBrief = {
    id: living.rows[0]!.brief_id,
    living: living.rows.map((row) => ({ given: row.given_names, surname: row.surname })),
  };
});

describe('memorial cards', () => {
  it('shows everyone the front and index entry, and only members the back and the transcription', async () => {
    const list = memorialCardListSchema.parse((await guest('GET', '/api/memorial-cards')).json());
    expect(list.total).toBeGreaterThan(1);
    const card = list.cards[0]!;
    expect(card.front?.viewable).toBe(true);
    const forGuest = await guest('GET', `/api/memorial-cards/${card.id}`);
    const guestCard = memorialCardSchema.parse(forGuest.json());
    expect(guestCard.transcription).toBeNull();
    expect(guestCard.back).toMatchObject({ access: 'members', viewable: false });
    expect(forGuest.body).not.toContain('Verse');
    const memberCard = memorialCardSchema.parse(
      (await member('GET', `/api/memorial-cards/${card.id}`)).json(),
    );
    expect(memberCard.back?.viewable).toBe(true);
    expect(memberCard.transcription?.map((cell) => cell.column)).toContain('Verse');
    // The record detail does not hand a guest the transcription either.
    const record = (await guest('GET', `/api/records/${card.id}`)).json() as { original: unknown[] };
    expect(record.original).toEqual([]);
    expect(
      ((await member('GET', `/api/records/${card.id}`)).json() as { original: unknown[] }).original,
    ).not.toEqual([]);
    // And the back's tiles are refused by the api, not only left off the page.
    const back = guestCard.back!.id;
    expect((await guest('GET', `/api/iiif/${back}/info.json`)).statusCode).toBe(401);
    expect((await guest('GET', `/api/images/${back}`)).statusCode).toBe(401);
    expect((await noScope('GET', `/api/images/${back}`)).statusCode).toBe(403);
    expect((await guest('GET', `/api/images/${back}/download`)).statusCode).toBe(401);
    expect((await member('GET', `/api/iiif/${back}/info.json`)).statusCode).toBe(200);
  });

  it('answers 404 for a record that is not a card', async () => {
    const other = await api.services.db.execute<{ id: number }>(sql`
      SELECT r.id FROM records r JOIN collections c ON c.id = r.collection_id WHERE c.kind = 'record_set' LIMIT 1`);
    expect((await guest('GET', `/api/memorial-cards/${other.rows[0]!.id}`)).statusCode).toBe(404);
    expect((await guest('GET', '/api/memorial-cards/2147483647')).statusCode).toBe(404);
  });
});

describe('birth briefs', () => {
  it('withholds living people (name and facts) from guests and members, shows them to staff', async () => {
    const forGuest = await guest('GET', `/api/birth-briefs/${livingBrief.id}`);
    const brief = birthBriefSchema.parse(forGuest.json());
    expect(brief.people.find((p) => p.sosa === 1)).toMatchObject({
      withheld: true,
      givenNames: '',
      birthYear: null,
    });
    expect(brief.submittedBy).toBeNull();
    for (const person of livingBrief.living)
      expect(forGuest.body).not.toContain(`"givenNames":"${person.given}","surname":"${person.surname}"`);
    expect(brief.people.filter((p) => p.withheld)).toHaveLength(livingBrief.living.length);
    expect(brief.scan).toMatchObject({ access: 'members', viewable: false, allowDownload: false });
    const forMember = birthBriefSchema.parse(
      (await member('GET', `/api/birth-briefs/${livingBrief.id}`)).json(),
    );
    // As in the trees and the record search: living people only for staff (a brief set has no submitter).
    expect(forMember.people.find((p) => p.sosa === 1)?.withheld).toBe(true);
    const forStaff = birthBriefSchema.parse(
      (await staff('GET', `/api/birth-briefs/${livingBrief.id}`)).json(),
    );
    expect(forStaff.people.find((p) => p.sosa === 1)?.withheld).toBe(false);
    expect(forStaff.submittedBy).not.toBeNull();
    expect(forMember.scan?.viewable).toBe(true);
    // Members may view the scan but not download it.
    expect((await member('GET', `/api/images/${forMember.scan!.id}/download`)).statusCode).toBe(403);
    expect(
      (await guest('GET', `/api/iiif/${forMember.scan!.id}/0,0,512,512/512,512/0/default.jpg`)).statusCode,
    ).toBe(401);
  });

  it('lists briefs with only the surnames a guest may see, and finds searched people in them', async () => {
    const guestList = briefListSchema.parse((await guest('GET', '/api/birth-briefs')).json());
    expect(guestList.briefs.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const search = (
      await member('GET', '/api/records/search?surname=*a*n&type=birth_brief&per_page=100')
    ).json();
    expect(search).toBeDefined();
    const people = await api.services.db.execute<{
      id: number;
      sosa: number;
      brief_id: number;
      living: boolean;
    }>(sql`
      SELECT p.id, bp.sosa, bp.brief_id, p.living FROM birth_brief_people bp JOIN people p ON p.id = bp.person_id
      WHERE bp.brief_id = ${livingBrief.id} ORDER BY bp.sosa LIMIT 4`);
    const ids = people.rows.map((row) => row.id).join(',');
    const positions = (await guest('GET', `/api/birth-briefs/positions?person=${ids}`)).json() as {
      positions: { personId: number; sosa: number }[];
    };
    expect(positions.positions.map((p) => p.personId).sort()).toEqual(
      people.rows
        .filter((row) => !row.living)
        .map((row) => row.id)
        .sort(),
    );
    expect((await guest('GET', '/api/birth-briefs/positions?person=1,x')).statusCode).toBe(422);
  });
});

describe('image gallery and viewer data', () => {
  it('filters the gallery, marks members-only images, and walks the set in order', async () => {
    const all = imageGallerySchema.parse((await guest('GET', '/api/images')).json());
    expect(all.collections.map((c) => c.uid).sort()).toEqual(['members-birth-briefs', 'memorial-cards']);
    expect(all.images.some((image) => !image.viewable)).toBe(true);
    const fronts = imageGallerySchema.parse((await guest('GET', '/api/images?side=front')).json());
    expect(fronts.images.every((image) => image.side === 'front' && image.viewable)).toBe(true);
    const named = fronts.images[0]!;
    const found = imageGallerySchema.parse(
      (await guest('GET', `/api/images?q=${encodeURIComponent(named.title.split(' ')[1]!)}`)).json(),
    );
    expect(found.images.map((image) => image.id)).toContain(named.id);
    const detail = imageDetailSchema.parse((await guest('GET', `/api/images/${named.id}`)).json());
    expect(detail.sourcePage).toMatch(/^\/research-hub\/our-collections\/memorial-cards\/\d+$/);
    expect(detail.set.count).toBe(fronts.images.length);
    // A guest's set skips the members-only backs: the next image is another front.
    expect(detail.set.next?.side ?? 'front').toBe('front');
    const memberDetail = imageDetailSchema.parse((await member('GET', `/api/images/${named.id}`)).json());
    expect(memberDetail.set.count).toBe(fronts.images.length * 2);
    expect(memberDetail.set.next?.side).toBe('back');
  });

  it('downloads a public image whole, put together from its tiles', async () => {
    const fronts = imageGallerySchema.parse((await guest('GET', '/api/images?side=front')).json());
    const image = fronts.images[0]!;
    const download = await guest('GET', `/api/images/${image.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${image.slug}.jpg"`);
    expect(await sharp(download.rawPayload).metadata()).toMatchObject({
      width: image.width,
      height: image.height,
    });
    expect((await guest('GET', '/api/images?side=sideways')).statusCode).toBe(422);
  });
});
