// Attack checklist I (docs/developers/security-checklist.md): timing-safe comparisons.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sessions, users } from '@society/db/api-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sameSecret } from '../src/http/same-secret.ts';
import { createUser } from '../src/users/user-repository.ts';
import { buildTestApi, signIn, type TestApi } from './api-test-app.ts';

const SOURCE = path.resolve(import.meta.dirname, '../src');
/** Names that hold secrets or their digests. */
const SECRET_NAME = /token|password|secret|csrf|xsrf|hash|digest/i;
/** An operand that is not a secret: a string literal, `undefined`, `null`, a number, or a length. */
const HARMLESS = /^(?:'.*'|".*"|`.*`|undefined|null|\d+|.*\.length)$/;
const COMPARISON = /([\w.$#[\]'"`]+)\s*[!=]==?\s*([\w.$#[\]'"`]+)/g;

/** True when the line compares a secret with `==`/`===` (or their negations) against anything but a constant. */
function comparesSecret(line: string): boolean {
  for (const [, left, right] of line.matchAll(COMPARISON)) {
    const operands = [left!, right!];
    if (operands.some((operand) => HARMLESS.test(operand))) continue;
    if (operands.some((operand) => SECRET_NAME.test(operand))) return true;
  }
  return false;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let api: TestApi;

beforeAll(async () => {
  api = await buildTestApi();
  await createUser(api.services.db, { email: 'ada@example.org', name: 'Ada', password: 'ada password 12' });
});

describe('I. timing-safe comparisons', () => {
  it('I1 sameSecret compares digests of equal length in constant time: equal, different, different lengths', () => {
    expect(sameSecret('a'.repeat(40), 'a'.repeat(40))).toBe(true);
    expect(sameSecret('a'.repeat(40), `${'a'.repeat(39)}b`)).toBe(false);
    expect(sameSecret('short', 'a'.repeat(40))).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });

  it('I2 no source file of the api compares a secret with === or !== (only sameSecret, hashes in SQL, or argon2 verify)', async () => {
    const offences: string[] = [];
    for (const file of await sourceFiles(SOURCE)) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (comparesSecret(line))
          offences.push(`${path.relative(SOURCE, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offences).toEqual([]);
  });

  it('I2 the rule catches what it is meant to catch', () => {
    for (const line of [
      'if (given === session.csrfToken) return;',
      'return request.body.password !== request.body.password_confirmation;',
      'if (row.tokenHash == hashOf(token)) ok();',
      'if (expected === xsrfHeader) {',
    ])
      expect(comparesSecret(line), line).toBe(true);
    for (const line of [
      "if (typeof body.password !== 'string' || body.password === '')",
      'if (token.length === 40) {',
      'const a = b === c;',
    ])
      expect(comparesSecret(line), line).toBe(false);
  });

  it('I3 session ids are stored and looked up only as their SHA-256', async () => {
    const member = await signIn(api, 'ada@example.org', 'ada password 12');
    const id = member.jar.cookies.get('society_session')!;
    const rows = await api.services.db.select().from(sessions);
    expect(rows.some((row) => row.idHash === createHash('sha256').update(id).digest('base64url'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it('I4 passwords are verified by argon2id with OWASP parameters, never compared', async () => {
    const [ada] = await api.services.db.select().from(users).where(eq(users.email, 'ada@example.org'));
    expect(ada?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
