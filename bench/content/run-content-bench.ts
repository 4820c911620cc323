import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

type Servers = { content: string; bare: string; searchPath: string; bytes: number };
type Figure = { label: string; connections: number; rps: number; p50: number; p99: number };

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

function startServers(): Promise<{ servers: Servers; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bench-servers.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({
        servers: JSON.parse(line) as Servers,
        stop: () => new Promise((done) => child.once('exit', () => done()).kill('SIGTERM')),
      }),
    );
  });
}

async function load(label: string, url: string, connections: number, unique = false): Promise<Figure> {
  let n = 0;
  // Warm the JIT and caches first, so both sides are measured in their steady state.
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    // A new ignored parameter per request misses the response cache: the query runs every time.
    ...(unique
      ? {
          requests: [
            { setupRequest: (req: autocannon.Request) => ({ ...req, path: `${req.path}&x-bench=${n++}` }) },
          ],
        }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    label,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const { servers, stop } = await startServers();
const figures: Figure[] = [];
try {
  for (const connections of [1, 50]) {
    figures.push(await load('bare Fastify, same bytes', `${servers.bare}${servers.searchPath}`, connections));
    figures.push(
      await load('content, cached search', `${servers.content}${servers.searchPath}`, connections),
    );
  }
  figures.push(await load('content, uncached search', `${servers.content}${servers.searchPath}`, 1, true));
} finally {
  await stop();
}

console.log(`\nContent service benchmark (${DURATION_S} s per run, response ${servers.bytes} bytes)\n`);
console.table(
  figures.map((f) => ({
    run: f.label,
    connections: f.connections,
    'req/s': f.rps,
    'p50 ms': f.p50,
    'p99 ms': f.p99,
  })),
);
for (const connections of [1, 50]) {
  const bare = figures.find((f) => f.connections === connections && f.label.startsWith('bare'))!;
  const cached = figures.find(
    (f) =>
      f.connections === connections && f.label.includes('cached search') && !f.label.includes('uncached'),
  )!;
  console.log(
    `ratio cached/bare at ${connections} connection(s): ${(cached.rps / bare.rps).toFixed(2)} (goal ≥ 0.5)`,
  );
}
const uncached = figures.find((f) => f.label.includes('uncached'))!;
console.log(`uncached search p99: ${uncached.p99} ms (goal ≤ 20 ms)`);
const outDir = path.join(import.meta.dirname, '../results');
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, `content-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify({ servers, figures }, null, 2),
);
