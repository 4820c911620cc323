/**
 * `npm run backup -- <folder>`: every database (api, content, idp-dev) and the record images into
 * a new folder, with a manifest (versions, migration levels, each file's size and SHA-256).
 */
import path from 'node:path';
import { DatabaseSetupError, defaultDatabaseNames } from '@society/db';
import { installationData } from './lib/backup/backup-location.ts';
import { writeBackup } from './lib/backup/write-backup.ts';

const folder = process.argv[2];
if (!folder || folder.startsWith('-')) {
  console.error('Usage: npm run backup -- <folder>   (a new or empty folder)');
  process.exit(2);
}
const backupDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
try {
  const { server, imagesDir } = await installationData();
  try {
    const manifest = await writeBackup({
      serverUrl: server.serverUrl,
      names: defaultDatabaseNames,
      imagesDir,
      backupDir,
    });
    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    console.log(
      `Backed up to ${backupDir}: ${manifest.files.length} files, ${(bytes / 1_048_576).toFixed(1)} MiB, ${manifest.images.copied} images.`,
    );
    if (manifest.images.missing.length > 0)
      console.warn(
        `Images listed without their files (being added while the backup ran?): ${manifest.images.missing.join(', ')}.`,
      );
  } finally {
    await server.stop();
  }
} catch (error) {
  console.error(
    error instanceof DatabaseSetupError || error instanceof Error ? `Backup failed: ${error.message}` : error,
  );
  process.exit(1);
}
