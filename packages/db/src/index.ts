export { ChangeFeed } from './change-feed.ts';
export { type ConnectOptions, connectDatabase, type Database } from './connect-database.ts';
export { type DatabaseHealth, databaseHealth } from './database-health.ts';
export { databaseReadiness, type Readiness } from './database-readiness.ts';
export { databaseNameOf, redactDatabaseUrl, withDatabaseName } from './database-url.ts';
export { ensureDatabase, MINIMUM_SERVER_VERSION } from './ensure-database.ts';
export { DatabaseSetupError } from './errors.ts';
export { DATABASE_KINDS, type DatabaseKind, migrateDatabase } from './migrate-database.ts';
export {
  type DatabaseNames,
  type DatabaseUrls,
  defaultDatabaseNames,
  prepareDatabases,
} from './prepare-databases.ts';
export { schemaProblem } from './schema-problem.ts';
export { withClient } from './with-client.ts';
