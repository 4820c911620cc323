/**
 * A file that is not text GEDCOM at all (empty, an image, an archive, XML, text without a header).
 * Reading on would only give an empty tree, so the reader stops before the first record and says
 * what the file seems to be instead.
 */
export class NotGedcomError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotGedcomError';
  }
}

/** Plainer names than file-type's extensions for what people mistake for a GEDCOM file. */
const KIND_NAMES: Record<string, string> = {
  gz: 'a gzip file (compressed: unpack it first)',
  zip: 'a ZIP archive (a GEDZIP file? unpack its .ged file first)',
  xml: 'an XML file (Gramps XML? export GEDCOM from the program instead)',
  bz2: 'a bzip2 file (compressed: unpack it first)',
  xz: 'an xz file (compressed: unpack it first)',
  '7z': 'a 7-Zip archive',
  pdf: 'a PDF document',
  jpg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  tif: 'a TIFF image',
  sqlite: 'an SQLite database',
  cfb: 'a Microsoft Office document',
};

/** Whether the text has a control character that text (GEDCOM or any other) does not have. */
function looksBinary(text: string): boolean {
  for (let at = 0; at < Math.min(text.length, 512); at++) {
    const code = text.charCodeAt(at);
    // Tab, form feed and escape occur in text files; CR and LF never reach here.
    if (code < 0x20 && code !== 0x09 && code !== 0x0c && code !== 0x1b) return true;
  }
  return false;
}

/**
 * Why the start of a file (`prefix`, raw bytes) that does not open with `0 HEAD` is not GEDCOM:
 * empty, a known binary format by its signature, binary data, or text without a GEDCOM header.
 */
export async function describeNotGedcom(prefix: Uint8Array, firstLine: string): Promise<NotGedcomError> {
  if (prefix.byteLength === 0 || firstLine === '') return new NotGedcomError('The file is empty.');
  // Loaded only here, for a file being refused: every import (and the CLI's start) skips it.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(prefix);
  if (type)
    return new NotGedcomError(
      `This is not a GEDCOM file: it looks like ${KIND_NAMES[type.ext] ?? `a ${type.ext.toUpperCase()} file (${type.mime})`}.`,
    );
  if (looksBinary(firstLine))
    return new NotGedcomError('This is not a GEDCOM file: it looks like binary data, not text.');
  const start = firstLine.length > 40 ? `${firstLine.slice(0, 40)}…` : firstLine;
  return new NotGedcomError(
    `This is not a GEDCOM file: no GEDCOM header (a GEDCOM file starts with "0 HEAD"; this one starts with "${start}").`,
  );
}
