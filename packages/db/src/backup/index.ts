export { type DatabaseDump, dumpDatabase, type SequenceValue, type TableDump } from './dump-database.ts';
export { listTables, tablesWithRows } from './list-tables.ts';
export { loadDatabase } from './load-database.ts';
export { migrateToLevel } from './migrate-to-level.ts';
export { levelProblem, type MigrationLevel, migrationLevel, readJournal } from './migration-level.ts';
