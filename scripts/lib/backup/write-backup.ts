import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type DatabaseNames, withClient, withDatabaseName } from '@society/db';
import { type DatabaseDump, dumpDatabase } from '@society/db/backup';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_FILE } from './backup-manifest.ts';
import { digestFile, listFiles } from './file-digest.ts';

export type BackupTarget = { serverUrl: string; names: DatabaseNames; imagesDir: string; backupDir: string };

const IMAGES_FOLDER = path.join('files', 'images');

async function assertEmptyFolder(folder: string) {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0)
    throw new Error(`${folder} is not empty: give each backup a new folder (a date in its name, say).`);
  await mkdir(folder, { recursive: true });
}

async function serverFacts(serverUrl: string) {
  return withClient(serverUrl, async (client) => {
    const version = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v"))
      .rows[0]!.v;
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    return { version, databases: new Set(rows.map((row) => row.datname)) };
  });
}

async function gitCommit(): Promise<string | null> {
  return promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname })
    .then(({ stdout }) => stdout.trim())
    .catch(() => null);
}

/** Copies each image's IIIF folder that the api's snapshot lists; answers the ids whose folder is missing. */
async function copyImages(imagesDir: string, backupDir: string, ids: number[]): Promise<number[]> {
  const missing: number[] = [];
  for (const id of ids) {
    const source = path.join(imagesDir, String(id));
    if (!(await stat(source).catch(() => null))?.isDirectory()) {
      missing.push(id);
      continue;
    }
    await cp(source, path.join(backupDir, IMAGES_FOLDER, String(id)), {
      recursive: true,
      errorOnExist: true,
    });
  }
  return missing;
}

/**
 * A backup of the site's data into an empty folder: the api, content and (when it exists) idp-dev
 * databases, each dumped from one snapshot while the services run, and the record images the api's
 * snapshot lists (an image's row is written before its tiles, so one tiled after the snapshot is
 * left for the next backup). The manifest is written last, with every file's size and SHA-256.
 */
export async function writeBackup(target: BackupTarget): Promise<BackupManifest> {
  const { serverUrl, names, imagesDir, backupDir } = target;
  await assertEmptyFolder(backupDir);
  const startedAt = new Date().toISOString();
  const server = await serverFacts(serverUrl);
  let imageIds: number[] = [];
  const api = await dumpDatabase(withDatabaseName(serverUrl, names.api), 'api', backupDir, async (client) => {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM images ORDER BY id');
    imageIds = rows.map((row) => row.id);
  });
  const content = await dumpDatabase(withDatabaseName(serverUrl, names.content), 'content', backupDir);
  const idp: DatabaseDump | null = server.databases.has(names.idp)
    ? await dumpDatabase(withDatabaseName(serverUrl, names.idp), 'idp', backupDir)
    : null;
  const missing = await copyImages(imagesDir, backupDir, imageIds);
  const files = [];
  for (const file of [...(await listFiles(backupDir, 'databases')), ...(await listFiles(backupDir, 'files'))])
    files.push(await digestFile(backupDir, file));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    startedAt,
    finishedAt: new Date().toISOString(),
    versions: { node: process.version, postgres: server.version, commit: await gitCommit() },
    databases: { api, content, idp },
    images: { copied: imageIds.length - missing.length, missing },
    files,
  };
  await writeFile(path.join(backupDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    flag: 'wx',
  });
  return manifest;
}
