import type { ImportWarning } from '../importer.ts';

/** Keeps the first 1,000 warnings (the import result's limit) and counts them all. */
export class WarningLog {
  static readonly KEPT = 1000;
  readonly kept: ImportWarning[] = [];
  count = 0;

  add(line: number | null, message: string): void {
    this.count++;
    if (this.kept.length < WarningLog.KEPT) this.kept.push({ line, message });
  }
}
