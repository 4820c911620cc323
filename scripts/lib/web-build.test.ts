import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildStamp } from './web-build.ts';

const ENV = { PRISMIC_ENDPOINT: 'http://localhost:3002/api/v2', SITE_URL: 'http://localhost:3000' };
let root: string;

async function putIn(dir: string, file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}
const put = (file: string, text: string) => putIn(root, file, text);

/** A checkout as cloned: sources, a package, the lockfile. */
async function cloneInto(dir: string) {
  await putIn(dir, 'apps/web/src/app/page.tsx', 'export default function Page() { return null; }\n');
  await putIn(dir, 'apps/web/tsconfig.json', '{}\n');
  await putIn(dir, 'packages/db/src/index.ts', 'export const one = 1;\n');
  await putIn(dir, 'package-lock.json', '{}\n');
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'web-build-stamp-'));
  await cloneInto(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('webBuildStamp', () => {
  it('stays the same after a build and a type check wrote their own files (a fresh clone builds once)', async () => {
    const before = await webBuildStamp(ENV, root);
    await put('apps/web/next-env.d.ts', '/// <reference types="next" />\n');
    await put('apps/web/tsconfig.tsbuildinfo', '{"version":"5.9.3"}');
    await put('packages/db/tsconfig.tsbuildinfo', '{}');
    await put('apps/web/.next/BUILD_ID', 'abc');
    await put('apps/web/node_modules/.cache/entry', 'x');
    await put('packages/db/.data/log', 'x');
    await put('apps/web/test-results/last-run.json', '{}');
    expect(await webBuildStamp(ENV, root)).toBe(before);
  });

  it('changes with a source, a package, the lockfile or a build-time setting', async () => {
    const before = await webBuildStamp(ENV, root);
    const changes = [
      () => put('apps/web/src/app/page.tsx', 'export default function Page() { return 1; }\n'),
      () => put('apps/web/src/app/new/page.tsx', 'export default function New() { return null; }\n'),
      () => put('packages/db/src/index.ts', 'export const one = 2;\n'),
      () => put('package-lock.json', '{"lockfileVersion":3}\n'),
    ];
    const stamps = new Set([before]);
    for (const change of changes) {
      await change();
      stamps.add(await webBuildStamp(ENV, root));
    }
    stamps.add(await webBuildStamp({ ...ENV, SITE_URL: 'https://example.org' }, root));
    expect(stamps.size).toBe(changes.length + 2);
  });

  it('does not depend on where the checkout is', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'web-build-stamp-'));
    try {
      await cloneInto(other);
      expect(await webBuildStamp(ENV, other)).toBe(await webBuildStamp(ENV, root));
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
