// Child process of the api benchmark: the api with a signed-in member, and bare Fastify routes
// sending the same bytes as GET /api/user and GET /api/bookmarks. The bench runs from loopback,
// which the api trusts as a proxy, so sign-ins can each name a fresh client address (as many
// members behind the site would).

import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApiApp } from '@society/api/app';
import { apiEnvSchema } from '@society/api/env';
import { createApiServices } from '@society/api/services';
import { createUser, findUserByEmail } from '@society/api/users';
import { openProjectDatabases } from '@society/db/embedded';
import Fastify from 'fastify';

const databases = await openProjectDatabases({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(import.meta.dirname, '../../.data/bench'),
});
const config = apiEnvSchema.parse({ API_DATABASE_URL: databases.urls.api, LOG_LEVEL: 'silent' });
const services = await createApiServices(config);
const { db, sessions } = services;
const app = await buildApiApp(services, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const email = 'bench@example.org';
const password = 'bench password 1';
const user =
  (await findUserByEmail(db, email)) ??
  (await createUser(db, { email, name: 'Bench Member', password, scopes: ['member'] }));
const session = await sessions.create(user.id);
const headers = {
  cookie: `society_session=${session.id}; XSRF-TOKEN=${session.csrfToken}`,
  'x-xsrf-token': session.csrfToken,
  origin: config.SITE_URL,
  'content-type': 'application/json',
};
const existing = (await (await fetch(`${origin}/api/bookmarks`, { headers })).json()) as unknown[];
for (let i = existing.length; i < 20; i++) {
  await fetch(`${origin}/api/bookmarks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'page', path: `/news/item-${i}`, title: `News item ${i}` }),
  });
}
// The bare server answers each measured path with the very bytes the api answers it with.
const bare = Fastify({ logger: false });
for (const url of ['/api/user', '/api/bookmarks']) {
  const body = await (await fetch(`${origin}${url}`, { headers })).text();
  bare.get(url, async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(body),
  );
}
// The servers' CPU time (user + system, µs): per request, a cost that other processes on a shared
// machine do not distort the way they distort throughput.
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { micros: user + system };
});
await bare.listen({ host: '127.0.0.1', port: 0 });

console.log(
  JSON.stringify({
    api: origin,
    bare: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`,
    cookie: headers.cookie,
    site: config.SITE_URL,
    email,
    password,
  }),
);
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await services.close();
  await databases.stop();
  process.exit(0);
});
