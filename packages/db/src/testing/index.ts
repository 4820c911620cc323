import { afterAll, inject } from 'vitest';
import type { DatabaseKind } from '../migrate-database.ts';
import { createTestDatabase, type TestDatabase } from './create-test-database.ts';
import './provided-context.ts';

export { createTestDatabase, type TestDatabase } from './create-test-database.ts';

/** In a test file: a fresh migrated database of `kind`, dropped after the file's tests. */
export async function useTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createTestDatabase(inject('postgresServerUrl'), kind);
  afterAll(() => database.drop());
  return database;
}

export const testServerUrl = (): string => inject('postgresServerUrl');
