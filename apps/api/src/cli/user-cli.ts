import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isScope, SCOPES } from '@society/contract/scopes';
import { users } from '@society/db/api-schema';
import { openProjectDatabases } from '@society/db/embedded';
import { sql } from 'drizzle-orm';
import { type ApiTx, connectApiDb } from '../api-db.ts';
import { type AuditEntry, commandLineActor, recordAudit } from '../audit/record-audit.ts';
import { createUser, grantScope, revokeScope, setDisabled, setPassword } from '../users/user-repository.ts';

const usage = `Usage: npm run user -- <command>
  create <email> <name> [--scope member] [--scope staff]   prints a generated password unless USER_PASSWORD is set
  set-password <email>                                       USER_PASSWORD, or a generated one that is printed
  grant-scope <email> <scope>
  revoke-scope <email> <scope>
  disable <email>
Scopes: ${SCOPES.join(', ')}.
Uses DATABASE_URL when set, else the embedded PostgreSQL in .data/ (DATA_DIR).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { scope: { type: 'string', multiple: true } },
});
const [command, email, third] = positionals;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function password(): { value: string; generated: boolean } {
  const given = process.env.USER_PASSWORD;
  if (given && given.length < 12) throw new Error('USER_PASSWORD must be at least 12 characters.');
  return given
    ? { value: given, generated: false }
    : { value: randomBytes(12).toString('base64url'), generated: true };
}

/** A mistyped scope would be stored and silently grant nothing: refuse it before connecting. */
function unknownScope(): string | null {
  const given = [...(values.scope ?? []), ...(command?.endsWith('-scope') && third ? [third] : [])];
  const unknown = given.find((scope) => !isScope(scope));
  return unknown === undefined ? null : `Unknown scope ${unknown}: use one of ${SCOPES.join(', ')}.`;
}

async function run(): Promise<string> {
  if (!command || !email) return usage;
  const refused = unknownScope();
  if (refused) throw new Error(refused);
  const databases = await openProjectDatabases({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, process.env.DATA_DIR || '.data'),
  });
  const db = connectApiDb(databases.urls.api, 2);
  const found = (ok: boolean, done: string) => (ok ? done : `No user with the e-mail ${email}.`);
  /** The change and its audit line in one transaction; nothing is recorded when nothing changed. */
  const audited = (
    change: (tx: ApiTx) => Promise<boolean>,
    entry: Omit<AuditEntry, 'subjectType' | 'subjectId'>,
  ) =>
    db.transaction(async (tx) => {
      const changed = await change(tx);
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (changed && user)
        await recordAudit(tx, commandLineActor(`npm run user ${command}`), {
          ...entry,
          subjectType: 'account',
          subjectId: user.id,
        });
      return changed;
    });
  try {
    if (command === 'create' && third) {
      const secret = password();
      const scopes = values.scope ?? [];
      let id = 0;
      await audited(
        async (tx) => {
          id = (await createUser(tx, { email, name: third, password: secret.value, scopes })).id;
          return true;
        },
        { action: 'account.created', summary: `Created ${email}`, after: { name: third, email, scopes } },
      );
      return `Created user ${id} <${email}>${secret.generated ? ` with password ${secret.value}` : ''}.`;
    }
    if (command === 'set-password') {
      const secret = password();
      return found(
        await audited((tx) => setPassword(tx, email, secret.value), {
          action: 'account.password-set',
          summary: `Set the password of ${email}`,
        }),
        `Password changed${secret.generated ? `: ${secret.value}` : '.'}`,
      );
    }
    if (command === 'grant-scope' && third)
      return found(
        await audited((tx) => grantScope(tx, email, third), {
          action: 'account.scope-granted',
          summary: `Granted ${third} to ${email}`,
        }),
        `Granted ${third} to ${email}.`,
      );
    if (command === 'revoke-scope' && third)
      return found(
        await audited((tx) => revokeScope(tx, email, third), {
          action: 'account.scope-revoked',
          summary: `Revoked ${third} from ${email}`,
        }),
        `Revoked ${third} from ${email}.`,
      );
    if (command === 'disable')
      return found(
        await audited((tx) => setDisabled(tx, email, true), {
          action: 'account.disabled',
          summary: `Disabled ${email}`,
          after: { disabled: true },
        }),
        `Disabled ${email}.`,
      );
    return usage;
  } finally {
    await db.$client.end();
    await databases.stop();
  }
}

try {
  console.log(await run());
} catch (error) {
  // Drizzle wraps driver errors, and their messages carry the query parameters (the password
  // hash): print only what the operator can act on.
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === '23505') console.error(`A user with the e-mail ${email} already exists.`);
  else if (cause) console.error(`The database refused the change (${cause.code ?? 'unknown error'}).`);
  else console.error((error as Error).message);
  process.exit(1);
}
