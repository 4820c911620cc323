import path from 'node:path';
import { freshWhenDemoChanged } from '../../scripts/lib/demo-data-stamp.ts';

/**
 * Run before the e2e stack starts: `node --import tsx e2e/support/fresh-demo-data.ts <data folder>`.
 * The folder is kept between local runs (a start then seeds nothing) unless the demo sources have
 * changed since it was seeded; CI and a fresh clone always start from an empty one.
 */
const root = path.resolve(import.meta.dirname, '../..');
const [folder] = process.argv.slice(2);
if (!folder) throw new Error('Name the data folder, e.g. .data/e2e.');
if (await freshWhenDemoChanged(root, path.resolve(root, folder))) {
  console.log(`${folder}: emptied, to be seeded from this checkout's demo data.`);
}
