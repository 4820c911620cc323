import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { stoppable } from './stop-on-exit.ts';

export type Figure = {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Requests answered in the measured time. */
  total?: number;
};
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

/**
 * Starts a benchmark's servers in a child process, which prints one JSON line when ready. The child
 * is stopped if the benchmark dies before calling `stop()`.
 */
export function startServers<T>(script: string): Promise<{ servers: T; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { exited, stop } = stoppable(child);
  return new Promise((resolve, reject) => {
    void exited.then((code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ servers: JSON.parse(line) as T, stop }),
    );
  });
}

/** Measures one target after a 1 s warm-up (unless told), so JIT and caches are in their steady state. */
export async function load(
  label: string,
  url: string,
  connections: number,
  options: {
    headers?: Record<string, string>;
    uniquePaths?: boolean;
    seconds?: number;
    warmUp?: boolean;
  } = {},
): Promise<Figure> {
  let n = 0;
  const base = { url, connections, ...(options.headers ? { headers: options.headers } : {}) };
  if (options.warmUp ?? true) await autocannon({ ...base, duration: 1 });
  const result = await autocannon({
    ...base,
    duration: options.seconds ?? DURATION_S,
    // A new ignored parameter per request misses response caches: the work runs every time.
    ...(options.uniquePaths
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
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n${title} (${DURATION_S} s per run)\n`);
  console.table(
    figures.map((f) => ({
      run: f.label,
      connections: f.connections,
      'req/s': f.rps,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
    })),
  );
}

export const ratio = (figure: Figure, baseline: Figure) => (figure.rps / baseline.rps).toFixed(2);

export async function saveResults(name: string, results: unknown): Promise<void> {
  const dir = path.join(import.meta.dirname, '../results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(results, null, 2),
  );
}
