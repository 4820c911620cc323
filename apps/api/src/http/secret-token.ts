import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token of 240 bits: session ids, CSRF tokens, e-mailed single-use links. */
export const newSecretToken = (): string => randomBytes(30).toString('base64url');

/** What the database keeps of a token: its SHA-256, looked up by equality in SQL. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
