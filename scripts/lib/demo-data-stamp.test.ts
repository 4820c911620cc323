import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SOURCES, demoDataStamp, freshWhenDemoChanged } from './demo-data-stamp.ts';
import { repoRoot } from './start-env.ts';

async function checkout() {
  const root = await mkdtemp(path.join(tmpdir(), 'demo-stamp-'));
  await mkdir(path.join(root, 'seed/people'), { recursive: true });
  await writeFile(path.join(root, 'seed/people/a.json'), '{"name":"Ada"}');
  await writeFile(path.join(root, 'seed-users.ts'), 'export const users = [];');
  return { root, sources: ['seed', 'seed-users.ts'], dataDir: path.join(root, '.data/e2e') };
}

describe('the e2e data folder follows the demo sources', () => {
  it('keeps a folder seeded from the same sources and empties one seeded from others', async () => {
    const { root, sources, dataDir } = await checkout();
    expect(await freshWhenDemoChanged(root, dataDir, sources)).toBe(false);
    await writeFile(path.join(dataDir, 'seeded'), 'the stack’s data');
    expect(await freshWhenDemoChanged(root, dataDir, sources)).toBe(false);
    expect(await readdir(dataDir)).toContain('seeded');

    await writeFile(path.join(root, 'seed/people/a.json'), '{"name":"Ada Lovelace"}');
    expect(await freshWhenDemoChanged(root, dataDir, sources)).toBe(true);
    expect(await readdir(dataDir)).not.toContain('seeded');
  });

  it('changes the stamp when a file is added, and not when nothing changed', async () => {
    const { root, sources } = await checkout();
    const before = await demoDataStamp(root, sources);
    expect(await demoDataStamp(root, sources)).toBe(before);
    await writeFile(path.join(root, 'seed/people/b.json'), '{"name":"Ada"}');
    expect(await demoDataStamp(root, sources)).not.toBe(before);
  });

  it('names sources that exist in this repository', async () => {
    await expect(demoDataStamp(repoRoot, DEMO_SOURCES)).resolves.toMatch(/^[0-9a-f]{64}$/);
  });
});
