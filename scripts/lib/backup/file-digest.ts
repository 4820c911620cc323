import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export type FileDigest = { path: string; size: number; sha256: string };

/** Size and SHA-256 of one file, read as a stream. */
export async function digestFile(root: string, relative: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path.join(root, relative)) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { path: relative.split(path.sep).join('/'), size, sha256: hash.digest('hex') };
}

/** Every file under `folder` (relative to `root`), sorted, or none when the folder is missing. */
export async function listFiles(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
