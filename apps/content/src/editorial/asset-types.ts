import path from 'node:path';

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

export const assetNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export const contentTypeOf = (name: string): string =>
  types[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

export const isRasterImage = (contentType: string) => /^image\/(png|jpeg|webp|avif|gif)$/.test(contentType);
