import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addEagerCompileHints, EAGER_COMPILE_HINT } from './eager-compile-hint.ts';

let dir: string;
const MAIN = 'static/chunks/main.js';
const RUNTIME = 'static/chunks/turbopack-runtime.js';
const ROUTE = 'static/chunks/route.js';
const code = (file: string) => `(globalThis.TURBOPACK ||= []).push(["${file}"]);\n`;
const read = (file: string) => readFile(path.join(dir, file), 'utf8');

async function writeBuild(manifest: unknown) {
  await mkdir(path.join(dir, 'static/chunks'), { recursive: true });
  for (const file of [MAIN, RUNTIME, ROUTE]) await writeFile(path.join(dir, file), code(file));
  await writeFile(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hint-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('addEagerCompileHints', () => {
  it('puts the hint on the first line of the scripts every page loads first, and only those', async () => {
    await writeBuild({ rootMainFiles: [MAIN, RUNTIME], polyfillFiles: ['static/chunks/polyfills.js'] });
    expect(await addEagerCompileHints(dir)).toEqual([MAIN, RUNTIME]);
    expect(await read(MAIN)).toBe(`${EAGER_COMPILE_HINT}\n${code(MAIN)}`);
    expect(await read(RUNTIME)).toBe(`${EAGER_COMPILE_HINT}\n${code(RUNTIME)}`);
    expect(await read(ROUTE)).toBe(code(ROUTE));
  });

  it('is V8’s magic comment, word for word', () => {
    expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('changes nothing the second time', async () => {
    await writeBuild({ rootMainFiles: [MAIN] });
    await addEagerCompileHints(dir);
    expect(await addEagerCompileHints(dir)).toEqual([]);
    expect(await read(MAIN)).toBe(`${EAGER_COMPILE_HINT}\n${code(MAIN)}`);
  });

  it('refuses a manifest that does not name the first-load scripts, touching nothing', async () => {
    await writeBuild({ pages: {} });
    await expect(addEagerCompileHints(dir)).rejects.toThrow(/names no rootMainFiles/);
    expect(await read(MAIN)).toBe(code(MAIN));
  });
});
