import { readFile } from 'node:fs/promises';

export type MemorySample = { atSeconds: number; rssKiB: Record<string, number> };
export type MemoryDrift = { name: string; settledMiB: number; endMiB: number; changePercent: number };

/** Resident memory of each process (Linux `/proc/<pid>/status`), in KiB. */
export async function sampleMemory(
  pids: { name: string; pid: number }[],
  atSeconds: number,
): Promise<MemorySample> {
  const rssKiB: Record<string, number> = {};
  for (const { name, pid } of pids) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    if (kib) rssKiB[name] = Number(kib);
  }
  return { atSeconds, rssKiB };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Per process: where its memory settled (the median over the first minute after the warm-up, or
 * the first fifth of the measured time when shorter) against the end (the median over as long a
 * window at the end). Medians, so one garbage collection's moment does not decide.
 */
export function memoryDrift(samples: MemorySample[], warmUpSeconds: number): MemoryDrift[] {
  const measured = samples.filter((sample) => sample.atSeconds >= warmUpSeconds);
  const span = (measured.at(-1)?.atSeconds ?? warmUpSeconds) - warmUpSeconds;
  const window = Math.min(60, span / 5);
  const settled = measured.filter((sample) => sample.atSeconds <= warmUpSeconds + window);
  const end = measured.filter((sample) => sample.atSeconds >= warmUpSeconds + span - window);
  const names = Object.keys(measured[0]?.rssKiB ?? {});
  return names.map((name) => {
    const before = median(settled.map((sample) => sample.rssKiB[name] ?? Number.NaN));
    const after = median(end.map((sample) => sample.rssKiB[name] ?? Number.NaN));
    return {
      name,
      settledMiB: Math.round(before / 1024),
      endMiB: Math.round(after / 1024),
      changePercent: Math.round(((after - before) / before) * 1000) / 10,
    };
  });
}
