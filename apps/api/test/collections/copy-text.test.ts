import { useTestDatabase } from '@society/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { CopyText, copyRows, copyValue } from '../../src/collections/import/copy-text.ts';
import { reserveIds } from '../../src/collections/import/record-batch-loader.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const AWKWARD = [
  'plain',
  'tab\there',
  'back\\slash and \\N and \\.',
  'line\nfeed and carriage\rreturn\r\n',
  '\\.',
  '',
  'Ünïcödé ł ß 漢字 👩‍👩‍👧 e\u0301',
  JSON.stringify({ note: 'quote " and \\ and \n in JSON', at: '@I1@' }),
];

describe('CopyText: rows encoded into buffers as they come', () => {
  it('keeps every byte and the row order across buffers, with multi-byte text and a row larger than a buffer', () => {
    const text = new CopyText();
    const rows: string[] = [];
    for (let n = 0; n < 5_000; n++)
      rows.push(`${n}\t${n % 7 === 0 ? 'Ünïcödé 漢字 👩‍👩‍👧' : 'plain'}\t${'x'.repeat(n % 90)}\n`);
    rows.splice(2_500, 0, `huge\t${'ł'.repeat(100_000)}\n`);
    for (const row of rows) text.add(row);
    const buffers = text.buffers();
    expect(buffers.length).toBeGreaterThan(3);
    expect(text.rows).toBe(rows.length);
    expect(Buffer.concat(buffers).toString('utf8')).toBe(rows.join(''));
  });
});

describe('copyValue: COPY text format', () => {
  it('escapes backslash, tab, line feed and carriage return, and writes null as \\N', () => {
    expect(copyValue('a\tb\\c\nd\re')).toBe('a\\tb\\\\c\\nd\\re');
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue('\\N')).toBe('\\\\N');
    expect(copyValue(-12)).toBe('-12');
    expect(copyValue('Ünïcödé 👩‍👩‍👧')).toBe('Ünïcödé 👩‍👩‍👧');
  });

  it('round-trips awkward text and JSON through a real COPY', async () => {
    const client = await db.$client.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE TEMP TABLE copy_probe (n int, t text, j jsonb) ON COMMIT DROP');
      const json = JSON.stringify({ values: AWKWARD });
      const lines = new CopyText();
      AWKWARD.forEach((text, n) => {
        lines.add(`${n}\t${copyValue(text)}\t${copyValue(json)}\n`);
      });
      lines.add(`${AWKWARD.length}\t${copyValue(null)}\t${copyValue(null)}\n`);
      await copyRows(client, 'COPY copy_probe (n, t, j) FROM STDIN', lines);
      const { rows } = await client.query('SELECT t, j FROM copy_probe ORDER BY n');
      expect(rows.map((row) => row.t)).toEqual([...AWKWARD, null]);
      expect(rows[0].j).toEqual({ values: AWKWARD });
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });

  it('reserves distinct ids from a table sequence, on the pool or a client', async () => {
    const fromPool = await reserveIds(db.$client, 'people', 3);
    const client = await db.$client.connect();
    const fromClient = await reserveIds(client, 'people', 2).finally(() => client.release());
    expect(new Set([...fromPool, ...fromClient]).size).toBe(5);
    expect(await reserveIds(db.$client, 'people', 0)).toEqual([]);
  });
});
