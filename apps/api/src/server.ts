import { schemaProblem } from '@society/db';
import { queueDepth } from '@society/jobs';
import { watchQueue } from '@society/observability/metrics';
import { startMetricsServer } from '@society/observability/metrics-server';
import { buildApiApp } from './app.ts';
import { IMPORT_QUEUE } from './collections/import/jobs/import-queue.ts';
import { createApiServices } from './create-api-services.ts';
import { loadApiConfig } from './env.ts';
import { startEventReminders } from './events/event-reminders.ts';
import { startCmsEventSync } from './events/sync-cms-events.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { demoAccountsProblem } from './users/seed-demo-users.ts';

const config = loadApiConfig();
const schema = await schemaProblem(config.API_DATABASE_URL, 'api').catch(
  (error: Error) => `The api cannot reach its database: ${error.message}`,
);
if (schema) {
  console.error(schema);
  process.exit(1);
}
const services = await createApiServices(config);
const { db, sessions, limiter, signInThrottle, oidc } = services;
const demoAccounts = config.NODE_ENV === 'production' ? await demoAccountsProblem(db) : null;
if (demoAccounts) {
  console.error(demoAccounts);
  await services.close();
  process.exit(1);
}
// Authenticator keys stored before SECOND_FACTOR_KEY was set (or by the demo seed) are sealed now;
// a key that does not open those already sealed stops the start, with what to do.
const sealed = await services.secondFactors.keys.sealStored().catch(async (error: Error) => {
  console.error(error.message);
  await services.close();
  process.exit(1);
});
const app = await buildApiApp(services);
if (sealed > 0) app.log.info({ sealed }, 'authenticator keys sealed');
const stopMail = config.SMTP_URL
  ? startOutboxSender(db, config.SMTP_URL, config.MAIL_FROM, app.log)
  : () => {};
const stopReminders = startEventReminders(db, services.clock, config.SITE_URL, app.log);
const stopEventSync = config.PRISMIC_ENDPOINT
  ? startCmsEventSync(
      db,
      { endpoint: config.PRISMIC_ENDPOINT, accessToken: config.PRISMIC_ACCESS_TOKEN },
      app.log,
    )
  : () => {};
// Resumes (or marks failed) imports a previous run left unfinished, and runs queued ones.
const importJobs = await services.importQueue.start();
const unwatchImports = watchQueue('api', IMPORT_QUEUE.name, () => queueDepth(importJobs, IMPORT_QUEUE));
const purge = setInterval(
  () =>
    void Promise.all([
      sessions.purgeExpired(),
      limiter.purgeExpired(),
      signInThrottle.purgeExpired(),
      oidc?.transactions.purgeExpired(),
      services.secondFactors.purgeAbandoned(),
    ]).catch(() => {}),
  15 * 60_000,
);
purge.unref();

/** How long a stopping api waits for requests in flight before it exits anyway. */
const DRAIN_LIMIT_MS = 8_000;
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    // Drains: the port closes at once (a proxy sends new requests to another instance), requests
    // in flight finish, then the pools close; past the limit the process exits regardless.
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    stopMail();
    stopReminders();
    stopEventSync();
    unwatchImports();
    await metrics?.close();
    await app.close();
    await services.close();
    process.exit(0);
  });
}

let metrics: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
try {
  if (config.METRICS_PORT)
    metrics = await startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.API_PORT} is already in use: set API_PORT to a free port.`
      : `The api could not start: ${(error as Error).message}`,
  );
  await services.close();
  process.exit(1);
}
