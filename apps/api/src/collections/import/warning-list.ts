import type { ImportWarning } from './importer.ts';

const KEPT = 1_000;

/** Collects an import's warnings: the first 1,000 kept in line order, all of them counted. */
export class WarningList {
  private readonly kept: ImportWarning[] = [];
  count = 0;

  add = (warning: ImportWarning): void => {
    this.count += 1;
    if (this.kept.length < KEPT) this.kept.push(warning);
  };

  result(): { warnings: ImportWarning[]; warningCount: number } {
    const warnings = [...this.kept].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { warnings, warningCount: this.count };
  }
}
