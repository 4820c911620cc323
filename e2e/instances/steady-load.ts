/** One kind of request of a load mix: how to send it and the statuses that count as served. */
export type LoadStep = { route: string; send(): Promise<Response>; expected: number[] };

export type RouteFigures = { route: string; requests: number; failures: number; p50: number; p95: number };
export type LoadSummary = { routes: RouteFigures[]; failures: string[] };

const nearestRank = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Closed-loop load: `concurrency` workers, each sending the mix's steps in turn, one request after
 * the other, until stopped; with `ratePerSecond`, each worker starts its requests on a fixed beat
 * so the whole stays near that rate (a bounded load on a shared machine). A failure is a network
 * error or a status the step does not expect (every 5xx among them); each is kept for the report.
 */
export function startSteadyLoad(mix: LoadStep[], concurrency: number, ratePerSecond?: number) {
  const beatMs = ratePerSecond ? (concurrency * 1000) / ratePerSecond : 0;
  let running = true;
  const latencies = new Map<string, number[]>(mix.map((step) => [step.route, []]));
  const failed = new Map<string, number>();
  const failures: string[] = [];
  const fail = (route: string, what: string) => {
    failed.set(route, (failed.get(route) ?? 0) + 1);
    if (failures.length < 50) failures.push(`${route}: ${what}`);
  };
  const worker = async (offset: number) => {
    let beat = performance.now() + (offset * beatMs) / concurrency;
    for (let n = offset; running; n++) {
      const step = mix[n % mix.length]!;
      const wait = beat - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      beat = Math.max(beat + beatMs, performance.now());
      if (!running) break;
      const started = performance.now();
      try {
        const response = await step.send();
        await response.arrayBuffer();
        if (step.expected.includes(response.status))
          latencies.get(step.route)!.push(performance.now() - started);
        else fail(step.route, `status ${response.status}`);
      } catch (error) {
        fail(step.route, (error as Error).message);
      }
    }
  };
  const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
  return {
    /** Requests served so far, all routes together. */
    served: () => [...latencies.values()].reduce((sum, list) => sum + list.length, 0),
    /** Forgets the latencies so far (a warm-up's); failures are kept, all of them count. */
    resetLatencies: () => {
      for (const list of latencies.values()) list.length = 0;
    },
    async stop(): Promise<LoadSummary> {
      running = false;
      await Promise.all(workers);
      const routes = mix.map(({ route }) => {
        const sorted = [...latencies.get(route)!].sort((a, b) => a - b);
        const failures = failed.get(route) ?? 0;
        return {
          route,
          requests: sorted.length + failures,
          failures,
          p50: Math.round(nearestRank(sorted, 50)),
          p95: Math.round(nearestRank(sorted, 95)),
        };
      });
      return { routes, failures };
    },
  };
}
