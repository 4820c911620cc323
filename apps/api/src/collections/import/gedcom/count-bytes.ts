import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';

/** The input's size when it is a file stream (what the CLI passes); else unknown. */
export async function inputSize(input: Readable): Promise<number | null> {
  const path = (input as Readable & { path?: unknown }).path;
  if (typeof path !== 'string') return null;
  try {
    return (await stat(path)).size;
  } catch {
    return null;
  }
}

/** Passes the chunks through, telling `onBytes` the running total (at most every 250 ms). */
export async function* countBytes(
  input: AsyncIterable<Uint8Array | string>,
  onBytes: (bytes: number) => void,
): AsyncGenerator<Uint8Array | string> {
  let bytes = 0;
  let told = 0;
  for await (const chunk of input) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    const now = performance.now();
    if (now - told >= 250) {
      told = now;
      onBytes(bytes);
    }
    yield chunk;
  }
  onBytes(bytes);
}
