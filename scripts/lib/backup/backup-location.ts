import path from 'node:path';
import { type DatabaseServer, useDatabaseServer } from '@society/db/embedded';
import { repoRoot } from '../start-env.ts';

/**
 * Where the installation's data is, as the other tools find it: the server of DATABASE_URL, else
 * the embedded one in DATA_DIR (started for the command when `npm start` is not running), and the
 * record images in IMAGES_DIR, else DATA_DIR/images.
 */
export async function installationData(env: NodeJS.ProcessEnv = process.env): Promise<{
  server: DatabaseServer;
  imagesDir: string;
}> {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  const server = await useDatabaseServer({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
  return { server, imagesDir: path.resolve(repoRoot, env.IMAGES_DIR || path.join(dataDir, 'images')) };
}
