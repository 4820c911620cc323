import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters of [A-Za-z0-9], like Prismic's document ids and refs (95 bits). */
export function newId(length = 16): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (let i = 0; id.length < length && i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 248) id += alphabet[byte % 62];
  }
  return id.length === length ? id : newId(length);
}
