import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSetupError } from '../errors.ts';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readProc = (pid: number, file: string) => readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => '');

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A crash (or SIGKILL) of the process that started PostgreSQL leaves `postmaster.pid` behind, and
 * possibly the server itself, orphaned. A lock whose process is gone, or belongs to something other
 * than a postgres server (PID reuse), is removed. An orphaned server of this cluster is shut down.
 * A server still owned by a live parent belongs to another running start, and is left alone.
 */
export async function recoverStaleLock(clusterDir: string): Promise<void> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const lock = await readFile(lockFile, 'utf8').catch(() => null);
  if (lock === null) return;
  const pid = Number(lock.split('\n')[0]);
  const cmdline = Number.isInteger(pid) && pid > 0 && isAlive(pid) ? await readProc(pid, 'cmdline') : '';
  if (!cmdline.includes('postgres')) {
    await unlink(lockFile).catch(() => {});
    return;
  }
  const stat = await readProc(pid, 'stat');
  const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const parentCmd = parentPid > 1 ? await readProc(parentPid, 'cmdline') : '';
  if (parentPid > 1 && parentCmd.includes('node')) {
    throw new DatabaseSetupError(
      `PostgreSQL is already running on ${clusterDir} (pid ${pid}, started by process ${parentPid}): stop the other start first.`,
    );
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    throw new DatabaseSetupError(`An orphaned PostgreSQL (pid ${pid}) on ${clusterDir} did not stop.`);
  }
}
