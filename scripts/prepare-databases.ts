/**
 * `npm run db:prepare`: creates the api, content and idp-dev databases on DATABASE_URL's server (or
 * the embedded one in DATA_DIR) with their extensions, and applies the committed migrations; then
 * exits. The deployment step before starting the services without `npm start`.
 */
import path from 'node:path';
import { DatabaseSetupError, redactDatabaseUrl } from '@society/db';
import { openProjectDatabases } from '@society/db/embedded';
import { repoRoot } from './lib/start-env.ts';

try {
  const databases = await openProjectDatabases({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, process.env.DATA_DIR || '.data'),
  });
  console.log(`Databases ready and migrated on ${redactDatabaseUrl(databases.serverUrl)}:`);
  for (const [name, url] of Object.entries(databases.urls))
    console.log(`  ${name}: ${redactDatabaseUrl(url)}`);
  await databases.stop();
} catch (error) {
  console.error(error instanceof DatabaseSetupError ? error.message : error);
  process.exit(1);
}
