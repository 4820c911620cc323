/**
 * An input refused as a whole (not GEDCOM at all, a tree without individuals): nothing is stored
 * and the collection it named is left as it was. The message says what is wrong with the file.
 */
export class RefusedImportError extends Error {
  constructor(reason: string) {
    super(`${reason} Nothing was imported or changed.`);
    this.name = 'RefusedImportError';
  }
}
