import { startMetricsServer } from '@society/observability/metrics-server';
import { buildApiApp } from './app.ts';
import { createApiServices } from './create-api-services.ts';
import { loadApiConfig } from './env.ts';
import { startEventReminders } from './events/event-reminders.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { demoAccountsProblem } from './users/seed-demo-users.ts';

const config = loadApiConfig();
const services = await createApiServices(config);
const { db, sessions, limiter, signInThrottle, oidc } = services;
const demoAccounts = config.NODE_ENV === 'production' ? await demoAccountsProblem(db) : null;
if (demoAccounts) {
  console.error(demoAccounts);
  await services.close();
  process.exit(1);
}
const app = await buildApiApp(services);
const stopMail = config.SMTP_URL
  ? startOutboxSender(db, config.SMTP_URL, config.MAIL_FROM, app.log)
  : () => {};
const stopReminders = startEventReminders(db, services.clock, config.SITE_URL, app.log);
const purge = setInterval(
  () =>
    void Promise.all([
      sessions.purgeExpired(),
      limiter.purgeExpired(),
      signInThrottle.purgeExpired(),
      oidc?.transactions.purgeExpired(),
    ]).catch(() => {}),
  15 * 60_000,
);
purge.unref();

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    stopMail();
    stopReminders();
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
