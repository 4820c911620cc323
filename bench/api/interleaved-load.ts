import { DURATION_S, type Figure, load } from '../lib/load.ts';

export type Target = { label: string; url: string; headers?: Record<string, string> };
/** A target's figure, with the server CPU time it cost per request (µs, mean over the rounds). */
export type Measured = Figure & { cpuMicrosPerRequest: number };
/** Per target: its ratio to the baseline (first target), the median first, then each round's. */
export type Interleaved = { figures: Measured[]; rpsRatios: number[][]; cpuRatios: number[][] };
/** BENCH_ROUNDS: how many slices each target's time is cut into. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Measures the baseline (first target) and the others in alternating short slices, the order
 * reversed every round, so that load from other processes on a shared machine falls on all of
 * them alike. Besides throughput it reads the servers' CPU time around each slice (`cpuUrl`):
 * CPU per request is what the code costs, and the least disturbed by other processes. Ratios to
 * the baseline: throughput (target / baseline) and CPU (baseline's cost / target's cost, i.e. the
 * share of the baseline's throughput the target reaches when the CPU is the limit).
 */
export async function interleavedLoad(
  targets: Target[],
  connections: number,
  cpuUrl: string,
): Promise<Interleaved> {
  const withHeaders = (target: Target) => (target.headers ? { headers: target.headers } : {});
  const cpu = async () => ((await (await fetch(cpuUrl)).json()) as { micros: number }).micros;
  // Warm-up: JIT, caches and connection pools in their steady state.
  for (const target of targets)
    await load(target.label, target.url, connections, { ...withHeaders(target), seconds: 1, warmUp: false });
  const rounds: { figure: Figure; cpuPerRequest: number }[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...targets].reverse() : targets;
    const measured = new Map<Target, { figure: Figure; cpuPerRequest: number }>();
    for (const target of order) {
      const before = await cpu();
      const figure = await load(target.label, target.url, connections, {
        ...withHeaders(target),
        seconds: Math.max(1, Math.round(DURATION_S / ROUNDS)),
        warmUp: false,
      });
      measured.set(target, {
        figure,
        cpuPerRequest: ((await cpu()) - before) / Math.max(1, figure.total ?? 0),
      });
    }
    rounds.push(targets.map((target) => measured.get(target)!));
  }
  const figures = targets.map((target, i) => ({
    label: target.label,
    connections,
    rps: Math.round(mean(rounds.map((round) => round[i]!.figure.rps))),
    p50: Math.max(...rounds.map((round) => round[i]!.figure.p50)),
    p99: Math.max(...rounds.map((round) => round[i]!.figure.p99)),
    cpuMicrosPerRequest: Math.round(mean(rounds.map((round) => round[i]!.cpuPerRequest))),
  }));
  const withMedian = (perRound: number[]) => [median(perRound), ...perRound];
  return {
    figures,
    rpsRatios: targets.map((_, i) => withMedian(rounds.map((r) => r[i]!.figure.rps / r[0]!.figure.rps))),
    cpuRatios: targets.map((_, i) =>
      withMedian(rounds.map((r) => r[0]!.cpuPerRequest / r[i]!.cpuPerRequest)),
    ),
  };
}
