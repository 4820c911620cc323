import { describe, expect, it } from 'vitest';
import { AnselDecoder } from './ansel-decoder.ts';

const bytes = (...parts: (string | number)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : [part])),
  );
const decode = (input: Uint8Array) => new AnselDecoder().decode(input).normalize('NFC');

describe('AnselDecoder', () => {
  it('passes ASCII through unchanged', () => {
    expect(decode(bytes('1 NAME John /Smith/'))).toBe('1 NAME John /Smith/');
  });

  it('maps the spacing characters of the GEDCOM ANSEL table', () => {
    expect(decode(bytes(0xa1, 'odz ', 0xb9, '5 ', 0xcf, ' ', 0xc7, ' ', 0xa5, 0xb5, 0xa2, 0xb2, 0xc3))).toBe(
      'Łodz £5 ß ß ÆæØø©',
    );
  });

  it('moves each combining mark after its base letter and composes to NFC', () => {
    // ANSEL writes the diacritic first: 0xE2 (acute) + "e" is é; 0xE8 (umlaut) + "u" is ü.
    expect(decode(bytes('Ren', 0xe2, 'e M', 0xe8, 'uller Fran', 0xf0, 'cois ', 0xe9, 'Capek'))).toBe(
      'René Müller François Čapek',
    );
    expect(decode(bytes(0xe2, 'e'))).toHaveLength(1);
  });

  it('keeps stacked marks in order on one base letter', () => {
    // Vietnamese ệ: circumflex and dot below on e.
    expect(decode(bytes(0xe3, 0xf2, 'e'))).toBe('ệ');
  });

  it('holds a mark across a chunk boundary until its letter arrives', () => {
    const decoder = new AnselDecoder();
    const first = decoder.decode(bytes('Jos', 0xe2), { stream: true });
    const second = decoder.decode(bytes('e'), { stream: true });
    expect((first + second).normalize('NFC')).toBe('José');
  });

  it('keeps a mark with no letter and turns unknown bytes into U+FFFD', () => {
    expect(new AnselDecoder().decode(bytes('x', 0xe2))).toBe('x\u0301');
    expect(decode(bytes(0xe2, '\n'))).toBe('\u0301\n');
    expect(decode(bytes(0x80))).toBe('\ufffd');
  });
});
