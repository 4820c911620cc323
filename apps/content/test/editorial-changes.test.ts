import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangesPage } from '../src/editorial/list-changes.ts';
import {
  type ContentTestServer,
  EDITOR_TOKEN,
  startContentTestServer,
} from './support/content-test-server.ts';
import { fixtureRepository } from './support/fixture-repository.ts';

let server: ContentTestServer;

beforeAll(async () => {
  server = await startContentTestServer(fixtureRepository());
});

const title = [{ type: 'heading1', text: 'Changes', spans: [] }];

/** An editorial call on behalf of a studio user, as the web app makes it. */
function asUser(email: string, role: 'editor' | 'publisher', method: string, path: string, body?: unknown) {
  return fetch(`${server.origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${EDITOR_TOKEN}`,
      'x-actor-id': email.length.toString(),
      'x-actor-email': email,
      'x-actor-role': role,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function changes(query: string): Promise<ChangesPage> {
  const response = await server.editor('GET', `/editor/changes?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ChangesPage;
}

describe('GET /editor/changes', () => {
  it('lists every document change, filtered by actor, action and document, newest first, paged', async () => {
    const ids: string[] = [];
    for (const uid of ['changes-1', 'changes-2', 'changes-3']) {
      const created = await asUser('ada@changes.test', 'editor', 'POST', '/editor/documents', {
        type: 'news_item',
        uid,
        data: { title, date: '2024-05-01' },
      });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }
    const published = await asUser('bo@changes.test', 'publisher', 'POST', '/editor/publish', {
      documentIds: [ids[0]],
    });
    expect(published.status).toBe(200);

    const byAda = await changes('actor=ADA@changes&per_page=2');
    expect(byAda.total).toBe(3);
    expect(byAda.data.map((entry) => entry.document_id)).toEqual([ids[2], ids[1]]);
    expect(byAda.data[0]).toMatchObject({
      action: 'saved',
      document_type: 'news_item',
      actor_email: 'ada@changes.test',
      actor_role: 'editor',
    });
    const second = await changes('actor=ada@changes&per_page=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(second.data.map((entry) => entry.document_id)).toEqual([ids[0]]);

    const publishes = await changes('action=published&actor=changes.test');
    expect(publishes.data).toEqual([
      expect.objectContaining({ document_id: ids[0], actor_email: 'bo@changes.test', action: 'published' }),
    ]);
    const ofFirst = await changes(`document=${ids[0]}`);
    expect(ofFirst.data.map((entry) => entry.action)).toEqual(['published', 'saved']);
  });

  it('filters by London dates, both days included', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect((await changes(`actor=changes.test&from=${today}&to=${today}`)).total).toBe(4);
    expect((await changes('actor=changes.test&to=2020-01-01')).total).toBe(0);
    expect((await changes('actor=changes.test&from=2999-01-01')).total).toBe(0);
  });

  it('matches nothing for an unknown action; refuses bad filters with 422, and strangers with 401', async () => {
    expect((await changes('action=deleted')).total).toBe(0);
    for (const query of ['from=2025-02-30', 'to=2025-13-01', 'per_page=101', 'page=0']) {
      expect((await server.editor('GET', `/editor/changes?${query}`)).status, query).toBe(422);
    }
    expect((await fetch(`${server.origin}/editor/changes`)).status).toBe(401);
  });
});
