import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The external test data: third-party GEDCOM files and name lists, used as an extra conformance
 * layer on top of the project's own fixtures and never copied into the repository. It is read in
 * place from `SOCIETY_TESTDATA_DIR`, else from `shared/testdata` beside the checkout; it holds
 * `gedcom/` (or `GEDCOM_CORPUS_DIR`) and `names/` (or `NAMES_TESTDATA_DIR`).
 */
export function testdataDir(): string {
  return (
    process.env.SOCIETY_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/testdata')
  );
}

/** The GEDCOM corpus folder (it may be missing: see `externalTestdata`). */
export function corpusDir(): string {
  return process.env.GEDCOM_CORPUS_DIR ?? path.join(testdataDir(), 'gedcom');
}

/** The name lists folder (it may be missing: see `externalTestdata`). */
export function namesDir(): string {
  return process.env.NAMES_TESTDATA_DIR ?? path.join(testdataDir(), 'names');
}

/** Each external data set's folder, or null when it is not there (its suites are then skipped). */
export function externalTestdata(): { gedcom: string | null; names: string | null } {
  const present = (dir: string) => (existsSync(dir) ? dir : null);
  return { gedcom: present(corpusDir()), names: present(namesDir()) };
}
