import { startIdp } from './create-idp.ts';
import { loadIdpConfig } from './idp-env.ts';
import { purgeExpiredModels } from './pg-adapter.ts';

const config = loadIdpConfig();
let idp: Awaited<ReturnType<typeof startIdp>>;
try {
  idp = await startIdp(config);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.IDP_PORT} is already in use: set IDP_PORT to a free port.`
      : `idp-dev could not start: ${(error as Error).message}`,
  );
  process.exit(1);
}
console.log(`idp-dev (development only) at ${idp.issuer}`);

const purge = setInterval(() => void purgeExpiredModels(idp.pool).catch(() => {}), 15 * 60_000);
purge.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await idp.close();
    process.exit(0);
  });
}
