import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format: `\N` for null, backslash, tab and line ends escaped. */
export function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  // Most values need no escape; testing first spares the replace's callback machinery.
  return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c] as string) : value;
}

/** Bytes per buffer: a few dozen rows, the size a socket write takes well. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Rows of COPY text, encoded as UTF-8 into buffers as they are added. A batch waiting to be written
 * is then a few buffers outside the JavaScript heap rather than thousands of strings (and the parts
 * of the input they point into) that the garbage collector would move from generation to generation.
 */
export class CopyText {
  private readonly sealed: Buffer[] = [];
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  rows = 0;

  /** Adds one row: its values joined by tabs, ending in a line feed (see `copyValue`). */
  add(row: string): void {
    this.rows++;
    // A UTF-16 code unit is at most three bytes of UTF-8.
    if (this.used + row.length * 3 > this.buffer.length) {
      this.seal();
      if (row.length * 3 > CHUNK_BYTES) {
        this.sealed.push(Buffer.from(row, 'utf8'));
        return;
      }
    }
    this.used += this.buffer.write(row, this.used, 'utf8');
  }

  /** The rows' bytes, in order. */
  buffers(): Buffer[] {
    this.seal();
    return this.sealed;
  }

  private seal(): void {
    if (this.used === 0) return;
    this.sealed.push(this.buffer.subarray(0, this.used));
    this.buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
  }
}

/** Streams the rows to a `COPY … FROM STDIN` statement on `client` (nothing is sent for no rows). */
export async function copyRows(client: pg.PoolClient, statement: string, text: CopyText): Promise<void> {
  if (text.rows === 0) return;
  await pipeline(Readable.from(text.buffers()), client.query(copyFrom(statement)));
}
