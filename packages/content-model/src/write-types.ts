import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generatedTypes, TYPES_FILE } from './generate-types.ts';

await writeFile(TYPES_FILE, generatedTypes());
console.log(`Wrote ${fileURLToPath(TYPES_FILE)}`);
