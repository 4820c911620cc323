import { WarningList } from '../warning-list.ts';

/** The GEDCOM import's warnings (see `WarningList`), added by line and message. */
export class WarningLog {
  private readonly list = new WarningList();

  get count(): number {
    return this.list.count;
  }

  add(line: number | null, message: string): void {
    this.list.add({ line, message });
  }

  result() {
    return this.list.result();
  }
}
