import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What `npm start` seeds the demo society from: a change to any of it changes the stamp. */
export const DEMO_SOURCES = [
  'apps/api/src/collections/demo',
  'apps/api/src/users/seed-demo-users.ts',
  'apps/api/src/events/seed-demo-event-settings.ts',
  'apps/content/seed',
  'apps/content/src/editorial/seed-demo-content.ts',
  'apps/idp-dev/src/seed-test-members.ts',
];

const STAMP_FILE = 'demo-data-stamp';

async function filesUnder(entry: string): Promise<string[]> {
  if (!(await stat(entry)).isDirectory()) return [entry];
  const names = await readdir(entry);
  return (await Promise.all(names.map((name) => filesUnder(path.join(entry, name))))).flat();
}

/** A hash of the demo sources' paths and contents, in a stable order. */
export async function demoDataStamp(root: string, sources = DEMO_SOURCES): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(sources.map((source) => filesUnder(path.join(root, source))))).flat();
  for (const file of files.sort()) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Empties a test stack's data folder unless it was seeded from these demo sources, then stamps it.
 * The seed never replaces a collection or document that exists, so a folder kept between local
 * runs would otherwise go on serving an older checkout’s demo data. True when it emptied a folder
 * that was there.
 */
export async function freshWhenDemoChanged(
  root: string,
  dataDir: string,
  sources = DEMO_SOURCES,
): Promise<boolean> {
  const stamp = await demoDataStamp(root, sources);
  const stampPath = path.join(dataDir, STAMP_FILE);
  if ((await readFile(stampPath, 'utf8').catch(() => null)) === stamp) return false;
  const existed = await stat(dataDir).then(
    () => true,
    () => false,
  );
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await writeFile(stampPath, stamp);
  return existed;
}
