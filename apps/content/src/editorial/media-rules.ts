/** What the media library takes: raster images and PDFs, each kind with its own size limit. */
export const MEDIA_KINDS = {
  image: {
    maxBytes: 10 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
  },
  pdf: { maxBytes: 20 * 1024 * 1024, types: ['application/pdf'] },
} as const;

export type MediaKind = keyof typeof MEDIA_KINDS;

/** The largest upload of any kind: the request body limit of the upload routes. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_KINDS).map((kind) => kind.maxBytes));

export const UPLOAD_CONTENT_TYPES = Object.values(MEDIA_KINDS).flatMap((kind) => [...kind.types]);

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const mediaMessages = {
  type: 'Only images (PNG, JPEG, WebP, AVIF, GIF) and PDF files can be uploaded.',
  empty: 'The file is empty.',
  tooLarge: (kind: MediaKind) =>
    `${kind === 'image' ? 'Images' : 'PDF files'} can be at most ${megabytes(MEDIA_KINDS[kind].maxBytes)}.`,
  notWhatItSays: 'The file is not the kind its name says; it may be damaged.',
  sameKind: 'A file can only be replaced by one of the same kind (an image by an image, a PDF by a PDF).',
  inUse: (count: number) =>
    `This file is used in ${count} ${count === 1 ? 'document' : 'documents'}; remove it from them before deleting it.`,
};

/** The kind of an uploaded file from its bytes, never from what the browser claims. */
export function sniffMedia(bytes: Buffer): { kind: MediaKind; contentType: string } | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  const ascii = (at: number, text: string) =>
    bytes.subarray(at, at + text.length).toString('latin1') === text;
  if (ascii(0, '%PDF-')) return { kind: 'pdf', contentType: 'application/pdf' };
  if (starts(0x89, 0x50, 0x4e, 0x47)) return { kind: 'image', contentType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { kind: 'image', contentType: 'image/jpeg' };
  if (ascii(0, 'GIF8')) return { kind: 'image', contentType: 'image/gif' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { kind: 'image', contentType: 'image/webp' };
  if (ascii(4, 'ftypavif')) return { kind: 'image', contentType: 'image/avif' };
  return null;
}

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** A stored name from the uploaded file's name: lower-case words, a short suffix, the true extension. */
export function mediaName(fileName: string, contentType: string, suffix: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'file'}-${suffix}.${extensions[contentType] ?? 'bin'}`;
}
