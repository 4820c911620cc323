import { describe, expect, it } from 'vitest';
import type { GedcomWarning } from '../gedcom-warning.ts';
import { type GedcomLine, GedcomLineSplitter } from './split-gedcom-lines.ts';

function split(...chunks: string[]) {
  const warnings: GedcomWarning[] = [];
  const splitter = new GedcomLineSplitter((warning) => warnings.push(warning));
  const lines: GedcomLine[] = [];
  for (const chunk of chunks) splitter.push(chunk, lines);
  splitter.end(lines);
  return { lines, warnings };
}

describe('GedcomLineSplitter', () => {
  it.each([
    ['LF', '\n'],
    ['CR', '\r'],
    ['CRLF', '\r\n'],
  ])('splits %s line ends and numbers the lines', (_, end) => {
    const { lines, warnings } = split(
      `0 HEAD${end}1 CHAR UTF-8${end}0 @I1@ INDI${end}1 NAME A /B/${end}0 TRLR`,
    );
    expect(lines.map((line) => [line.lineNumber, line.level, line.xref, line.tag, line.value])).toEqual([
      [1, 0, null, 'HEAD', ''],
      [2, 1, null, 'CHAR', 'UTF-8'],
      [3, 0, 'I1', 'INDI', ''],
      [4, 1, null, 'NAME', 'A /B/'],
      [5, 0, null, 'TRLR', ''],
    ]);
    expect(warnings).toEqual([]);
  });

  it('does not make a blank line of a CRLF split between two chunks', () => {
    const { lines, warnings } = split('0 HEAD\r', '\n1 CHAR UTF-8\r', '\n0 TRLR\r\n');
    expect(lines.map((line) => line.lineNumber)).toEqual([1, 2, 3]);
    expect(warnings).toEqual([]);
  });

  it('joins a line split between chunks', () => {
    const { lines } = split('0 HEAD\n1 NO', 'TE split ', 'across chunks\n');
    expect(lines[1]).toMatchObject({ tag: 'NOTE', value: 'split across chunks' });
  });

  it('keeps the value after the one delimiter space, and tolerates extra spaces before the tag', () => {
    const { lines, warnings } = split('0  _PUBLISH\n1 CONC  two leading spaces\n  1   NOTE x');
    expect(lines.map((line) => [line.tag, line.value])).toEqual([
      ['_PUBLISH', ''],
      ['CONC', ' two leading spaces'],
      ['NOTE', 'x'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns about blank lines, level jumps and lines that are not GEDCOM, and goes on', () => {
    const { lines, warnings } = split('0 @I1@ INDI\n\n   \n3 NAME A /B/\nstray text\nmore\n1 SEX M');
    expect(lines.map((line) => [line.lineNumber, line.level, line.tag, line.value])).toEqual([
      [1, 0, 'INDI', ''],
      [4, 1, 'NAME', 'A /B/'],
      [5, 2, 'CONT', 'stray text'],
      [6, 2, 'CONT', 'more'],
      [7, 1, 'SEX', 'M'],
    ]);
    expect(warnings.map((warning) => warning.line)).toEqual([2, 3, 4, 5, 6]);
    expect(warnings[2]!.message).toBe('Level 3 after level 0; read as level 1.');
  });

  it('skips junk before the first line', () => {
    const { lines, warnings } = split('garbage\n0 HEAD\n');
    expect(lines).toHaveLength(1);
    expect(warnings).toEqual([{ line: 1, message: 'Not a GEDCOM line; skipped.' }]);
  });
});
