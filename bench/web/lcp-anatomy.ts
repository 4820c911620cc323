import type { RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lanternRequest } from './lantern-request.ts';

/**
 * What Lighthouse's simulated (lantern) LCP of one run is made of, and the observed load it was
 * derived from. Lantern keeps in its LCP graph every request that finished before the *observed*
 * LCP (low-priority images aside) unless a CPU task of the graph shows the script evaluated after
 * it; a short evaluation task (under 10 ms) is pruned from the graph, so such a script counts as
 * render-blocking and its bytes are downloaded on the simulated slow 4G link before LCP.
 */
export type LcpAnatomy = {
  /** Observed (unthrottled) milliseconds from navigation start. */
  observed: {
    documentDone: number;
    stylesheetDone: number;
    lcpResourceDone: number | null;
    lastScriptDone: number;
    firstScriptEvaluated: number | null;
    fcp: number;
    lcp: number;
    /** The main-thread task that styled, laid out and painted the first frame: start, length, style and layout ms. */
    firstFrame: { start: number; ms: number; styleMs: number; layoutMs: number } | null;
  };
  /** Scripts the simulated LCP graph (optimistic half) downloads before the paint, and their gzip bytes. */
  chargedScripts: { count: number; kB: number };
  /** Scripts that finished downloading after the observed LCP (not charged). */
  scriptsAfterLcp: number;
  simulated: { optimistic: number; pessimistic: number };
};

type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: {
    frame?: string;
    data?: { requestId?: string; url?: string; documentLoaderURL?: string };
    beginData?: { frame?: string };
  };
};

/** The task on the page's main thread that did the first frame's style and layout before `before`. */
function firstFrameTask(events: TraceEvent[], navigationStart: number, before: number) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.ts === navigationStart);
  const frame = navigation?.args?.frame;
  const styles = events.filter(
    (e) =>
      e.name === 'UpdateLayoutTree' &&
      e.args?.beginData?.frame === frame &&
      e.ts > navigationStart &&
      e.ts < before,
  );
  const style = styles.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!style) return null;
  const onThread = (e: TraceEvent) => e.pid === style.pid && e.tid === style.tid && e.ph === 'X';
  const task = events.find(
    (e) => e.name === 'RunTask' && onThread(e) && e.ts <= style.ts && e.ts + (e.dur ?? 0) >= style.ts,
  );
  if (!task) return null;
  const within = (name: string) =>
    events
      .filter((e) => e.name === name && onThread(e) && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
      .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  return { task, styleMs: within('UpdateLayoutTree'), layoutMs: within('Layout') };
}

const latest = (values: number[]) => (values.length > 0 ? Math.max(...values) : Number.NaN);

export async function lcpAnatomy(result: RunnerResult): Promise<LcpAnatomy> {
  const artifacts = result.artifacts;
  const lcp = await lanternRequest(LanternLargestContentfulPaint, result);
  const events = artifacts.Trace.traceEvents as unknown as TraceEvent[];
  // The page's navigation (Lighthouse first loads about:blank).
  const navigationStart =
    events
      .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
      .at(-1)?.ts ?? 0;
  const at = (ts: number) => Math.round((ts - navigationStart) / 1000);
  const urls = new Map<string, string>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId)
      urls.set(e.args.data.requestId, e.args.data.url ?? '');
  const finished = new Map<string, number>();
  for (const e of events)
    if (e.name === 'ResourceFinish' && e.args?.data?.requestId) {
      const url = urls.get(e.args.data.requestId);
      if (url) finished.set(url, at(e.ts));
    }
  const last = (name: string) => {
    const found = events.filter((e) => e.name === name && e.ts >= navigationStart);
    return found.length > 0 ? at(found[found.length - 1]!.ts) : Number.NaN;
  };
  const observedLcp = last('largestContentfulPaint::Candidate');
  const scripts = [...finished].filter(([url]) => url.endsWith('.js'));
  const lcpUrl = (
    result.lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined
  )?.items?.[0]?.items?.[0]?.node?.snippet?.match(/src="([^"]+)"/)?.[1];
  const firstEvaluation = events.find(
    (e) => e.name === 'EvaluateScript' && e.args?.data?.url?.endsWith('.js') && e.ts >= navigationStart,
  );
  const charged: { url: string; bytes: number }[] = [];
  for (const node of lcp.optimisticEstimate.nodeTimings.keys())
    if (node.type === 'network' && node.request.resourceType === 'Script')
      charged.push({ url: node.request.url, bytes: node.request.transferSize });
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.ts > navigationStart);
  const frameTask = fcpEvent ? firstFrameTask(events, navigationStart, fcpEvent.ts) : null;
  return {
    observed: {
      documentDone: finished.get(artifacts.URL.mainDocumentUrl ?? '') ?? Number.NaN,
      stylesheetDone: latest([...finished].filter(([url]) => url.endsWith('.css')).map(([, ms]) => ms)),
      lcpResourceDone: lcpUrl ? (finished.get(lcpUrl.replaceAll('&amp;', '&')) ?? null) : null,
      lastScriptDone: latest(scripts.map(([, ms]) => ms)),
      firstScriptEvaluated: firstEvaluation ? at(firstEvaluation.ts) : null,
      fcp: last('firstContentfulPaint'),
      lcp: observedLcp,
      firstFrame: frameTask
        ? {
            start: at(frameTask.task.ts),
            ms: Math.round((frameTask.task.dur ?? 0) / 1000),
            styleMs: Math.round(frameTask.styleMs),
            layoutMs: Math.round(frameTask.layoutMs),
          }
        : null,
    },
    chargedScripts: {
      count: charged.length,
      kB: Math.round(charged.reduce((sum, s) => sum + s.bytes, 0) / 102.4) / 10,
    },
    scriptsAfterLcp: scripts.filter(([, ms]) => ms > observedLcp).length,
    simulated: {
      optimistic: Math.round(lcp.optimisticEstimate.timeInMs),
      pessimistic: Math.round(lcp.pessimisticEstimate.timeInMs),
    },
  };
}

export function formatLcpAnatomy(a: LcpAnatomy): string {
  const o = a.observed;
  const f = o.firstFrame;
  const frame = f ? `frame ${f.start}+${f.ms} (style ${f.styleMs} layout ${f.layoutMs})` : 'frame ?';
  return `trace ms: doc ${o.documentDone} css ${o.stylesheetDone} lcp-res ${o.lcpResourceDone ?? '-'} ${frame} scripts-done ${o.lastScriptDone} first-eval ${o.firstScriptEvaluated ?? '-'} FCP ${o.fcp} LCP ${o.lcp}; lantern LCP opt/pess ${a.simulated.optimistic}/${a.simulated.pessimistic} charging ${a.chargedScripts.count} scripts ${a.chargedScripts.kB} KB (${a.scriptsAfterLcp} arrived after LCP)`;
}
