import { assets } from '@society/db/content-schema';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_HEADERS } from '../src/editorial/actor.ts';
import {
  type ContentTestServer,
  EDITOR_TOKEN,
  startContentTestServer,
} from './support/content-test-server.ts';
import { fixtureRepository, newsId } from './support/fixture-repository.ts';

let server: ContentTestServer;
beforeAll(async () => {
  server = await startContentTestServer(fixtureRepository());
});

/** A 2×2 PNG whose header is sound and whose pixel data is not (a bad checksum). */
const DAMAGED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const editor = { id: '41', email: 'eddie@example.org', role: 'editor' };
const publisher = { id: '42', email: 'pat@example.org', role: 'publisher' };

/** An editorial request on behalf of a studio user. */
function as(
  actor: typeof editor,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
) {
  return fetch(`${server.origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${EDITOR_TOKEN}`,
      [ACTOR_HEADERS.id]: actor.id,
      [ACTOR_HEADERS.email]: actor.email,
      [ACTOR_HEADERS.role]: actor.role,
      ...(body === undefined ? {} : { 'content-type': contentType }),
    },
    ...(body === undefined ? {} : { body: Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
  });
}
const json = async <T>(response: Response) => (await response.json()) as T;
const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
type Head = {
  published?: { versionId: number; data: Record<string, unknown> };
  draft?: { versionId: number };
};

async function head(id: string) {
  const doc = await json<Head>(await as(editor, 'GET', `/editor/documents/${id}`));
  return doc.draft?.versionId ?? doc.published?.versionId ?? null;
}

