import { expect, INSTANCES, percentile, test } from './instance-fixtures.ts';
import type { InstanceStack } from './instance-stack.ts';

const ROUNDS = 6;

function editor(stack: InstanceStack, contentIndex: number) {
  const base = `http://127.0.0.1:${stack.instances.content[contentIndex]!.port}`;
  const call = async (method: string, route: string, body: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { authorization: `Bearer ${stack.secrets.editorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return response;
  };
  const news = (uid: string, title: string) => ({
    type: 'news_item',
    uid,
    lang: 'en-gb',
    tags: ['news'],
    data: {
      title: [{ type: 'heading1', text: title, spans: [] }],
      date: '1990-01-01',
      summary: 'An article published by the several-instances tests.',
      members_only: false,
    },
  });
  return {
    async create(uid: string, title: string) {
      return ((await (await call('POST', '/editor/documents', news(uid, title))).json()) as { id: string })
        .id;
    },
    save: (id: string, uid: string, title: string) =>
      call('PUT', `/editor/documents/${id}/draft`, news(uid, title)),
    publish: (id: string, action: 'publish' | 'unpublish' = 'publish') =>
      call('POST', `/editor/${action}`, { documentIds: [id] }),
  };
}

/** The page as one web instance serves it, skipping the proxy. */
const fromInstance = (stack: InstanceStack, index: number, path: string) =>
  fetch(`http://127.0.0.1:${stack.instances.web[index]!.port}${path}`);

test('a publish on one content instance reaches every web instance within seconds', async ({ stack }) => {
  test.setTimeout(300_000);
  const uid = `instances-publish-${Date.now()}`;
  const page = `/news/${uid}`;
  const first = editor(stack, 0);
  const id = await first.create(uid, 'Several instances, round 0');
  await first.publish(id);
  const webs = Array.from({ length: INSTANCES }, (_, i) => i);
  // Every instance renders the article and keeps it in its page cache.
  for (const i of webs)
    await expect
      .poll(async () => (await fromInstance(stack, i, page)).headers.get('x-nextjs-cache'), {
        timeout: 30_000,
      })
      .toBe('HIT');

  const everywhereMs: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Publishes alternate between the content instances.
    const cms = editor(stack, round % 2);
    const title = `Several instances, round ${round}`;
    await cms.save(id, uid, title);
    const published = performance.now();
    await cms.publish(id);
    const seen = await Promise.all(
      webs.map(async (i) => {
        await expect
          .poll(async () => (await (await fromInstance(stack, i, page)).text()).includes(title), {
            message: `web-${i + 1} serves "${title}"`,
            timeout: 15_000,
            intervals: [50],
          })
          .toBe(true);
        return performance.now() - published;
      }),
    );
    everywhereMs.push(Math.max(...seen));
  }
  const figures = `publish to every web instance (${ROUNDS} publishes): p50 ${Math.round(percentile(everywhereMs, 50))} ms, p95 ${Math.round(percentile(everywhereMs, 95))} ms`;
  console.log(figures);
  test.info().annotations.push({ type: 'figures', description: figures });
  await first.publish(id, 'unpublish');
});
