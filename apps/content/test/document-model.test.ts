import { documents, documentVersions, drafts } from '@society/db/content-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryBundle } from '../src/editorial/repository-bundle.ts';
import { type ContentTestServer, startContentTestServer } from './support/content-test-server.ts';
import { EVENT_ID, fixtureRepository } from './support/fixture-repository.ts';

let server: ContentTestServer;

/** The fixture with a model for its `event` type (its other types stay unmodelled, so unchecked). */
function modelledRepository(): RepositoryBundle {
  const bundle = fixtureRepository();
  bundle.repository!.model = {
    common: { members_only: 'Boolean' },
    types: {
      event: {
        title: 'Title',
        start: 'Timestamp',
        end: 'Timestamp',
        location: 'GeoPoint',
        price: 'Number',
        format: { Select: ['Online', 'In person'] },
        slices: { Slices: ['quote'] },
      },
    },
    slices: { quote: { primary: { quote: 'Rich Text', source: 'Key Text' }, items: {} } },
  };
  return bundle;
}

beforeAll(async () => {
  server = await startContentTestServer(modelledRepository());
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

  it('names every bad field: impossible dates, wrong kinds, unknown options, fields and slices', async () => {
    const body = await refused(
      await server.editor(
        'PUT',
        `/editor/documents/${EVENT_ID}/draft`,
        event({
          start: '2024-02-30T19:30:00+0000',
          end: 1710531000,
          price: '5',
          format: 'Webinar',
          location: { latitude: 'north' },
          colour: 'red',
          slices: [
            { slice_type: 'quote', primary: { quote: 'not rich text' } },
            { slice_type: 'video', primary: {} },
          ],
        }),
      ),
    );
    expect(body.fields.map((field) => field.path).sort()).toEqual([
      'data',
      'data.end',
      'data.format',
      'data.location',
      'data.price',
      'data.slices.0.primary.quote',
      'data.slices.1.slice_type',
      'data.start',
    ]);
    expect(body.fields.find((field) => field.path === 'data')?.message).toBe('has no field colour');
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
      `documents.${index}.data.start`,
      expect.stringMatching(/^drafts\.\d+\.data\.start$/),
    ]);
    const stored = (await (await server.editor('GET', `/editor/documents/${EVENT_ID}`)).json()) as {
      published: { data: { title: { text: string }[] } };
    };
    expect(stored.published.data.title[0]?.text).toBe('Census talk');
  });
});
