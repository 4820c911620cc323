import type { RunnerResult } from 'lighthouse';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { lanternRequest } from './lantern-request.ts';

/**
 * What Lighthouse's simulated (lantern) TBT of one run is made of: the main-thread tasks of its
 * simulation that last 50 ms or more, when they start in simulated time, how long they were in the
 * observed (unthrottled) trace, and the trace events inside them that say what they did. A task
 * before the simulated FCP blocks nothing; one that straddles it counts from FCP on.
 */
export type BlockingTask = {
  start: number;
  simulatedMs: number;
  observedMs: number;
  /** The heaviest kinds of work inside the task, with their observed milliseconds. */
  work: [string, number][];
};

type TraceEvent = { name: string; dur?: number; args?: { data?: { url?: string } } };
type CpuNode = { type: 'cpu'; event: { dur: number }; childEvents: TraceEvent[] };
type Timing = { startTime: number; duration: number };

const KINDS = [
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'v8.compile',
  'MinorGC',
  'MajorGC',
];

function workOf(node: CpuNode): [string, number][] {
  const totals = new Map<string, number>();
  for (const event of node.childEvents) {
    if (!KINDS.includes(event.name)) continue;
    const script = event.args?.data?.url?.split('/').pop();
    const key = script && event.name !== 'ParseHTML' ? `${event.name}(${script.slice(0, 16)})` : event.name;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 4);
}

export async function tbtAnatomy(result: RunnerResult): Promise<{ tbt: number; tasks: BlockingTask[] }> {
  const tbt = await lanternRequest(LanternTotalBlockingTime, result);
  // The optimistic half; the pessimistic one differs in FCP, not in the tasks.
  const timings = tbt.optimisticEstimate.nodeTimings as Map<CpuNode | { type: string }, Timing>;
  const tasks: BlockingTask[] = [];
  for (const [node, timing] of timings) {
    if (node.type !== 'cpu' || timing.duration < 50) continue;
    const cpu = node as CpuNode;
    tasks.push({
      start: Math.round(timing.startTime),
      simulatedMs: Math.round(timing.duration),
      observedMs: Math.round(cpu.event.dur / 100) / 10,
      work: workOf(cpu),
    });
  }
  return { tbt: Math.round(tbt.timing), tasks: tasks.sort((a, b) => a.start - b.start) };
}

export function formatTbtAnatomy(anatomy: { tbt: number; tasks: BlockingTask[] }): string {
  const tasks = anatomy.tasks.map(
    (t) =>
      `@${t.start}:${t.simulatedMs}(${t.observedMs}) ${t.work.map(([kind, ms]) => `${kind}:${ms.toFixed(1)}`).join(' ')}`,
  );
  return `lantern TBT ${anatomy.tbt}; tasks ≥ 50 ms simulated, @start:ms(observed ms):\n      ${tasks.join('\n      ')}`;
}
