import * as prismic from '@prismicio/client';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryBundle } from '../src/editorial/repository-bundle.ts';
import {
  ACCESS_TOKEN,
  type ContentTestServer,
  startContentTestServer,
} from './support/content-test-server.ts';
import { fixtureRepository, newsId } from './support/fixture-repository.ts';

const MEMBERS_ID = 'membersonly00001';
let server: ContentTestServer;
let guest: prismic.Client;
let site: prismic.Client;

/** The fixture plus one members-only article, linked from a public one. */
function repositoryWithMembersOnly(): RepositoryBundle {
  const bundle = fixtureRepository();
  const members = {
    id: MEMBERS_ID,
    uid: 'vestry-minutes',
    type: 'news_item',
    lang: 'en-gb',
    tags: ['members'],
    alternate_languages: [],
    data: {
      title: [{ type: 'heading1', text: 'Vestry minutes', spans: [] }],
      body: [{ type: 'paragraph', text: 'Transcribed by the quillwright volunteers.', spans: [] }],
      members_only: true,
    },
  };
  const linking = bundle.documents.find((doc) => doc.id === newsId(5))!;
  linking.data = { ...linking.data, related: { link_type: 'Document', id: MEMBERS_ID } };
  return { ...bundle, documents: [...bundle.documents, members] } as RepositoryBundle;
}

beforeAll(async () => {
  server = await startContentTestServer(repositoryWithMembersOnly());
  guest = prismic.createClient(server.endpoint);
  site = prismic.createClient(server.endpoint, { accessToken: ACCESS_TOKEN });
});

const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;
type Refs = { refs: { ref: string; isMasterRef?: boolean; label: string }[]; tags: string[] };

describe('who reads what on the Content API', () => {
  it('offers a guest the master ref only, and the token every open release', async () => {
    const open = await json<Refs>(server.endpoint);
    expect(open.refs.map((ref) => ref.label)).toEqual(['Master']);
    expect(open.tags).not.toContain('members');
    const full = await json<Refs>(`${server.endpoint}?access_token=${ACCESS_TOKEN}`);
    expect(full.refs.map((ref) => ref.label)).toEqual(['Master', 'Spring issue']);
    expect(full.tags).toContain('members');
    expect(await guest.getTags()).not.toContain('members');
  });

  it('refuses a release ref without the token, and reads it with the token', async () => {
    const release = (await site.getReleases())[0]!;
    const ref = encodeURIComponent(release.ref);
    const refused = await fetch(`${server.endpoint}/documents/search?ref=${ref}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      type: 'api_security_error',
      message: 'This ref needs an access token',
    });
    const read = await fetch(`${server.endpoint}/documents/search?ref=${ref}&access_token=${ACCESS_TOKEN}`);
    expect(read.status).toBe(200);
  });

  it('leaves members-only documents out for a guest: by uid, in lists, in full text and in links', async () => {
    // The token's answer first: a cached answer for the same ref must not reach the guest.
    expect((await site.getByUID('news_item', 'vestry-minutes')).id).toBe(MEMBERS_ID);
    await expect(guest.getByUID('news_item', 'vestry-minutes')).rejects.toBeInstanceOf(prismic.NotFoundError);
    const guestNews = await guest.getAllByType('news_item');
    const siteNews = await site.getAllByType('news_item');
    expect(siteNews.length - guestNews.length).toBe(1);
    expect(guestNews.map((doc) => doc.id)).not.toContain(MEMBERS_ID);
    const quill = [prismic.filter.fulltext('document', 'quillwright')];
    expect((await guest.get({ filters: quill })).total_results_size).toBe(0);
    expect((await site.get({ filters: quill })).total_results_size).toBe(1);
    const link = (await guest.getByID(newsId(5))).data.related as prismic.FilledContentRelationshipField;
    expect(link).toMatchObject({ id: MEMBERS_ID, isBroken: true });
    expect(link).not.toHaveProperty('uid');
  });

  it('refuses a wrong token instead of reading as a guest', async () => {
    const wrong = await fetch(`${server.endpoint}/documents/search?access_token=guess`);
    expect(wrong.status).toBe(401);
    await expect(
      prismic.createClient(server.endpoint, { accessToken: 'guess' }).getFirst(),
    ).rejects.toBeInstanceOf(prismic.ForbiddenError);
  });

  it('keeps preview sessions working without the token', async () => {
    const response = await server.editor('POST', '/editor/previews', { documentId: 'draftonly0000001' });
    const { token } = (await response.json()) as { token: string };
    const preview = prismic.createClient(server.endpoint);
    preview.queryContentFromRef(token);
    expect((await preview.getByUID('news_item', 'draft-only')).id).toBe('draftonly0000001');
  });
});
