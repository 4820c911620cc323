import { fileURLToPath } from 'node:url';

/** The demo society's content folder (docs/content-model.md describes its layout). */
export const seedPath = fileURLToPath(new URL('../../seed', import.meta.url));
