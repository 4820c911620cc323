import { randomUUID } from 'node:crypto';
import { collectionImports } from '@society/db/api-imports-schema';
import { eq } from 'drizzle-orm';
import { listeningPid } from '../support/listening-pid.ts';
import { apiDb, expect, signIn, test } from '../support/members.ts';
import { stack } from '../support/stack.ts';
import { holdTreeWrites, uploadTree } from '../support/staff-imports.ts';

// Kills the api under npm start: runs with the operations project, alone, after everything else.
const RECOVERY = { timeout: 60_000 };

test('a GEDCOM import survives the api being killed mid-import: the next api resumes it', async ({
  page,
  makeAccount,
}) => {
  test.slow();
  const uid = `e2e-restart-${randomUUID().slice(0, 8)}`;
  await signIn(page, await makeAccount(['member', 'staff']));
  await page.goto('/staff/imports');
  const job = async () =>
    (await apiDb().select().from(collectionImports).where(eq(collectionImports.collectionUid, uid)))[0];

  const held = await holdTreeWrites();
  let form: Awaited<ReturnType<typeof uploadTree>>;
  try {
    form = await uploadTree(page, uid, `${uid}.ged`);
    await expect(form.getByRole('progressbar', { name: /^Processing: (?!waiting)/ })).toBeVisible();
    await expect.poll(async () => (await job())?.status).toBe('running');

    const killed = await listeningPid(stack.apiPort);
    expect(killed).not.toBeNull();
    process.kill(killed!, 'SIGKILL');
    await expect.poll(async () => (await listeningPid(stack.apiPort)) ?? killed, RECOVERY).not.toBe(killed);
    // The new api found the import without a worker and runs it again from the uploaded file.
    await expect.poll(async () => (await job())?.attempts, RECOVERY).toBe(2);
  } finally {
    await held.release();
  }
  await expect(form.getByRole('status')).toHaveText(`${uid}.ged is imported with 1 warning.`, RECOVERY);
  expect(await job()).toMatchObject({ status: 'done', attempts: 2, people: 2, families: 1 });
  const row = page
    .getByRole('table', { name: 'Imports, newest first' })
    .getByRole('row', { name: new RegExp(uid) });
  await expect(row).toContainText('Restarted after the server stopped (2 attempts).');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Remove the import of ${uid}.ged` }).click();
  await expect(row).toContainText('Removed');
});
