import { describe, expect, it, vi } from 'vitest';
import { type Supervised, Supervisor } from './supervisor.ts';

/** A service whose end the test decides. */
function fakeService() {
  let end: (how: string) => void = () => {};
  const exited = new Promise<string>((resolve) => {
    end = resolve;
  });
  const stop = vi.fn(async () => end('exit 0'));
  return { service: { exited, stop } satisfies Supervised, crash: (how = 'exit 1') => end(how), stop };
}

function supervised(options: { stableMs?: number; maxFastCrashes?: number; failStarts?: number } = {}) {
  const runs: ReturnType<typeof fakeService>[] = [];
  const log: string[] = [];
  const gaveUp: string[] = [];
  let failStarts = options.failStarts ?? 0;
  const supervisor = new Supervisor({
    name: 'api',
    start: async () => {
      if (runs.length > 0 && failStarts-- > 0) throw new Error('api did not answer at /health');
      const run = fakeService();
      runs.push(run);
      return run.service;
    },
    onGiveUp: (message) => gaveUp.push(message),
    log: (message) => log.push(message),
    firstDelayMs: 1,
    stableMs: options.stableMs ?? 60_000,
    maxFastCrashes: options.maxFastCrashes ?? 3,
  });
  return { supervisor, runs, log, gaveUp };
}

describe('Supervisor', () => {
  it('starts a crashed service again, saying so', async () => {
    const { supervisor, runs, log } = supervised();
    await supervisor.start();
    runs[0]!.crash('signal SIGKILL');
    await vi.waitFor(() => expect(log).toContain('api is running again.'));
    expect(runs).toHaveLength(2);
    expect(log[0]).toBe('api stopped unexpectedly (signal SIGKILL); restarting it in 0 s.');
    await supervisor.stop();
    expect(runs[1]!.stop).toHaveBeenCalled();
  });

  it('waits longer after each crash in a row and gives up after repeated fast crashes', async () => {
    const { supervisor, runs, log, gaveUp } = supervised({ maxFastCrashes: 3 });
    await supervisor.start();
    runs[0]!.crash();
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    runs[1]!.crash();
    await vi.waitFor(() => expect(runs).toHaveLength(3));
    runs[2]!.crash();
    await vi.waitFor(() => expect(gaveUp).toHaveLength(1));
    expect(gaveUp[0]).toBe(
      'api stopped unexpectedly (exit 1): it crashed 3 times in a row, each within 60 s of starting; not restarting it again.',
    );
    expect(log.filter((line) => line.includes('restarting it in'))).toHaveLength(2);
    expect(runs).toHaveLength(3);
  });

  it('counts again from one after a run that lasted', async () => {
    const { supervisor, runs, gaveUp } = supervised({ stableMs: 0, maxFastCrashes: 2 });
    await supervisor.start();
    for (let i = 0; i < 4; i++) {
      runs[i]!.crash();
      await vi.waitFor(() => expect(runs).toHaveLength(i + 2));
    }
    expect(gaveUp).toEqual([]);
    await supervisor.stop();
  });

  it('treats a restart that fails as another crash, and tries again', async () => {
    const { supervisor, runs, log } = supervised({ failStarts: 1, maxFastCrashes: 5 });
    await supervisor.start();
    runs[0]!.crash();
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    expect(log).toContain('api did not start again (api did not answer at /health); restarting it in 0 s.');
    await supervisor.stop();
  });

  it('does not restart what it was told to stop', async () => {
    const { supervisor, runs, log } = supervised();
    await supervisor.start();
    await supervisor.stop();
    expect(runs[0]!.stop).toHaveBeenCalled();
    runs[0]!.crash();
    await runs[0]!.service.exited;
    expect(log).toEqual([]);
    expect(runs).toHaveLength(1);
  });
});
