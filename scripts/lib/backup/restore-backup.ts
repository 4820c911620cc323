import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type DatabaseKind,
  type DatabaseNames,
  ensureDatabase,
  migrateDatabase,
  withClient,
  withDatabaseName,
} from '@society/db';
import { levelProblem, loadDatabase, tablesWithRows } from '@society/db/backup';
import { type BackupManifest, corruptFiles, RestoreRefused, readManifest } from './backup-manifest.ts';

export { RestoreRefused } from './backup-manifest.ts';

export type RestoreTarget = {
  serverUrl: string;
  names: DatabaseNames;
  imagesDir: string;
  backupDir: string;
  /** Replace an installation that holds data (its databases are dropped, its images removed). */
  force?: boolean;
};

/** What the installation already holds: databases with rows (and which tables), and image files. */
async function existingData(target: RestoreTarget, kinds: DatabaseKind[]): Promise<string[]> {
  const found: string[] = [];
  const present = await withClient(target.serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    return new Set(rows.map((row) => row.datname));
  });
  for (const kind of kinds) {
    const name = target.names[kind];
    if (!present.has(name)) continue;
    const tables = await withClient(withDatabaseName(target.serverUrl, name), tablesWithRows);
    if (tables.length > 0)
      found.push(`${name} has rows in ${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''}`);
  }
  const images = await readdir(target.imagesDir).catch(() => []);
  if (images.length > 0) found.push(`${target.imagesDir} holds files`);
  return found;
}

async function checkBackup(target: RestoreTarget, manifest: BackupManifest, kinds: DatabaseKind[]) {
  const corrupt = await corruptFiles(target.backupDir, manifest);
  if (corrupt.length > 0)
    throw new RestoreRefused(`The backup is damaged, nothing was restored: ${corrupt.join('; ')}.`);
  for (const kind of kinds) {
    const problem = await levelProblem(kind, manifest.databases[kind]!.migrations);
    if (problem) throw new RestoreRefused(`The backup cannot be restored here: ${problem}`);
  }
}

/**
 * Restores a backup into an empty installation: checks every file's checksum and each database's
 * migration level first, refuses an installation holding data unless `force`, then per database
 * drops what is there (nothing, or what `force` allows), loads the rows at the backup's migration
 * level and applies the newer migrations; then puts the record images back.
 */
export async function restoreBackup(target: RestoreTarget): Promise<BackupManifest> {
  const manifest = await readManifest(target.backupDir);
  const kinds = (['api', 'content', 'idp'] as const).filter((kind) => manifest.databases[kind] !== null);
  await checkBackup(target, manifest, kinds);
  const found = await existingData(target, kinds);
  if (found.length > 0 && !target.force)
    throw new RestoreRefused(
      `This installation is not empty (${found.join('; ')}): restore into an empty one, or add --force to replace it.`,
    );
  for (const kind of kinds) {
    const name = target.names[kind];
    await withClient(target.serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
    );
    const url = await ensureDatabase(target.serverUrl, name);
    await loadDatabase(url, kind, target.backupDir, manifest.databases[kind]!);
    await migrateDatabase(url, kind);
  }
  // The folder's contents, not the folder: it may be a mount point.
  await mkdir(target.imagesDir, { recursive: true });
  for (const entry of await readdir(target.imagesDir))
    await rm(path.join(target.imagesDir, entry), { recursive: true, force: true });
  const images = path.join(target.backupDir, 'files', 'images');
  if ((await readdir(images).catch(() => [])).length > 0)
    await cp(images, target.imagesDir, { recursive: true });
  return manifest;
}
