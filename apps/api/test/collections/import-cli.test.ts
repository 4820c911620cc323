import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { testServerUrl } from '@society/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORGANS } from './gedcom-import-fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const cli = path.join(repoRoot, 'apps/api/src/cli/import-cli.ts');
/**
 * Loaded before the CLI: as the process exits it prints the CommonJS modules it loaded (sharp,
 * argon2 and yaml are CommonJS), so the test sees what the CLI's start paid for.
 */
const probe = `data:text/javascript,${encodeURIComponent(
  "import { createRequire } from 'node:module'; const cache = createRequire('file:///probe.js').cache; process.on('exit', () => process.stderr.write('loaded: ' + JSON.stringify(Object.keys(cache)) + '\\n'));",
)}`;

/** `npm run import` as it runs (node with tsx), on the tests' PostgreSQL server. */
const runCli = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--import', probe, cli, ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: testServerUrl() } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });

const loadedPackages = (stderr: string) => {
  const line = stderr.split('\n').find((text) => text.startsWith('loaded: '));
  const files = JSON.parse(line?.slice('loaded: '.length) ?? '[]') as string[];
  return new Set(files.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1]));
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'import-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run import', () => {
  it('imports a small GEDCOM file without loading what only other kinds need', {
    timeout: 120_000,
  }, async () => {
    const file = path.join(dir, 'morgans.ged');
    await writeFile(file, MORGANS);
    const run = await runCli('gedcom', file, '--collection', 'cli-morgans');
    expect(run.stdout).toContain(`Imported ${file}: people 5, families 1`);
    expect(run.code).toBe(0);
    // sharp (images), argon2 (the user module's sign-in decoy) and yaml (mapping files) cost the
    // start more than the import of a small file; they load only when a kind needs them.
    const loaded = loadedPackages(run.stderr);
    expect(loaded.has('pg')).toBe(true);
    for (const name of ['sharp', 'argon2', 'yaml']) expect(loaded.has(name)).toBe(false);
  });

  it('refuses a file that is not GEDCOM: exit code 1 and what the file is', {
    timeout: 120_000,
  }, async () => {
    const file = path.join(dir, 'morgans.ged.gz');
    await writeFile(file, gzipSync(MORGANS));
    const run = await runCli('gedcom', file, '--collection', 'cli-gzipped');
    expect(run.stderr).toContain('This is not a GEDCOM file: it looks like a gzip file');
    expect(run.code).toBe(1);
  });
});
