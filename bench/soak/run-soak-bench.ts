/**
 * `npm run bench -- soak`: a bounded load on the several-instances stack (two of each service
 * behind nginx, loopback only) for SOAK_SECONDS (default 600) after a warm-up: pages, record
 * searches, api reads, sign-ins and bookings. Goals: no 5xx (no failure at all), p95 per route,
 * and every instance's memory at the end within 10 % of where it settled after the warm-up.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '@society/db';
import { eventBookingSettings } from '@society/db/api-events-schema';
import { apiSchema } from '@society/db/api-schema';
import { inBatches, makeMembers } from '../../e2e/instances/instance-members.ts';
import { startInstanceStack } from '../../e2e/instances/instance-stack.ts';
import { type LoadStep, startSteadyLoad } from '../../e2e/instances/steady-load.ts';
import { saveResults } from '../lib/load.ts';
import { type MemorySample, memoryDrift, sampleMemory } from './memory-samples.ts';
import { soakMix } from './soak-mix.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? Math.min(300, Math.ceil(SECONDS / 2)));
const RATE = Number(process.env.SOAK_RATE ?? 20);
const CONCURRENCY = 8;
const MEMBERS = 16;
const root = path.resolve(import.meta.dirname, '../..');

const stack = await startInstanceStack({
  count: 2,
  dataDir: path.join(root, '.data/bench-soak'),
  collections: true,
});
const db = connectDatabase(stack.databaseUrls.api, apiSchema, { maxConnections: 2, applicationName: 'soak' });
try {
  const eventUid = `soak-${Date.now()}`;
  const starts = new Date(Date.now() + 60 * 86_400_000);
  await db.insert(eventBookingSettings).values({
    eventUid,
    title: 'The soak test talk',
    startsAt: starts,
    endsAt: new Date(starts.getTime() + 3_600_000),
    capacity: 1000,
  });
  const members = await makeMembers(stack, db, MEMBERS);
  await inBatches(members, 4, async ({ client, email, password }) => {
    if ((await client.signIn(email, password)) !== 204) throw new Error('A soak member could not sign in.');
  });
  const mix: LoadStep[] = soakMix(stack, members, eventUid);

  const load = startSteadyLoad(mix, CONCURRENCY, RATE);
  const samples: MemorySample[] = [];
  const startedAt = performance.now();
  const total = (WARM_UP_SECONDS + SECONDS) * 1000;
  console.log(`Soak: ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s at about ${RATE} requests/s…`);
  const loadBefore = loadavg();
  let warm = false;
  while (performance.now() - startedAt < total) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const at = (performance.now() - startedAt) / 1000;
    if (!warm && at >= WARM_UP_SECONDS) {
      warm = true;
      load.resetLatencies();
    }
    samples.push(await sampleMemory(stack.pids(), at));
  }
  const { routes, failures } = await load.stop();
  const measuredSeconds = (performance.now() - startedAt) / 1000 - WARM_UP_SECONDS;
  const rate = routes.reduce((sum, r) => sum + r.requests, 0) / measuredSeconds;
  const drift = memoryDrift(samples, WARM_UP_SECONDS);
  const machine = { cores: cpus().length, loadBefore, loadAfter: loadavg() };
  console.log(
    `\nSoak figures (${SECONDS} s measured after ${WARM_UP_SECONDS} s warm-up; ${rate.toFixed(1)} requests/s, ${RATE} aimed at):`,
  );
  for (const r of routes)
    console.log(
      `  ${r.route}: ${r.requests} requests, ${r.failures} failed, p50 ${r.p50} ms, p95 ${r.p95} ms`,
    );
  console.log('memory (RSS, MiB): settled after warm-up → end');
  for (const d of drift)
    console.log(
      `  ${d.name}: ${d.settledMiB} → ${d.endMiB} (${d.changePercent > 0 ? '+' : ''}${d.changePercent} %)`,
    );
  console.log(
    `machine: ${machine.cores} cores, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${machine.loadAfter.map((l) => l.toFixed(1)).join(' ')} after`,
  );
  if (failures.length > 0) console.log(`failures:\n  ${failures.join('\n  ')}`);
  await saveResults('soak', {
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    aimedRate: RATE,
    rate,
    routes,
    failures,
    drift,
    samples,
    machine,
  });
  const tooMuch = drift.filter((d) => Math.abs(d.changePercent) > 10);
  const verdict = [
    failures.length === 0 ? 'no failed request' : `${failures.length} failed requests`,
    tooMuch.length === 0
      ? 'memory within 10 %'
      : `memory moved more than 10 %: ${tooMuch.map((d) => d.name).join(', ')}`,
  ];
  console.log(
    `Soak ${failures.length === 0 && tooMuch.length === 0 ? 'passed' : 'FAILED'}: ${verdict.join('; ')}.`,
  );
  if (failures.length > 0 || tooMuch.length > 0) process.exitCode = 1;
} finally {
  await db.$client.end();
  await stack.stop();
}
