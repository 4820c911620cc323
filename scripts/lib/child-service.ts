import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Supervised } from './supervisor.ts';

export type ChildService = {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  /** Its last lines of output, kept even when `quiet` hid them, to explain a failed start. */
  lastLines(): string[];
  stop(): Promise<void>;
};

/** How many of a child's last output lines are kept for an error message. */
const KEPT_LINES = 30;

/**
 * glibc's malloc setting for every service (an `env` given may override it). A fixed mmap
 * threshold keeps allocations of 4 MiB and more (argon2id's 19 MiB per sign-in) out of the
 * per-thread arenas, so their memory goes back to the system when freed: by default glibc raises
 * the threshold after the first such block and each threadpool thread then keeps one, +77 MiB per
 * api process after a few concurrent sign-ins. The api's own `npm start` sets the same value
 * (docs/operators/production.md).
 */
export const SERVICE_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304' } as const;

/** Runs one service as a child process, its output prefixed with its name. */
export function startChild(
  name: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; quiet?: RegExp },
): ChildService {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...SERVICE_MALLOC_ENV, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      kept.push(line);
      if (kept.length > KEPT_LINES) kept.shift();
      if (!options.quiet?.test(line)) console.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    process: child,
    exited,
    lastLines: () => [...kept],
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers (any status below 500), the child dies, or time runs out. */
export async function waitUntilServing(url: string, child: ChildService, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void child.exited.then(() => {
    died = true;
  });
  while (Date.now() < deadline && !died) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const said = child.lastLines();
  const output = said.length > 0 ? `\nIts last lines:\n${said.map((line) => `  ${line}`).join('\n')}` : '';
  throw new Error(
    died
      ? `${child.name} stopped while starting.${output}`
      : `${child.name} did not answer at ${url}.${output}`,
  );
}

/** One start of a child service: resolves once it answers at `url`, stops it when it does not. */
export function childStarter(
  name: string,
  args: string[],
  options: Parameters<typeof startChild>[2],
  url: string,
): () => Promise<Supervised> {
  return async () => {
    const child = startChild(name, args, options);
    try {
      await waitUntilServing(url, child);
    } catch (error) {
      await child.stop();
      throw error;
    }
    const { process: running } = child;
    return {
      exited: child.exited.then(() =>
        running.signalCode ? `signal ${running.signalCode}` : `exit ${running.exitCode}`,
      ),
      stop: () => child.stop(),
    };
  };
}
