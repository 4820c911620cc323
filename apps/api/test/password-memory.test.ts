import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVICE_MALLOC_ENV } from '../../../scripts/lib/child-service.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Sign-ins' password checks, several at once and in rounds, in a process of their own: how far its
 * resident memory ends above where it was after the first check, in MiB.
 */
async function growthAfterSignIns(env: NodeJS.ProcessEnv): Promise<number> {
  const script = `
    import { hashPassword, verifyPassword } from './src/users/password.ts';
    const rss = () => process.memoryUsage().rss / 2 ** 20;
    const hash = await hashPassword('correct horse');
    const before = rss();
    for (let round = 0; round < 4; round += 1)
      await Promise.all(Array.from({ length: 8 }, () => verifyPassword(hash, 'correct horse')));
    process.stdout.write(String(rss() - before));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: apiDir, env: { ...process.env, MALLOC_MMAP_THRESHOLD_: undefined, ...env } },
  );
  return Number(stdout.trim());
}

// glibc's setting; musl (Alpine) keeps no such arenas and ignores it.
const glibc = Boolean(
  (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
    ?.glibcVersionRuntime,
);
describe.runIf(glibc)("the api's memory after concurrent sign-ins", () => {
  it('returns to where it was with the services’ malloc setting, and keeps tens of MiB without it', async () => {
    const [tuned, untuned] = await Promise.all([
      growthAfterSignIns(SERVICE_MALLOC_ENV),
      growthAfterSignIns({}),
    ]);
    expect(tuned).toBeLessThan(10);
    // Without it each threadpool thread keeps a 19 MiB block: the setting is what the test proves.
    expect(untuned).toBeGreaterThan(30);
  });
});
