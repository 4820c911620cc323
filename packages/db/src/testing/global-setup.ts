import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase } from '../ensure-database.ts';
import { DATABASE_KINDS, migrateDatabase } from '../migrate-database.ts';
import { templateName } from './template-name.ts';
import './provided-context.ts';

/**
 * Once per test run: a throw-away PostgreSQL (or the server of DATABASE_URL) holding one migrated
 * template database per kind, which every test file copies in milliseconds.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let teardown = async () => {};
  if (!serverUrl) {
    const { startEmbeddedPostgres } = await import('../embedded/index.ts');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'society-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, durable: false });
    serverUrl = server.serverUrl;
    teardown = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  for (const kind of DATABASE_KINDS) {
    const url = await ensureDatabase(serverUrl, templateName(kind));
    await migrateDatabase(url, kind);
  }
  project.provide('postgresServerUrl', serverUrl);
  return teardown;
}
