import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as prismic from '@prismicio/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../src/editorial/notify-site.ts';
import {
  ACCESS_TOKEN,
  type ContentTestServer,
  startContentTestServer,
} from './support/content-test-server.ts';
import { fixtureRepository, newsId } from './support/fixture-repository.ts';

type Delivery = { body: string; signature: string | undefined };
const deliveries: Delivery[] = [];
let server: ContentTestServer;
let client: prismic.Client;

beforeAll(async () => {
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      deliveries.push({ body, signature: request.headers['x-content-signature'] as string | undefined });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
  server = await startContentTestServer(fixtureRepository(), {
    CONTENT_WEBHOOK_URL: webhook,
    CONTENT_WEBHOOK_SECRET: 'hook-secret',
  });
  client = prismic.createClient(server.endpoint, { accessToken: ACCESS_TOKEN });
  return () => receiver.close();
});

const title = (text: string) => [{ type: 'heading1', text, spans: [] }];

describe('editorial API', () => {
  it('refuses requests without the editor token', async () => {
    expect((await fetch(`${server.origin}/editor/documents`)).status).toBe(401);
    const wrong = await fetch(`${server.origin}/editor/documents`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers bad documents with 422 and field messages', async () => {
    const response = await server.editor('POST', '/editor/documents', { type: 'Bad Type!', data: {} });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { fields: { path: string }[] }).fields[0]?.path).toBe('type');
  });

  it('publishes a draft under a new master ref and tells the site, signed', async () => {
    const before = await client.getMasterRef();
    const created = await server.editor('POST', '/editor/documents', {
      type: 'news_item',
      uid: 'fresh-news',
      data: { title: title('Fresh') },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await expect(client.getByUID('news_item', 'fresh-news')).rejects.toBeInstanceOf(prismic.NotFoundError);
    const published = (await (
      await server.editor('POST', '/editor/publish', { documentIds: [id] })
    ).json()) as { ref: string };
    expect(published.ref).not.toBe(before.ref);
    const fresh = prismic.createClient(server.endpoint);
    expect((await fresh.getByUID('news_item', 'fresh-news')).id).toBe(id);
    // The old ref still answers, with the content it had.
    await expect(fresh.getByUID('news_item', 'fresh-news', { ref: before.ref })).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
    await expect.poll(() => deliveries.length).toBeGreaterThan(0);
    const delivery = deliveries.at(-1)!;
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'api-update',
      secret: 'hook-secret',
      masterRef: published.ref,
      documents: [id],
    });
    expect(delivery.signature).toBe(signWebhookBody(delivery.body, 'hook-secret'));
  });

  it('refuses to publish a uid another live document of the type has', async () => {
    await server.editor('POST', '/editor/documents', {
      id: 'dupuid0000000001',
      type: 'news_item',
      uid: 'news-4',
      data: {},
    });
    const response = await server.editor('POST', '/editor/publish', { documentIds: ['dupuid0000000001'] });
    expect(response.status).toBe(409);
  });

  it('unpublishes a document', async () => {
    await server.editor('POST', '/editor/unpublish', { documentIds: [newsId(25)] });
    await expect(prismic.createClient(server.endpoint).getByID(newsId(25))).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
  });

  it('publishes a release at once, after which its ref has expired', async () => {
    const [release] = await client.getReleases();
    const published = await server.editor('POST', '/editor/releases/spring/publish');
    expect(published.status).toBe(200);
    const fresh = prismic.createClient(server.endpoint, { accessToken: ACCESS_TOKEN });
    expect(prismic.asText((await fresh.getByUID('news_item', 'news-2')).data.title)).toBe('News 2 (spring)');
    const query = new URLSearchParams({ ref: release!.ref, access_token: ACCESS_TOKEN });
    expect((await fetch(`${server.endpoint}/documents/search?${query}`)).status).toBe(410);
    expect(await fresh.getReleases()).toEqual([]);
  });

  it('exports what import reads back unchanged, and a second import changes nothing', async () => {
    const exported = await (await server.editor('GET', '/editor/export')).json();
    const again = (await (await server.editor('POST', '/editor/import', exported)).json()) as {
      ref: string | null;
    };
    expect(again).toMatchObject({
      ref: null,
      published: 0,
      drafts: 0,
      releaseDocuments: 0,
      assets: 0,
      settings: false,
    });
  });
});
