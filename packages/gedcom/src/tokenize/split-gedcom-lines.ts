import type { GedcomWarning } from '../gedcom-warning.ts';
import { scanLine } from './scan-line.ts';

/** One physical line: `level [@xref@] TAG [value]`. The value is raw (no `@@` unescaping). */
export type GedcomLine = {
  lineNumber: number;
  level: number;
  xref: string | null;
  tag: string;
  value: string;
};

/** GEDCOM 7 has no line length limit; past this a line is cut so memory stays bounded. */
export const MAX_LINE_LENGTH = 1 << 20;

/**
 * Splits decoded text into GEDCOM lines, chunk by chunk (CR, LF and CRLF, also when a CRLF
 * straddles two chunks), and parses each line tolerantly: blank lines are skipped, a line
 * that is not GEDCOM becomes a continuation (CONT) of the line before, a level that jumps
 * is clamped. Every repair is a warning with its line number.
 */
export class GedcomLineSplitter {
  private carry = '';
  private carryTooLong = false;
  private skipLineFeed = false;
  private lineNumber = 0;
  private previousLevel = -1;
  private last: GedcomLine | null = null;
  /** Whether the text being split has a NUL character at all (one native scan per chunk). */
  private checkNul = false;

  constructor(private readonly warn: (warning: GedcomWarning) => void) {}

  push(text: string, out: GedcomLine[]): void {
    this.checkNul = text.indexOf('\u0000') !== -1 || this.carry.indexOf('\u0000') !== -1;
    let start = 0;
    if (this.skipLineFeed && text.length > 0) {
      if (text.charCodeAt(0) === 10) start = 1;
      this.skipLineFeed = false;
    }
    const length = text.length;
    for (let i = start; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code !== 10 && code !== 13) continue;
      const piece = text.slice(start, i);
      const line = this.carry.length > 0 ? this.carry + piece : piece;
      this.carry = '';
      this.parse(line, out);
      if (code === 13) {
        if (i + 1 < length) {
          if (text.charCodeAt(i + 1) === 10) i++;
        } else this.skipLineFeed = true;
      }
      start = i + 1;
    }
    if (start < length) this.append(text.slice(start));
  }

  /** Flushes the last line (a file need not end with a line break). */
  end(out: GedcomLine[]): void {
    this.checkNul = this.carry.indexOf('\u0000') !== -1;
    if (this.carry.length > 0 || this.carryTooLong) this.parse(this.carry, out);
    this.carry = '';
  }

  private append(rest: string): void {
    if (this.carryTooLong) return;
    this.carry += rest;
    if (this.carry.length > MAX_LINE_LENGTH) {
      this.carry = this.carry.slice(0, MAX_LINE_LENGTH);
      this.carryTooLong = true;
    }
  }

  private parse(raw: string, out: GedcomLine[]): void {
    const lineNumber = ++this.lineNumber;
    if (this.carryTooLong) {
      this.carryTooLong = false;
      this.warn({ line: lineNumber, message: `Line longer than ${MAX_LINE_LENGTH} characters; cut.` });
    }
    const text = this.checkNul && raw.includes('\u0000') ? this.dropNul(raw, lineNumber) : raw;
    const scanned = scanLine(text);
    if (!scanned) {
      if (text.trim() === '') {
        this.warn({ line: lineNumber, message: 'Blank line skipped.' });
        return;
      }
      const previous = this.last;
      if (!previous) {
        this.warn({ line: lineNumber, message: 'Not a GEDCOM line; skipped.' });
        return;
      }
      this.warn({
        line: lineNumber,
        message: 'Not a GEDCOM line; kept as a continuation of the line before.',
      });
      const continued = previous.tag === 'CONT' || previous.tag === 'CONC';
      const line = {
        lineNumber,
        level: previous.level + (continued ? 0 : 1),
        xref: null,
        tag: 'CONT',
        value: text,
      };
      this.previousLevel = line.level;
      this.last = line;
      out.push(line);
      return;
    }
    const line = scanned as GedcomLine;
    line.lineNumber = lineNumber;
    let level = line.level;
    if (level > this.previousLevel + 1) {
      this.warn({
        line: lineNumber,
        message: `Level ${level} after level ${this.previousLevel}; read as level ${this.previousLevel + 1}.`,
      });
      level = this.previousLevel + 1;
    }
    this.previousLevel = level;
    line.level = level;
    this.last = line;
    out.push(line);
  }

  /** PostgreSQL text cannot hold NUL (U+0000): it is dropped so the rest of the value is kept. */
  private dropNul(line: string, lineNumber: number): string {
    const kept = line.replaceAll('\u0000', '');
    const dropped = line.length - kept.length;
    this.warn({
      line: lineNumber,
      message: `${dropped === 1 ? 'A NUL character' : `${dropped} NUL characters`} removed from the line.`,
    });
    return kept;
  }
}
