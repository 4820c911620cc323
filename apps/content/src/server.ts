import { schemaProblem } from '@society/db';
import { queueDepth } from '@society/jobs';
import { watchQueue } from '@society/observability/metrics';
import { startMetricsServer } from '@society/observability/metrics-server';
import { buildContentApp } from './app.ts';
import { createContentServices } from './create-content-services.ts';
import { PUBLISH_RELEASE_QUEUE, startReleaseScheduler } from './editorial/release-scheduler.ts';
import { loadContentConfig } from './env.ts';

const config = loadContentConfig();
const schema = await schemaProblem(config.CONTENT_DATABASE_URL, 'content').catch(
  (error: Error) => `Content service cannot reach its database: ${error.message}`,
);
if (schema) {
  console.error(schema);
  process.exit(1);
}
const services = await createContentServices(config).catch((error: Error) => {
  console.error(`Content service cannot reach its database: ${error.message}`);
  process.exit(1);
});
const app = await buildContentApp(services);
services.jobs = await startReleaseScheduler(services, app.log);
const releaseJobs = services.jobs;
watchQueue('content', PUBLISH_RELEASE_QUEUE.name, () => queueDepth(releaseJobs, PUBLISH_RELEASE_QUEUE));

/** How long a stopping service waits for requests in flight before it exits anyway. */
const DRAIN_LIMIT_MS = 8_000;
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    // Drains: the port closes at once, requests in flight finish, then the pools close.
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
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
  await app.listen({ host: config.CONTENT_HOST, port: config.CONTENT_PORT });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.CONTENT_PORT} is already in use: set CONTENT_PORT to a free port.`
      : `Content service could not start: ${(error as Error).message}`,
  );
  await services.close();
  process.exit(1);
}
