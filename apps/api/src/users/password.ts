import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const PASSWORD_HASHING = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, PASSWORD_HASHING);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the e-mail is unknown makes both failures take the same time, so
 * response timing does not reveal which addresses have accounts.
 */
export const decoyHash = hashPassword('decoy-password-never-matches');
