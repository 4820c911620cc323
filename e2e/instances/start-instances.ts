/**
 * `npm run start:instances`: the several-instances stack on its own, for trying it by hand and for
 * load tests: INSTANCES (default 2) of each service behind nginx on one PostgreSQL, production
 * mode, demo content and collections. Ctrl-C stops everything it started.
 */
import path from 'node:path';
import { onProcessExit } from '@society/db/embedded';
import { httpsStack } from '../https/https-stack.ts';
import { startInstanceStack } from './instance-stack.ts';

const root = path.resolve(import.meta.dirname, '../..');
const stack = await startInstanceStack({
  count: Number(process.env.INSTANCES ?? 2),
  dataDir: path.join(root, '.data/instances'),
  collections: true,
  verbose: true,
});
onProcessExit((done: () => void) => void stack.stop().then(done, done));
console.log(`The site is at ${httpsStack.siteUrl} (nginx, TLS) and ${stack.urls.site} (loopback http).`);
console.log(`Api through nginx: ${stack.urls.api}; content service: ${stack.urls.content}.`);
for (const { name, pid } of stack.pids()) console.log(`  ${name}: process ${pid}`);
