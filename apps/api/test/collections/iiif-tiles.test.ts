import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collections } from '@society/db/api-collections-schema';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../src/collections/images/store-image.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let guest: Browser;
let member: Browser;
let noScope: Browser;
const ids = { publicImage: 0, membersCollectionImage: 0, membersImage: 0 };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d8cfb8' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  const imagesDir = await mkdtemp(path.join(tmpdir(), 'iiif-'));
  api = await buildTestApi({ env: { IMAGES_DIR: imagesDir } });
  const db = api.services.db;
  const [open, closed] = await db
    .insert(collections)
    .values([
      { uid: 'cards', kind: 'memorial_cards', title: 'Cards', access: 'public' },
      { uid: 'private-cards', kind: 'memorial_cards', title: 'Private cards', access: 'members' },
    ])
    .returning({ id: collections.id });
  const image = await png(1200, 700);
  ids.publicImage = (
    await storeImage(db, imagesDir, { collectionId: open!.id, recordId: null, side: 'front', image })
  ).id;
  ids.membersCollectionImage = (
    await storeImage(db, imagesDir, { collectionId: closed!.id, recordId: null, side: 'front', image })
  ).id;
  ids.membersImage = (
    await storeImage(db, imagesDir, {
      collectionId: open!.id,
      recordId: null,
      side: 'back',
      access: 'members',
      image,
    })
  ).id;
  await createUser(db, { email: 'member@example.org', name: 'Meg', password: PASSWORD, scopes: ['member'] });
  await createUser(db, { email: 'lapsed@example.org', name: 'Len', password: PASSWORD, scopes: [] });
  guest = await browser(api);
  member = await signIn(api, 'member@example.org', PASSWORD);
  noScope = await signIn(api, 'lapsed@example.org', PASSWORD);
});

describe('IIIF level-0 tiles', () => {
  it('serves info.json with the public service id, sizes and tiles, then the tiles and thumbnail it lists', async () => {
    const info = await guest('GET', `/api/iiif/${ids.publicImage}/info.json`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      id: `http://localhost:3000/api/iiif/${ids.publicImage}`,
      type: 'ImageService3',
      profile: 'level0',
      width: 1200,
      height: 700,
      tiles: [{ width: 512, scaleFactors: [1, 2, 4] }],
    });
    const tile = await guest('GET', `/api/iiif/${ids.publicImage}/0,0,512,512/512,512/0/default.jpg`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(tile.rawPayload).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: 'jpeg',
    });
    const thumbnail = await guest('GET', `/api/iiif/${ids.publicImage}/thumbnail.jpg`);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(240);
  });

  it('refuses members-only images to guests (401) and to users without a member scope (403)', async () => {
    for (const imageId of [ids.membersCollectionImage, ids.membersImage]) {
      for (const url of [
        `/api/iiif/${imageId}/info.json`,
        `/api/iiif/${imageId}/full/300,175/0/default.jpg`,
        `/api/iiif/${imageId}/thumbnail.jpg`,
      ]) {
        expect((await guest('GET', url)).statusCode, url).toBe(401);
        expect((await noScope('GET', url)).statusCode, url).toBe(403);
        expect((await member('GET', url)).statusCode, url).toBe(200);
      }
    }
  });

  it('answers 404 for an unknown image or tile and never reads outside the image folder', async () => {
    expect((await guest('GET', '/api/iiif/999999/info.json')).statusCode).toBe(404);
    expect((await guest('GET', `/api/iiif/${ids.publicImage}/0,0,9,9/9,9/0/default.jpg`)).statusCode).toBe(
      404,
    );
    const traversal = await guest(
      'GET',
      `/api/iiif/${ids.publicImage}/..%2F..%2F..%2Fetc/passwd/0/default.jpg`,
    );
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
  });
});
