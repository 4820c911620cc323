import type { ImportWarning } from './importer.ts';

/** Warnings listed one by one in an import's result; the rest are summed up by kind. */
export const KEPT_WARNINGS = 1_000;
/**
 * Kinds summed up one by one past the listed warnings; further kinds are only counted, except
 * warnings about the whole file (no line), such as a truncated file's, which get twice the room.
 */
const KINDS = 100;

/** A warning's kind: its message with the particulars (numbers, quoted text) left out. */
const kindOf = (message: string) => message.replace(/"[^"]*"/g, '""').replace(/\d+/g, '#');

/**
 * Collects an import's warnings: the first `keep` listed in line order, all of them counted. Past
 * that, each kind of warning is still reported once, as its first occurrence with `more` saying
 * how many others like it went unlisted, so a rare warning (a truncated file's, at the very end)
 * is never lost behind thousands of common ones.
 */
export class WarningList {
  private readonly listed: ImportWarning[] = [];
  private readonly unlisted = new Map<string, ImportWarning & { more: number }>();
  private otherKinds = 0;
  count = 0;

  constructor(private readonly keep = KEPT_WARNINGS) {}

  add = (warning: ImportWarning): void => {
    const others = warning.more ?? 0;
    this.count += 1 + others;
    if (this.listed.length < this.keep) {
      this.listed.push(warning);
      return;
    }
    const kind = kindOf(warning.message);
    const tally = this.unlisted.get(kind);
    if (tally) tally.more += 1 + others;
    else if (this.unlisted.size < (warning.line === null ? 2 * KINDS : KINDS))
      this.unlisted.set(kind, { ...warning, more: others });
    else this.otherKinds += 1 + others;
  };

  result(): { warnings: ImportWarning[]; warningCount: number } {
    const listed = [...this.listed].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const kinds = [...this.unlisted.values()].map(({ more, ...first }) =>
      more > 0 ? { ...first, more } : first,
    );
    if (this.otherKinds > 0)
      kinds.push({
        line: null,
        message: `${this.otherKinds.toLocaleString('en-GB')} more warnings of other kinds, not listed.`,
      });
    return { warnings: [...listed, ...kinds], warningCount: this.count };
  }
}
