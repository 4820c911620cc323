import path from 'node:path';
import { hashPassword, verifyPassword } from '@society/api/password';
import { printFigures, saveResults, startServers } from '../lib/load.ts';
import { interleavedLoad, type Measured } from './interleaved-load.ts';
import { type LoginFigure, loginThroughput } from './login-throughput.ts';

type Servers = { api: string; bare: string; cookie: string; site: string; email: string; password: string };

/** Sign-in costs one argon2id verification: its rate bounds login throughput per core. */
async function argon2Rate(): Promise<{ hashMs: number; verifiesPerSecond: number }> {
  const started = performance.now();
  const hash = await hashPassword('a benchmark passphrase');
  const hashMs = performance.now() - started;
  const runs = 20;
  const verifyStart = performance.now();
  for (let i = 0; i < runs; i++) await verifyPassword(hash, 'a benchmark passphrase');
  return {
    hashMs: Math.round(hashMs),
    verifiesPerSecond: Math.round((runs * 1000) / (performance.now() - verifyStart)),
  };
}

const { servers, stop } = await startServers<Servers>(path.join(import.meta.dirname, 'bench-api-servers.ts'));
const headers = { cookie: servers.cookie };
const rows: Measured[] = [];
const ratios: { connections: number; target: string; rps: number[]; cpu: number[] }[] = [];
const logins: LoginFigure[] = [];
try {
  const measured = [
    { label: 'GET /api/user (session)', path: '/api/user' },
    { label: 'GET /api/bookmarks (20)', path: '/api/bookmarks' },
  ];
  for (const connections of [1, 50])
    for (const { label, path: url } of measured) {
      // Each api call against a bare route sending the same bytes, in interleaved rounds.
      const targets = [
        { label: `bare Fastify, same bytes as ${url}`, url: `${servers.bare}${url}` },
        { label, url: `${servers.api}${url}`, headers },
      ];
      const result = await interleavedLoad(targets, connections, `${servers.bare}/cpu`);
      rows.push(...result.figures);
      ratios.push({ connections, target: label, rps: result.rpsRatios[1]!, cpu: result.cpuRatios[1]! });
    }
  for (const concurrency of [1, 8]) logins.push(await loginThroughput(servers, concurrency));
} finally {
  await stop();
}
const argon2 = await argon2Rate();

printFigures('Api benchmark', rows);
console.log('server CPU per request (µs):');
for (const row of rows) console.log(`  ${row.label} at ${row.connections}: ${row.cpuMicrosPerRequest}`);
const show = ([median, ...rounds]: number[]) =>
  `${median!.toFixed(2)} (rounds ${rounds.map((r) => r.toFixed(2)).join(', ')})`;
console.log('ratios to the bare route (goal ≥ 0.4), median of the rounds:');
for (const { connections, target, rps, cpu } of ratios)
  console.log(`  ${target} at ${connections}: throughput ${show(rps)}; CPU ${show(cpu)}`);
console.log(
  `argon2id (19 MiB, t=2, p=1): hash ${argon2.hashMs} ms, ${argon2.verifiesPerSecond} verifications/s on one core = sign-ins/s per core`,
);
for (const login of logins)
  console.log(
    `sign-in over HTTP (CSRF cookie + POST /login) with ${login.concurrency} client(s): ${login.perSecond}/s, p50 ${login.p50} ms, p99 ${login.p99} ms`,
  );
await saveResults('api', { rows, ratios, argon2, logins });
