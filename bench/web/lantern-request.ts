import type { RunnerResult } from 'lighthouse';

type ComputedMetric = { request(data: unknown, context: unknown): Promise<unknown> };

/**
 * Asks one of Lighthouse's computed lantern metrics for its result on a finished run (the
 * simulation with its graphs and node timings, not just the number in the report).
 */
export async function lanternRequest(
  metric: ComputedMetric,
  result: RunnerResult,
  // biome-ignore lint/suspicious/noExplicitAny: lantern's graph types are internal to Lighthouse.
): Promise<any> {
  const artifacts = result.artifacts;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: result.lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  return metric.request(data, { computedCache: new Map(), settings: result.lhr.configSettings });
}