describe('the studio on the editorial API', () => {
  it('refuses publishing to an editor and records who published', async () => {
    const id = newsId(2);
    const base = await head(id);
    const saved = await as(editor, 'PUT', `/editor/documents/${id}/draft`, {
      type: 'news_item',
      uid: 'news-2',
      data: { title: title('News two, fixed') },
      baseVersionId: base,
    });
    expect(saved.status).toBe(200);
    const refused = await as(editor, 'POST', '/editor/publish', { documentIds: [id] });
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toMatch(/Only a publisher/);
    expect((await as(editor, 'POST', '/editor/unpublish', { documentIds: [id] })).status).toBe(403);
    expect((await as(editor, 'POST', '/editor/releases', { label: 'Nope' })).status).toBe(403);
    expect((await as(publisher, 'POST', '/editor/publish', { documentIds: [id] })).status).toBe(200);
    const { changes } = await json<{ changes: { action: string; actorEmail: string }[] }>(
      await as(editor, 'GET', `/editor/documents/${id}/history`),
    );
    expect(changes.slice(0, 2).map((c) => [c.action, c.actorEmail])).toEqual([
      ['published', publisher.email],
      ['saved', editor.email],
    ]);
  });

  it('refuses half an acting user', async () => {
    const response = await fetch(`${server.origin}/editor/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, [ACTOR_HEADERS.role]: 'publisher' },
    });
    expect(response.status).toBe(422);
  });

  it('answers a save from a stale version with 409 naming who saved, never overwriting', async () => {
    const id = newsId(5);
    const base = await head(id);
    const body = (text: string) => ({
      type: 'news_item',
      uid: 'news-5',
      data: { title: title(text) },
      baseVersionId: base,
    });
    expect((await as(editor, 'PUT', `/editor/documents/${id}/draft`, body('First editor'))).status).toBe(200);
    const stale = await as(publisher, 'PUT', `/editor/documents/${id}/draft`, body('Second editor'));
    expect(stale.status).toBe(409);
    const conflict = await json<{ message: string; changedBy: string; currentVersionId: number }>(stale);
    expect(conflict.changedBy).toBe(editor.email);
    expect(conflict.currentVersionId).toBe(await head(id));
    const doc = await json<{ draft: { data: { title: { text: string }[] } } }>(
      await as(editor, 'GET', `/editor/documents/${id}`),
    );
    expect(doc.draft.data.title[0]?.text).toBe('First editor');
  });

  it('lists documents by type with search, filters and who edited last', async () => {
    const id = newsId(6);
    await as(editor, 'PUT', `/editor/documents/${id}/draft`, {
      type: 'news_item',
      uid: 'news-6',
      data: { title: title('Parish chest discovered'), members_only: true },
      baseVersionId: await head(id),
    });
    type Listed = {
      documents: { id: string; edited_by: string | null; has_draft: boolean; members_only: boolean }[];
    };
    const list = (query: string) => as(editor, 'GET', `/editor/documents?${query}`).then(json<Listed>);
    const searched = await list('type=news_item&q=parish%20chest');
    expect(searched.documents.map((d) => d.id)).toEqual([id]);
    expect(searched.documents[0]).toMatchObject({
      edited_by: editor.email,
      has_draft: true,
      members_only: true,
    });
    expect((await list('type=news_item&q=news-6')).documents.map((d) => d.id)).toEqual([id]);
    expect((await list('filter=members')).documents.map((d) => d.id)).toEqual([id]);
    expect((await list('type=news_item&filter=changed')).documents.map((d) => d.id)).toContain(id);
    expect((await list('type=news_item&filter=published')).documents.map((d) => d.id)).not.toContain(id);
    expect((await list('type=news_item')).documents[0]?.id).toBe(id);
    expect((await as(editor, 'GET', '/editor/documents?filter=nonsense')).status).toBe(422);
  });

  it('checks uids as they are typed and restores an older version as a draft', async () => {
    const check = (uid: string) =>
      as(editor, 'GET', `/editor/uid-check?type=news_item&uid=${uid}&documentId=${newsId(8)}`).then(
        json<{ available: boolean }>,
      );
    expect((await check('news-9')).available).toBe(false);
    expect((await check('news-8')).available).toBe(true);
    expect((await check('brand-new')).available).toBe(true);

    const id = newsId(8);
    const original = await head(id);
    await as(editor, 'PUT', `/editor/documents/${id}/draft`, {
      type: 'news_item',
      uid: 'news-8',
      data: { title: title('Rewritten') },
      baseVersionId: original,
    });
    const restored = await as(editor, 'POST', `/editor/documents/${id}/restore`, {
      versionId: original,
      baseVersionId: await head(id),
    });
    expect(restored.status).toBe(200);
    const doc = await json<{ draft: { data: { title: { text: string }[] } } }>(
      await as(editor, 'GET', `/editor/documents/${id}`),
    );
    expect(doc.draft.data.title[0]?.text).toBe('News 8');
    const { changes } = await json<{ changes: { action: string; detail: string }[] }>(
      await as(editor, 'GET', `/editor/documents/${id}/history`),
    );
    expect(changes[0]).toMatchObject({ action: 'restored', detail: `version ${original}` });
  });
});

describe('the media library', () => {
  const png = () =>
    sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();

  it('uploads, counts usage, refuses deleting a used file, replaces and deletes', async () => {
    const uploaded = await as(
      editor,
      'POST',
      '/editor/assets?filename=Old%20Map.PNG&alt=A%20map',
      await png(),
      'image/png',
    );
    expect(uploaded.status).toBe(201);
    const { name } = await json<{ name: string }>(uploaded);
    expect(name).toMatch(/^old-map-[a-z0-9]{8}\.png$/);
    const id = newsId(10);
    await as(editor, 'PUT', `/editor/documents/${id}/draft`, {
      type: 'news_item',
      uid: 'news-10',
      data: {
        title: title('Map'),
        image: { url: `/assets/${name}`, alt: 'A map', dimensions: { width: 4, height: 3 } },
      },
    });
    type Listed = { assets: { name: string; usage: number; alt: string; width: number }[] };
    const listed = (await json<Listed>(await as(editor, 'GET', '/editor/assets'))).assets.find(
      (a) => a.name === name,
    );
    expect(listed).toMatchObject({ usage: 1, alt: 'A map', width: 4 });
    const refused = await as(editor, 'DELETE', `/editor/assets/${name}`);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toMatch(/used in 1 document;/);
    const bigger = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await as(editor, 'PUT', `/editor/assets/${name}`, bigger, 'image/png')).status).toBe(204);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect((await as(editor, 'PUT', `/editor/assets/${name}`, pdf, 'application/pdf')).status).toBe(422);
    expect((await as(editor, 'PATCH', `/editor/assets/${name}`, { alt: ' ' })).status).toBe(422);
    await as(editor, 'DELETE', `/editor/documents/${id}/draft`);
    expect((await as(editor, 'DELETE', `/editor/assets/${name}`)).status).toBe(204);
  });

  it('crops around an imgix focal point (fit=crop&crop=focalpoint&fp-x&fp-y)', async () => {
    // Left half red, right half blue: a square crop keeps the half the focal point is in.
    const halves = await sharp({ create: { width: 40, height: 10, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: { create: { width: 20, height: 10, channels: 3, background: '#0000ff' } },
          left: 20,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const uploaded = await as(
      editor,
      'POST',
      '/editor/assets?filename=halves.png&alt=Halves',
      halves,
      'image/png',
    );
    const { name } = await json<{ name: string }>(uploaded);
    const colours = async (query: string) => {
      const response = await server.app.inject({ method: 'GET', url: `/assets/${name}?${query}` });
      expect(response.statusCode).toBe(200);
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number) => [...data.subarray((x + 2 * info.width) * 3, (x + 2 * info.width) * 3 + 3)];
      return { size: [info.width, info.height], left: at(0), right: at(info.width - 1) };
    };
    const crop = 'w=5&h=5&fit=crop&crop=focalpoint&fm=png';
    expect(await colours(`${crop}&fp-x=1&fp-y=0.5`)).toEqual({
      size: [5, 5],
      left: [0, 0, 255],
      right: [0, 0, 255],
    });
    expect(await colours(`${crop}&fp-x=0&fp-y=0.5`)).toEqual({
      size: [5, 5],
      left: [255, 0, 0],
      right: [255, 0, 0],
    });
    expect(
      (await server.app.inject({ method: 'GET', url: `/assets/${name}?${crop}&fp-x=2` })).statusCode,
    ).toBe(422);
    // `width`, as `@prismicio/client` writes each `srcset` candidate, resizes as `w` does.
    expect((await colours('width=20&fm=png')).size).toEqual([20, 5]);
    expect((await as(editor, 'DELETE', `/editor/assets/${name}`)).status).toBe(204);
  });

  it('draws an SVG as an image when a rendering parameter is asked for, as imgix does', async () => {
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="10"><rect width="20" height="10" fill="#ff0000"/><rect x="20" width="20" height="10" fill="#0000ff"/></svg>';
    const name = 'halves-drawing.svg';
    await server.services.db.insert(assets).values({
      name,
      contentType: 'image/svg+xml',
      bytes: Buffer.from(drawing),
      width: 40,
      height: 10,
      contentHash: 'halves-drawing',
    });
    const get = (query: string, accept = 'image/png') =>
      server.app.inject({ method: 'GET', url: `/assets/${name}${query}`, headers: { accept } });
    const asIs = await get('');
    expect(asIs.headers['content-type']).toBe('image/svg+xml');
    expect(asIs.body).toBe(drawing);

    const drawn = async (query: string, accept?: string) => {
      const response = await get(query, accept);
      expect(response.statusCode).toBe(200);
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
      return {
        type: response.headers['content-type'],
        size: [info.width, info.height],
        left: at(0),
        right: at(info.width - 1),
      };
    };
    // Drawn at the width asked for (not enlarged from 40 px), PNG unless a format is chosen.
    expect(await drawn('?w=400')).toEqual({
      type: 'image/png',
      size: [400, 100],
      left: [255, 0, 0],
      right: [0, 0, 255],
    });
    expect(await drawn('?w=200&auto=format', 'image/webp,image/*')).toMatchObject({
      type: 'image/webp',
      size: [200, 50],
    });
    // However much is asked for, the drawing's longest side stays within 4,096 px.
    expect((await drawn('?w=4096&dpr=3')).size).toEqual([4096, 1024]);
  });

  it('answers 422, not 500, for a stored image that cannot be decoded', async () => {
    const name = 'stored-damaged.png';
    await server.services.db.insert(assets).values({
      name,
      contentType: 'image/png',
      bytes: DAMAGED_PNG,
      width: 2,
      height: 2,
      contentHash: 'stored-damaged',
    });
    const resized = await server.app.inject({ method: 'GET', url: `/assets/${name}?width=640&auto=format` });
    expect(resized.statusCode).toBe(422);
    expect(resized.json()).toEqual({
      error: 'unreadable_image',
      message: `The image ${name} could not be read: replace it in the studio's media library.`,
    });
    // As stored, it is still served: the browser may make more of it than the decoder.
    expect((await server.app.inject({ method: 'GET', url: `/assets/${name}` })).statusCode).toBe(200);
  });

  it('refuses other kinds of file and empty ones with a clear message', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await as(editor, 'POST', '/editor/assets?filename=x.svg', svg, 'image/svg+xml');
    expect(refused.status).toBe(422);
    expect((await json<{ message: string }>(refused)).message).toBe(
      'Only images (PNG, JPEG, WebP, AVIF, GIF) and PDF files can be uploaded.',
    );
    const fake = await as(
      editor,
      'POST',
      '/editor/assets?filename=x.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]),
      'image/png',
    );
    expect(fake.status).toBe(422);
    expect((await json<{ message: string }>(fake)).message).toMatch(/not the kind its name says/);
    // A sound header over pixels that cannot be decoded: every rendition of it would fail.
    const damaged = await as(editor, 'POST', '/editor/assets?filename=damaged.png', DAMAGED_PNG, 'image/png');
    expect(damaged.status).toBe(422);
    expect((await json<{ message: string }>(damaged)).message).toMatch(/not the kind its name says/);
    const pdf = await as(
      editor,
      'POST',
      '/editor/assets?filename=Journal.pdf',
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      'application/pdf',
    );
    expect(pdf.status).toBe(201);
  });
});
