import { startMetricsServer } from '@society/observability/metrics-server';
import { buildContentApp } from './app.ts';
import { createContentServices } from './create-content-services.ts';
import { loadContentConfig } from './env.ts';

const config = loadContentConfig();
const services = await createContentServices(config).catch((error: Error) => {
  console.error(`Content service cannot reach its database: ${error.message}`);
  process.exit(1);
});
const app = await buildContentApp(services);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
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
