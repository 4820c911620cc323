import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes an upload to the spool folder as it arrives (never held in memory), so its import job
 * can run, and run again after a restart, from the file. A failed upload leaves no file behind.
 */
export async function spoolUpload(
  dir: string,
  body: NodeJS.ReadableStream,
): Promise<{ path: string; bytes: number }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.upload`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      bytes += chunk.length;
      next(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, bytes };
}

export const removeSpooled = (file: string | null) =>
  file ? rm(file, { force: true }).catch(() => {}) : Promise.resolve();
