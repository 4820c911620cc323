// Run after `next build` (the package's `build` script; `npm start` and the test stacks call
// `precompressAssets` themselves): the compressed copies of the build's assets that server.ts serves.
import path from 'node:path';
import { precompressAssets } from './src/server/assets/precompress-assets.ts';

const distDir = path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next');
console.log(`Compressed ${await precompressAssets(distDir)} assets of the build in ${distDir}.`);
