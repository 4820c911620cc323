// Run after `next build` (the package's `build` script; `npm start` and the test stacks call
// `prepareBuildAssets` themselves): the compile hint and the compressed copies server.ts serves.
import path from 'node:path';
import { prepareBuildAssets } from './src/server/assets/prepare-build-assets.ts';

const distDir = path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next');
const { hinted, compressed } = await prepareBuildAssets(distDir);
console.log(
  `Hinted ${hinted.length} first-load scripts and compressed ${compressed} assets of the build in ${distDir}.`,
);
