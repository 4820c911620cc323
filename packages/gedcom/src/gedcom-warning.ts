/** A problem in the input that was repaired or skipped; parsing always goes on. */
export type GedcomWarning = {
  /** 1-based physical line number, or null for whole-file problems. */
  line: number | null;
  message: string;
};
