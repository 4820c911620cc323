import { type APIRequestContext, expect, test } from '@playwright/test';
import { publishAroundTheEditorialApi } from '../support/content-db.ts';
import { devSecrets, stack } from '../support/stack.ts';

// Publishes content and cuts the content service off: one test at a time, after the site project.
test.describe.configure({ mode: 'serial' });

const GUIDE = '/learn/guides/how-to-start-your-family-tree';

function editor(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${devSecrets().editorToken}` };
  return {
    async saveNews(id: string | undefined, uid: string, title: string) {
      const body = {
        ...(id ? { id } : {}),
        type: 'news_item',
        uid,
        lang: 'en-gb',
        tags: ['news'],
        data: {
          title: [{ type: 'heading1', text: title, spans: [] }],
          date: '1990-01-01',
          summary: 'A test article published by the end-to-end tests.',
          members_only: false,
        },
      };
      const response = id
        ? await request.put(`${stack.contentUrl}/editor/documents/${id}/draft`, { headers, data: body })
        : await request.post(`${stack.contentUrl}/editor/documents`, { headers, data: body });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { id: string }).id;
    },
    async publish(documentIds: string[], action: 'publish' | 'unpublish' = 'publish') {
      const response = await request.post(`${stack.contentUrl}/editor/${action}`, {
        headers,
        data: { documentIds },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

const gate = (request: APIRequestContext, state: 'open' | 'close') =>
  request.get(`${stack.gateControlUrl}/${state}`);

test('a publish renders the new document and regenerates only the pages it changes', async ({
  page,
  request,
}) => {
  const uid = `e2e-webhook-${Date.now()}`;
  const cms = editor(request);
  // The build's render may be older than the layout's revalidate interval by now: a stale answer
  // regenerates it, and from then on it is a cache hit until something invalidates it.
  await expect.poll(async () => (await request.get(GUIDE)).headers()['x-nextjs-cache']).toBe('HIT');
  expect((await request.get(`/news/${uid}`)).status()).toBe(404);

  const id = await cms.saveNews(undefined, uid, 'Webhook article, first title');
  await cms.publish([id]);
  // The content service calls the site's webhook after the publish; new documents render on demand.
  await expect.poll(async () => (await request.get(`/news/${uid}`)).status()).toBe(200);
  await page.goto(`/news/${uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhook article, first title');

  await cms.saveNews(id, uid, 'Webhook article, second title');
  await cms.publish([id]);
  await expect
    .poll(async () => (await request.get(`/news/${uid}`)).text())
    .toContain('Webhook article, second title');
  // A page the publish did not touch is still the one rendered at build.
  expect((await request.get(GUIDE)).headers()['x-nextjs-cache']).toBe('HIT');

  await cms.publish([id], 'unpublish');
  await expect.poll(async () => (await request.get(`/news/${uid}`)).status()).toBe(404);
});

test('an event with a malformed start is refused by the editorial API, and renders without it when stored anyway', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${devSecrets().editorToken}` };
  const uid = `e2e-bad-start-${Date.now()}`;
  const event = (start: string) => ({
    type: 'event',
    uid,
    data: {
      title: [{ type: 'heading1', text: 'Malformed start talk', spans: [] }],
      start,
      end: null,
      format: 'Online',
      summary: 'A talk whose start was stored wrong.',
      members_only: false,
    },
  });
  const refused = await request.post(`${stack.contentUrl}/editor/documents`, {
    headers,
    data: event('2030-05-01 19:30'),
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    fields: [{ path: 'data.start', message: 'must be a Timestamp as YYYY-MM-DDTHH:mm:ss+0000' }],
  });

  const created = await request.post(`${stack.contentUrl}/editor/documents`, {
    headers,
    data: event('2030-05-01T18:30:00+0000'),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await editor(request).publish([id]);
  await publishAroundTheEditorialApi(id, { start: '2030-05-01 19:30' });

  // Rendered from the stored version once the site reads the new master ref (its content cache
  // may hold the old one a few seconds, so the webhook is repeated until it does): no date, no 500.
  await expect
    .poll(
      async () => {
        const webhook = await request.post('/api/revalidate', {
          data: { type: 'api-update', secret: devSecrets().webhookSecret, documents: [id] },
        });
        const response = await request.get(`/sog-events/${uid}`);
        const dated = (await response.text()).includes('(UK time)');
        return `${webhook.status()} ${response.status()} ${dated ? 'dated' : 'undated'}`;
      },
      { timeout: 30_000 },
    )
    .toBe('200 200 undated');
  await page.goto(`/sog-events/${uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malformed start talk');
  expect((await request.get('/sog-events')).status()).toBe(200);
  expect((await request.get('/')).status()).toBe(200);
  await editor(request).publish([id], 'unpublish');
  // The unpublish expires the listing (its webhook arrives on its own time); the outage tests
  // below need it rendered again, since an expired page is rendered afresh before it is served.
  await expect
    .poll(
      async () => {
        const response = await request.get('/sog-events');
        return `${response.status()} ${(await response.text()).includes('Malformed start talk')}`;
      },
      { timeout: 30_000 },
    )
    .toBe('200 false');
});

