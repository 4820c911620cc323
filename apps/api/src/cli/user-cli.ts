import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isScope, SCOPES } from '@society/contract/scopes';
import { openProjectDatabases } from '@society/db/embedded';
import { connectApiDb } from '../api-db.ts';
import { runUserCommand } from './user-commands.ts';

const usage = `Usage: npm run user -- <command>
  create <email> <name> [--scope member] [--scope staff]   prints a generated password unless USER_PASSWORD is set
  set-password <email>                                       USER_PASSWORD, or a generated one that is printed
  grant-scope <email> <scope>
  revoke-scope <email> <scope>
  disable <email>
  reset-two-factor <email>                                   removes two-step sign-in (lost phone and codes); signs out
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
  try {
    return (
      (await runUserCommand(db, {
        command,
        email,
        third,
        scopes: values.scope ?? [],
        password,
      })) ?? usage
    );
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
