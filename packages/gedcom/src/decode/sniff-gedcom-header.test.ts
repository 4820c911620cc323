import { describe, expect, it } from 'vitest';
import { sniffGedcomHeader } from './sniff-gedcom-header.ts';

const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const header = (char: string, version = '5.5.1') =>
  ascii(`0 HEAD\n1 SOUR X\n2 VERS 9.9\n1 GEDC\n2 VERS ${version}\n1 CHAR ${char}\n0 @I1@ INDI\n`);

describe('sniffGedcomHeader', () => {
  it('reads CHAR and GEDC.VERS (not SOUR.VERS) from the header', () => {
    expect(sniffGedcomHeader(header('ANSEL'), false)).toMatchObject({
      encoding: 'ansel',
      bomLength: 0,
      declaredCharset: 'ANSEL',
      version: '5.5.1',
    });
  });

  it.each([
    ['UTF-8', 'utf-8'],
    ['UNICODE', 'utf-8'],
    ['ASCII', 'windows-1252'],
    ['ANSI', 'windows-1252'],
    ['LATIN1', 'windows-1252'],
    ['MACINTOSH', 'macintosh'],
  ] as const)('maps CHAR %s to %s', (char, encoding) => {
    expect(sniffGedcomHeader(header(char), false)?.encoding).toBe(encoding);
  });

  it('warns about an unknown character set and falls back to Windows-1252', () => {
    const sniff = sniffGedcomHeader(header('IBMPC'), false);
    expect(sniff?.encoding).toBe('windows-1252');
    expect(sniff?.warnings[0]).toContain('IBMPC');
  });

  it('trusts a byte-order mark over CHAR, and spots UTF-16 without one', () => {
    expect(sniffGedcomHeader(Uint8Array.from([0xef, 0xbb, 0xbf, ...header('ANSEL')]), false)).toMatchObject({
      encoding: 'utf-8',
      bomLength: 3,
    });
    const le = new Uint8Array(Buffer.from('0 HEAD\n1 CHAR UNICODE\n0 TRLR\n', 'utf16le'));
    expect(sniffGedcomHeader(le, false)).toMatchObject({ encoding: 'utf-16le', bomLength: 0, version: null });
    expect(sniffGedcomHeader(Uint8Array.from([0xff, 0xfe, ...le]), false)).toMatchObject({ bomLength: 2 });
    const be = Uint8Array.from(le.map((_, i) => le[i % 2 === 0 ? i + 1 : i - 1]!));
    expect(sniffGedcomHeader(be, false)).toMatchObject({ encoding: 'utf-16be', declaredCharset: 'UNICODE' });
  });

  it('asks for more bytes while the header is incomplete, then decides at the end', () => {
    expect(sniffGedcomHeader(ascii('0 HEAD\n1 GEDC\n2 VERS 7.0\n'), false)).toBeNull();
    expect(sniffGedcomHeader(ascii('0 HEAD\n1 GEDC\n2 VERS 7.0\n'), true)).toMatchObject({
      encoding: 'utf-8',
      version: '7.0',
      warnings: [],
    });
    expect(sniffGedcomHeader(ascii('0 HEAD\n0 TRLR\n'), false)?.warnings[0]).toContain('no character set');
  });
});
