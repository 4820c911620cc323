import path from 'node:path';
import { type Figure, load, printFigures, ratio, saveResults, startServers } from '../lib/load.ts';

type Servers = { content: string; bare: string; searchPath: string; bytes: number };

const { servers, stop } = await startServers<Servers>(path.join(import.meta.dirname, 'bench-servers.ts'));
const figures: Figure[] = [];
const bare: Figure[] = [];
const cached: Figure[] = [];
try {
  for (const connections of [1, 50]) {
    bare.push(await load('bare Fastify, same bytes', `${servers.bare}${servers.searchPath}`, connections));
    cached.push(await load('content, cached search', `${servers.content}${servers.searchPath}`, connections));
  }
  figures.push(
    ...bare,
    ...cached,
    await load('content, uncached search', `${servers.content}${servers.searchPath}`, 1, {
      uniquePaths: true,
    }),
  );
} finally {
  await stop();
}

printFigures(`Content service benchmark, answer of ${servers.bytes} bytes`, figures);
for (const [i, connections] of [1, 50].entries()) {
  console.log(
    `ratio cached/bare at ${connections} connection(s): ${ratio(cached[i]!, bare[i]!)} (goal ≥ 0.5)`,
  );
}
console.log(`uncached search p99: ${figures.at(-1)!.p99} ms (goal ≤ 20 ms)`);
await saveResults('content', { servers, figures });
