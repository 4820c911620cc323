import { auditLog, users } from '@society/db/api-schema';
import { useTestDatabase } from '@society/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { commandLineActor, recordAudit } from '../../src/audit/record-audit.ts';
import { createUser } from '../../src/users/user-repository.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const entry = {
  action: 'account.scope-granted',
  subjectType: 'account',
  subjectId: 7,
  summary: 'Granted staff',
};

describe('the audit log', () => {
  it('commits with the change it records, or not at all', async () => {
    await db
      .transaction(async (tx) => {
        await recordAudit(tx, commandLineActor('npm run user'), entry);
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await db.select().from(auditLog)).toEqual([]);

    await db.transaction((tx) => recordAudit(tx, commandLineActor('npm run user'), entry));
    const [line] = await db.select().from(auditLog);
    expect(line).toMatchObject({ actorId: null, actorEmail: '(npm run user)', subjectId: '7', before: null });
  });

  it('still reads when the account that acted is gone', async () => {
    const actor = await createUser(db, {
      email: 'gone@example.org',
      name: 'Gone',
      password: 'long enough secret',
    });
    await recordAudit(
      db,
      { id: actor.id, email: actor.email },
      { ...entry, before: { capacity: 40 }, after: { capacity: 30 } },
    );
    await db.delete(users).where(eq(users.id, actor.id));
    const lines = await db.select().from(auditLog).where(eq(auditLog.actorEmail, 'gone@example.org'));
    expect(lines).toMatchObject([{ actorId: null, before: { capacity: 40 }, after: { capacity: 30 } }]);
  });
});
