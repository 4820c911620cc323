import { auditLog } from '@society/db/api-schema';
import { useTestDatabase } from '@society/db/testing';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { runUserCommand } from '../../src/cli/user-commands.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const run = (command: string, email: string, third?: string, scopes: string[] = []) =>
  runUserCommand(db, {
    command,
    email,
    third,
    scopes,
    password: () => ({ value: 'a long enough password', generated: false }),
  });

describe('npm run user', () => {
  it('writes each change to the audit log under the command, and nothing for an unknown account', async () => {
    expect(await run('create', 'ada@example.org', 'Ada', ['member'])).toMatch(/^Created user \d+/);
    expect(await run('grant-scope', 'ada@example.org', 'staff')).toBe('Granted staff to ada@example.org.');
    expect(await run('revoke-scope', 'ada@example.org', 'staff')).toBe('Revoked staff from ada@example.org.');
    expect(await run('set-password', 'ada@example.org')).toBe('Password changed.');
    expect(await run('disable', 'ada@example.org')).toBe('Disabled ada@example.org.');
    expect(await run('grant-scope', 'nobody@example.org', 'staff')).toBe(
      'No user with the e-mail nobody@example.org.',
    );
    expect(await run('frobnicate', 'ada@example.org')).toBeNull();
    const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.actorId, row.actorEmail, row.action, row.subjectType])).toEqual([
      [null, '(npm run user create)', 'account.created', 'account'],
      [null, '(npm run user grant-scope)', 'account.scope-granted', 'account'],
      [null, '(npm run user revoke-scope)', 'account.scope-revoked', 'account'],
      [null, '(npm run user set-password)', 'account.password-set', 'account'],
      [null, '(npm run user disable)', 'account.disabled', 'account'],
    ]);
    expect(rows[0]?.after).toEqual({ name: 'Ada', email: 'ada@example.org', scopes: ['member'] });
  });
});
