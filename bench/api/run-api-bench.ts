import path from 'node:path';
import { hashPassword, verifyPassword } from '@society/api/password';
import { type Figure, load, printFigures, ratio, saveResults, startServers } from '../lib/load.ts';
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
const rows: Figure[] = [];
const pairs: { connections: number; bare: Figure; user: Figure; bookmarks: Figure }[] = [];
const logins: LoginFigure[] = [];
try {
  for (const connections of [1, 50]) {
    const bare = await load('bare Fastify, same bytes', `${servers.bare}/api/user`, connections);
    const user = await load('GET /api/user (session)', `${servers.api}/api/user`, connections, { headers });
    const bookmarks = await load('GET /api/bookmarks (20)', `${servers.api}/api/bookmarks`, connections, {
      headers,
    });
    pairs.push({ connections, bare, user, bookmarks });
    rows.push(bare, user, bookmarks);
  }
  for (const concurrency of [1, 8]) logins.push(await loginThroughput(servers, concurrency));
} finally {
  await stop();
}
const argon2 = await argon2Rate();

printFigures('Api benchmark', rows);
for (const pair of pairs) {
  console.log(
    `ratio /api/user / bare at ${pair.connections} connection(s): ${ratio(pair.user, pair.bare)} (goal ≥ 0.4)`,
  );
  console.log(
    `ratio /api/bookmarks / bare at ${pair.connections} connection(s): ${ratio(pair.bookmarks, pair.bare)}`,
  );
}
console.log(
  `argon2id (19 MiB, t=2, p=1): hash ${argon2.hashMs} ms, ${argon2.verifiesPerSecond} verifications/s on one core = sign-ins/s per core`,
);
for (const login of logins)
  console.log(
    `sign-in over HTTP (CSRF cookie + POST /login) with ${login.concurrency} client(s): ${login.perSecond}/s, p50 ${login.p50} ms, p99 ${login.p99} ms`,
  );
await saveResults('api', { rows, argon2, logins });