test('the Content API gives a guest the master ref only and no members-only document; the site reads them', async ({
  page,
  request,
}) => {
  const api = `${stack.contentUrl}/api/v2`;
  const token = devSecrets().contentAccessToken;
  type Repository = { refs: { ref: string; isMasterRef?: boolean }[] };
  const guestRefs = ((await (await request.get(api)).json()) as Repository).refs;
  expect(guestRefs).toHaveLength(1);
  expect(guestRefs[0]?.isMasterRef).toBe(true);
  const siteRefs = (
    (await (await request.get(api, { params: { access_token: token } })).json()) as Repository
  ).refs;
  expect(siteRefs.length).toBeGreaterThan(1);
  const release = siteRefs.find((ref) => !ref.isMasterRef)!;
  const releaseSearch = `${api}/documents/search`;
  expect((await request.get(releaseSearch, { params: { ref: release.ref } })).status()).toBe(401);
  const q = '[[at(my.page.members_only, true)]]';
  const count = async (params: Record<string, string>) =>
    (
      (await (
        await request.get(releaseSearch, { params: { ref: guestRefs[0]!.ref, q, ...params } })
      ).json()) as {
        total_results_size: number;
      }
    ).total_results_size;
  expect(await count({})).toBe(0);
  expect(await count({ access_token: token })).toBeGreaterThan(0);
  // The site reads with its token, so it knows the page and sends a guest to sign in (not a 404).
  await page.goto('/members-research-desk');
  await expect(page).toHaveURL(`/login-required?redirect=${encodeURIComponent('/members-research-desk')}`);
});

test('the publish webhook refuses a wrong secret', async ({ request }) => {
  const response = await request.post('/api/revalidate', {
    data: { type: 'api-update', secret: 'not-the-secret', documents: [] },
  });
  expect(response.status()).toBe(401);
});

test.describe('with the content service cut off', () => {
  test.beforeAll(async ({ request }) => {
    expect((await gate(request, 'close')).ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await gate(request, 'open');
  });

  test('rendered pages keep being served', async ({ page }) => {
    for (const [path, heading] of [
      [GUIDE, 'How to start your family tree'],
      // The studio's test publishes a typo fix of this article (a suffix), in the same stack.
      ['/news/agm-2025-report', /^Report of the 2025 annual general meeting/],
      ['/sog-events', null],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('a publish webhook it cannot act on expires nothing and asks to be retried', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      data: { type: 'api-update', secret: devSecrets().webhookSecret, documents: ['Nagm2025repo46e2'] },
    });
    expect(response.status()).toBe(503);
    expect((await request.get('/news/agm-2025-report')).status()).toBe(200);
  });

  test('a route never rendered says so', async ({ page }) => {
    const response = await page.goto('/news/never-rendered-article');
    expect(response?.status()).toBe(500);
    await expect(page.getByText('Route /news/never-rendered-article is not pre-rendered')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

test('once the content service is back, unknown routes are 404 again', async ({ request }) => {
  await gate(request, 'open');
  expect((await request.get('/news/never-rendered-article')).status()).toBe(404);
});

test('a new page under Guides is a guide: at /learn/guides/<uid>, in the guides listing and the sitemap', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${devSecrets().editorToken}` };
  const uid = `e2e-guide-${Date.now()}`;
  const repository = (await (await request.get(`${stack.contentUrl}/api/v2`)).json()) as {
    refs: { ref: string; isMasterRef: boolean }[];
  };
  const ref = repository.refs.find((candidate) => candidate.isMasterRef)?.ref ?? '';
  const search = await request.get(`${stack.contentUrl}/api/v2/documents/search`, {
    params: { ref, q: '[[at(my.page.uid,"guides")]]' },
  });
  const [guides] = ((await search.json()) as { results: { id: string }[] }).results;
  expect(guides).toBeDefined();

  const created = await request.post(`${stack.contentUrl}/editor/documents`, {
    headers,
    data: {
      type: 'page',
      uid,
      lang: 'en-gb',
      data: {
        title: [{ type: 'heading1', text: 'How to read old wills', spans: [] }],
        summary: 'A guide added by an editor, with no change to the code.',
        parent: { link_type: 'Document', id: guides?.id },
        members_only: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await editor(request).publish([id]);

  await expect.poll(async () => (await request.get(`/learn/guides/${uid}`)).status()).toBe(200);
  await page.goto(`/learn/guides/${uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to read old wills');
  await expect
    .poll(async () => (await request.get('/learn/guides')).text())
    .toContain(`href="/learn/guides/${uid}"`);
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text())
    .toContain(`/learn/guides/${uid}<`);
  expect((await request.get(`/${uid}`)).status()).toBe(404);

  await editor(request).publish([id], 'unpublish');
  await expect.poll(async () => (await request.get(`/learn/guides/${uid}`)).status()).toBe(404);
  // Its siblings were regenerated with it: leave them rendered again for whatever runs next.
  await expect.poll(async () => (await request.get(GUIDE)).headers()['x-nextjs-cache']).toBe('HIT');
});
