import type { Readable } from 'node:stream';
import type { ApiDb } from '../../api-db.ts';

/** What an importer says as it goes: the CLI draws a progress bar from it, the upload endpoint stores it. */
export type ImportProgress = {
  /** A short present-tense label: `Reading`, `Storing names`, `Tiling images`. */
  phase: string;
  /** Units done in this phase (bytes read, rows or people stored). */
  done: number;
  /** Units in this phase when known (e.g. the file's size in bytes), else null. */
  total: number | null;
  /** Warnings so far. */
  warnings: number;
};

/** A problem with one part of the input that the import skipped or repaired; never an abort. */
export type ImportWarning = {
  /** 1-based line (or CSV row) of the input, when there is one. */
  line: number | null;
  message: string;
  /** How many more warnings of this kind went unlisted (past the result's listed ones). */
  more?: number;
};

/** The collection an import loads into: created when its uid is new, else added to. */
export type ImportTarget = {
  uid: string;
  title: string;
  kind: 'record_set' | 'index' | 'memorial_cards' | 'family_tree' | 'birth_briefs';
  access: 'public' | 'members';
  description?: string;
  source?: string;
  citation?: string;
  /** A family tree's submitter (a user id): they and staff see its living people. */
  submittedBy?: number | null;
  /** A new collection is created hidden (staff and its submitter see it) when true. */
  hidden?: boolean;
  /** The staff upload (`collection_imports` row) the rows belong to. */
  importId?: number;
};

export type ImportOptions = {
  target: ImportTarget;
  /** Called often (at least every 1,000 units or 250 ms); must be cheap. */
  onProgress?: (progress: ImportProgress) => void;
  /** Aborting stops the import and rolls back what it had not committed. */
  signal?: AbortSignal;
};

export type ImportResult = {
  collectionId: number;
  /** Rows added to `records`. */
  records: number;
  /** Rows added to `people`. */
  people: number;
  /** Families (GEDCOM FAM) stored; 0 for other kinds. */
  families: number;
  /** Rows added to `name_occurrences`. */
  nameOccurrences: number;
  /** The first 1,000, then one per kind of those left out (`WarningList`); `warningCount` has them all. */
  warnings: ImportWarning[];
  warningCount: number;
};

/**
 * Every importer (GEDCOM, record-set CSV, name index, variants CSV) has this shape, so the CLI
 * (`npm run import`) and the staff upload endpoint treat them alike. An importer streams its input
 * (memory bounded whatever the file size), refreshes the collection's counts at the end
 * (`refreshCollectionCounts`), and reports bad input as warnings with line numbers.
 */
export type Importer = (db: ApiDb, input: Readable, options: ImportOptions) => Promise<ImportResult>;
