import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for secrets at rest: the provider's tokens (`OIDC_TOKEN_KEY`) and authenticator keys
 * (`SECOND_FACTOR_KEY`). The additional data binds a sealed value to its row (a session's id hash,
 * a user's id), so a value copied into another row does not open.
 */
export class TokenCipher {
  readonly #key: Buffer;

  constructor(base64urlKey: string) {
    this.#key = Buffer.from(base64urlKey, 'base64url');
    if (this.#key.length !== 32) throw new Error('The token key must be 32 bytes.');
  }

  seal(value: unknown, boundTo: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv).setAAD(Buffer.from(boundTo));
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(value), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return [VERSION, iv.toString('base64url'), sealed.toString('base64url')].join('.');
  }

  /** Whether a stored value is sealed (`v1.…`) rather than plain text kept from before sealing. */
  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}.`);
  }

  /** Throws when the value was altered, sealed with another key, or belongs to another row. */
  open<T>(sealed: string, boundTo: string): T {
    const [version, iv, data] = sealed.split('.');
    if (version !== VERSION || !iv || !data) throw new Error('Not a sealed token value.');
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(boundTo))
      .setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as T;
  }
}
