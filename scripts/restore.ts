/**
 * `npm run restore -- <folder> [--force]`: a backup made by `npm run backup` into an empty
 * installation (stop the services first). Checks the backup's checksums and schema level before
 * changing anything; `--force` replaces an installation that holds data.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDatabaseNames } from '@society/db';
import { installationData } from './lib/backup/backup-location.ts';
import { RestoreRefused, restoreBackup } from './lib/backup/restore-backup.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
const backupDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
try {
  const { server, imagesDir } = await installationData();
  try {
    const manifest = await restoreBackup({
      serverUrl: server.serverUrl,
      names: defaultDatabaseNames,
      imagesDir,
      backupDir,
      force: values.force ?? false,
    });
    console.log(`Restored the backup of ${manifest.startedAt} (${manifest.files.length} files checked).`);
  } finally {
    await server.stop();
  }
} catch (error) {
  console.error(
    error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
