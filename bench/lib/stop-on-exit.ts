import type { ChildProcess } from 'node:child_process';

/**
 * Child processes a benchmark started (a whole site, a baseline app, bare servers) must not outlive
 * it, whatever ends it: `try … finally` covers failures the benchmark awaits, but not an error
 * thrown outside any awaited promise (a child process's unhandled 'error' event, such as spawning a
 * browser that is missing) nor Ctrl-C or SIGTERM. Those stop every registered child, then exit.
 */
const stops = new Set<() => Promise<unknown>>();
let installed = false;

async function stopAll() {
  const pending = [...stops];
  stops.clear();
  await Promise.allSettled(pending.map((stop) => stop()));
}

function install() {
  if (installed) return;
  installed = true;
  const fail = (error: unknown) => {
    console.error(error);
    console.error('Stopping what the benchmark started…');
    void stopAll().finally(() => process.exit(1));
  };
  process.once('uncaughtException', fail);
  process.once('unhandledRejection', fail);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => void stopAll().finally(() => process.exit(code)));
}

/** Registers `stop` to run if the process dies; call the answer once it has been stopped normally. */
function stopOnExit(stop: () => Promise<unknown>): () => void {
  install();
  stops.add(stop);
  return () => {
    stops.delete(stop);
  };
}

/**
 * A child process's stop (SIGTERM unless it has ended, then its exit), registered with `stopOnExit`
 * until the child exits, however that comes about. `exited` answers its exit code.
 */
export function stoppable(child: ChildProcess): { exited: Promise<number | null>; stop(): Promise<void> } {
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const forget = stopOnExit(stop);
  void exited.then(forget);
  return { exited, stop };
}
