import path from 'node:path';

/** The shared GEDCOM test corpus (`shared/testdata/gedcom` beside the repository), read in place. */
export function corpusDir(): string {
  return (
    process.env.GEDCOM_CORPUS_DIR ??
    path.resolve(import.meta.dirname, '../../../../../shared/testdata/gedcom')
  );
}
