import { contentModel } from '@society/content-model';
import { documents, documentVersions, drafts } from '@society/db/content-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryBundle } from '../src/editorial/repository-bundle.ts';
import { type ContentTestServer, startContentTestServer } from './support/content-test-server.ts';
import { EVENT_ID, fixtureRepository } from './support/fixture-repository.ts';

let server: ContentTestServer;

/** The fixture's events and pages (which fit the society's model), an empty release, no drafts. */
function modelledRepository(): RepositoryBundle {
  const bundle = fixtureRepository();
  return {
    ...bundle,
    documents: bundle.documents.filter((doc) => doc.type === 'event' || doc.type === 'page'),
    drafts: [],
    releases: bundle.releases.map(({ release }) => ({ release, documents: [] })),
  };
}

beforeAll(async () => {
  server = await startContentTestServer(modelledRepository(), {}, contentModel);
});

const title = [{ type: 'heading1', text: 'A talk', spans: [] }];
const event = (data: Record<string, unknown>) => ({ type: 'event', uid: 'a-talk', data: { title, ...data } });
type Refusal = { error: string; message: string; fields: { path: string; message: string }[] };

async function refused(response: Response): Promise<Refusal> {
  expect(response.status).toBe(422);
  return (await response.json()) as Refusal;
}

