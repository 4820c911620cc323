import { z } from 'zod';
import { expect, test } from './instance-fixtures.ts';

// A seeded news item with a pending draft.
const DOCUMENT_ID = 'Nspring2027pf361';
const ARTICLE = '/news/spring-2027-programme-announced';
const DRAFT_TITLE = 'Spring 2027 programme: booking now open for every event';

test('a preview started on one web instance shows the draft on the other', async ({ stack }) => {
  const started = await fetch(`http://127.0.0.1:${stack.instances.content[0]!.port}/editor/previews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.secrets.editorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ documentId: DOCUMENT_ID }),
  });
  expect(started.status).toBe(201);
  const session = z.object({ previewUrl: z.string().url() }).parse(await started.json());
  const link = new URL(session.previewUrl);
  const web = (i: number) => `http://127.0.0.1:${stack.instances.web[i]!.port}`;

  const opened = await fetch(`${web(0)}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(opened.status).toBe(307);
  expect(opened.headers.get('location')).toMatch(new RegExp(`${ARTICLE}$`));
  const cookie = opened.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const onOther = await (await fetch(`${web(1)}${ARTICLE}`, { headers: { cookie } })).text();
  expect(onOther).toContain(DRAFT_TITLE);
  const published = await (await fetch(`${web(1)}${ARTICLE}`)).text();
  expect(published).not.toContain(DRAFT_TITLE);
});
