import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stoppable } from '../lib/stop-on-exit.ts';

const appDir = path.join(import.meta.dirname, 'baseline-app');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

export type BaselineApp = { url: string; stop(): Promise<void> };

async function run(args: string[]) {
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`next ${args[0]} of the baseline app exited with ${code}.`);
}

/**
 * The floor every page of the site stands on: the smallest App Router page (no client component,
 * about as much text as a guide), built and served by the same Next.js in production mode. Its
 * Lighthouse score in the same run tells the framework's share from ours.
 */
export async function startBaselineNextApp(port: number): Promise<BaselineApp> {
  await run(['build']);
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const { exited, stop } = stoppable(child);
  const ready = new Promise<void>((resolve, reject) => {
    void exited.then(() => reject(new Error('The baseline app stopped before it was ready.')));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('Ready')) resolve();
    });
  });
  await ready;
  const url = `http://localhost:${port}`;
  return { url, stop };
}