describe('documents are checked against the content model', () => {
  it('refuses a timestamp not in Prismic format with 422 naming the field', async () => {
    const body = await refused(
      await server.editor('POST', '/editor/documents', event({ start: '2024-03-15 19:30' })),
    );
    expect(body.fields).toEqual([
      { path: 'data.start', message: 'must be a Timestamp as YYYY-MM-DDTHH:mm:ss+0000' },
    ]);
    expect(body.message).toContain('data.start must be a Timestamp as YYYY-MM-DDTHH:mm:ss+0000');
  });

  it('names every bad field: impossible dates, wrong kinds, unknown options and fields', async () => {
    const body = await refused(
      await server.editor(
        'PUT',
        `/editor/documents/${EVENT_ID}/draft`,
        event({
          start: '2024-02-30T19:30:00+0000',
          end: 1710531000,
          price: '5',
          capacity: -1,
          format: 'Webinar',
          location: { latitude: 'north' },
          colour: 'red',
        }),
      ),
    );
    expect(body.fields.map((field) => field.path).sort()).toEqual([
      'data',
      'data.capacity',
      'data.end',
      'data.format',
      'data.location',
      'data.price',
      'data.start',
    ]);
    expect(body.fields.find((field) => field.path === 'data')?.message).toBe('has no field colour');
    expect(body.fields.find((field) => field.path === 'data.capacity')?.message).toBe('must be at least 0');
    expect(body.fields.find((field) => field.path === 'data.format')?.message).toBe(
      'must be one of: Online, In person, Hybrid',
    );
  });

  it('allows in rich text only the blocks and spans the field’s model lists', async () => {
    const text = (type: string, spans: unknown[] = []) => ({ type, text: 'Parish registers', spans });
    const body = await refused(
      await server.editor('POST', '/editor/documents', {
        type: 'page',
        uid: 'rich',
        data: {
          title: [text('heading1'), text('heading1')],
          summary: [text('paragraph')],
          body: [
            text('heading1'),
            text('paragraph', [{ start: 0, end: 6, type: 'label', data: { label: 'shout' } }]),
            text('paragraph', [{ start: 7, end: 99, type: 'strong' }]),
            text('paragraph', [{ start: 0, end: 6, type: 'hyperlink', data: { link_type: 'Web' } }]),
            { type: 'image', alt: 'no url' },
          ],
        },
      }),
    );
    expect(body.fields).toEqual([
      { path: 'data.title', message: 'holds one block only' },
      { path: 'data.summary', message: expect.stringMatching(/string/) },
      {
        path: 'data.body[0].type',
        message: expect.stringMatching(/^is not a block this field allows \(heading2, .*paragraph/),
      },
      { path: 'data.body[1].spans[0].data.label', message: 'must be one of: highlight' },
      { path: 'data.body[2].spans[0].end', message: 'is past the end of the text' },
      { path: 'data.body[3].spans[0].data.url', message: 'a Web link needs its url' },
      { path: 'data.body[4].url', message: 'an image block needs its url' },
    ]);
    expect(body.message).toContain('page rich: data.body[0].type is not a block this field allows');
  });

  it('checks slices by type and variation, and links by the kind the field allows', async () => {
    const slice = (slice_type: string, extra: Record<string, unknown> = {}) => ({
      slice_type,
      variation: 'default',
      primary: {},
      items: [],
      ...extra,
    });
    const body = await refused(
      await server.editor('POST', '/editor/documents', {
        type: 'page',
        uid: 'sliced',
        data: {
          parent: { link_type: 'Web', url: 'https://example.org/' },
          slices: [
            slice('quote', { primary: { quote: 'not rich text' } }),
            slice('video'),
            slice('faq', { variation: 'wide' }),
            slice('latest_news'),
            slice('document_list', { items: [{ document: { link_type: 'Document' }, colour: 'red' }] }),
          ],
        },
      }),
    );
    expect(body.fields).toEqual([
      { path: 'data.parent.link_type', message: 'must be a link to a document' },
      { path: 'data.slices[0].primary.quote', message: expect.any(String) },
      {
        path: 'data.slices[1].slice_type',
        message: expect.stringMatching(/^is not a slice this zone allows/),
      },
      { path: 'data.slices[2].variation', message: 'is not a variation of faq (default)' },
      {
        path: 'data.slices[3].slice_type',
        message: expect.stringMatching(/^is not a slice this zone allows/),
      },
      {
        path: 'data.slices[4].items[0].document.id',
        message: 'a Document link needs the id of the document',
      },
      { path: 'data.slices[4].items[0]', message: 'has no field colour' },
    ]);
  });

  it('names the model’s types with their labels in the repository answer', async () => {
    const api = (await (await fetch(server.endpoint)).json()) as { types: Record<string, string> };
    expect(api.types).toMatchObject({ page: 'Page', news_item: 'News item', fhwuifhe: 'Research project' });
  });

  it('refuses a type the model does not have', async () => {
    const body = await refused(
      await server.editor('POST', '/editor/documents', { type: 'author', uid: 'jane', data: {} }),
    );
    expect(body.fields).toEqual([
      { path: 'type', message: expect.stringMatching(/^is not a type of the content model \(collection, /) },
    ]);
  });

  it('refuses the same in a release, and accepts a document that fits', async () => {
    const put = (data: Record<string, unknown>) =>
      server.editor('PUT', `/editor/releases/spring/documents/${EVENT_ID}`, event(data));
    expect((await refused(await put({ start: '15/03/2024' }))).fields[0]?.path).toBe('data.start');
    expect((await put({ start: '2024-03-15T19:30:00+0000', format: 'Online' })).status).toBe(204);
    const created = await server.editor('POST', '/editor/documents', {
      ...event({ start: null, end: '2024-03-15T21:00:00+0000', location: {}, members_only: false }),
      uid: 'fits',
    });
    expect(created.status).toBe(201);
  });

  it('refuses to publish a draft that does not fit, even one stored around the API', async () => {
    const db = server.services.db;
    const id = 'baddraft00000001';
    await db.insert(documents).values({ id, type: 'event', lang: 'en-gb', groupId: id });
    const [version] = await db
      .insert(documentVersions)
      .values({ documentId: id, uid: 'bad-draft', data: { title, start: 'soon' }, contentHash: 'x' })
      .returning();
    await db.insert(drafts).values({ documentId: id, versionId: version!.id });
    const master = (await server.services.state.masterRef()).ref;
    const body = await refused(await server.editor('POST', '/editor/publish', { documentIds: [id] }));
    expect(body.fields).toEqual([
      { path: 'data.start', message: 'must be a Timestamp as YYYY-MM-DDTHH:mm:ss+0000' },
    ]);
    expect(body.message).toContain('event bad-draft: data.start');
    server.services.state.invalidate();
    expect((await server.services.state.masterRef()).ref).toBe(master);
  });

  it('refuses an import with a bad document, naming where it is, and writes nothing', async () => {
    const exported = (await (await server.editor('GET', '/editor/export')).json()) as RepositoryBundle;
    const index = exported.documents.findIndex((doc) => doc.id === EVENT_ID);
    exported.documents[index]!.data.start = '2024-03-15T19:30:00Z';
    exported.documents[index]!.data.title = [{ type: 'heading1', text: 'Changed title', spans: [] }];
    const body = await refused(await server.editor('POST', '/editor/import', exported));
    // The bad draft stored around the API (above) is exported too, and refused as well.
    expect(body.fields.map((field) => field.path)).toEqual([
      `documents[${index}].data.start`,
      expect.stringMatching(/^drafts\[\d+\]\.data\.start$/),
    ]);
    const stored = (await (await server.editor('GET', `/editor/documents/${EVENT_ID}`)).json()) as {
      published: { data: { title: { text: string }[] } };
    };
    expect(stored.published.data.title[0]?.text).toBe('Census talk');
  });
});
