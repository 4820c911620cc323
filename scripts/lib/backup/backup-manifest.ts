import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { digestFile } from './file-digest.ts';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'society-backup/1';

const level = z.object({
  count: z.number(),
  latest: z.string().nullable(),
  latestWhen: z.number().nullable(),
});

const databaseDump = z.object({
  name: z.string(),
  migrations: level,
  tables: z.array(
    z.object({ table: z.string(), columns: z.array(z.string()), rows: z.number(), file: z.string() }),
  ),
  sequences: z.array(z.object({ sequence: z.string(), lastValue: z.string() })),
});

/**
 * What a backup folder holds, written last (a folder without it is an unfinished backup): the
 * versions that made it, each database's dump with its migration level, and every other file of
 * the folder with its size and SHA-256, which a restore checks before touching anything.
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  startedAt: z.string(),
  finishedAt: z.string(),
  versions: z.object({ node: z.string(), postgres: z.string(), commit: z.string().nullable() }),
  databases: z.object({ api: databaseDump, content: databaseDump, idp: databaseDump.nullable() }),
  /** Record images' IIIF folders copied, by image id, and those the api listed but whose files were missing. */
  images: z.object({ copied: z.number(), missing: z.array(z.number()) }),
  files: z.array(z.object({ path: z.string(), size: z.number(), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A restore refused before anything was changed; `message` is the one line to show. */
export class RestoreRefused extends Error {}

/** The manifest of a backup folder, or an error saying in one line why it is not one. */
export async function readManifest(backupDir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null)
    throw new RestoreRefused(`${backupDir} is not a finished backup: it has no ${MANIFEST_FILE}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreRefused(
      `${path.join(backupDir, MANIFEST_FILE)} is not a backup manifest of this site (${BACKUP_FORMAT}): ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'not JSON'}.`,
    );
  }
  return parsed.data;
}

/** The files whose size or checksum differ from the manifest's (or that are missing), one line each. */
export async function corruptFiles(backupDir: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const expected of manifest.files) {
    const actual = await digestFile(backupDir, expected.path).catch(() => null);
    if (!actual) problems.push(`${expected.path}: missing`);
    else if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      problems.push(`${expected.path}: checksum differs`);
  }
  return problems;
}
