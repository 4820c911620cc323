import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of one process in ms, from /proc (0 when it is gone). */
function cpuMsOf(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const parentOf = (pid: string) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  } catch {
    return undefined;
  }
};

/**
 * CPU time used so far by a PostgreSQL server's processes (postmaster, backends, WAL writer,
 * checkpointer), so the benchmark can state the database's CPU cost per person whatever else
 * the machine is running. Linux only; `null` elsewhere.
 */
export function postgresCpuMs(clusterDir: string): number | null {
  try {
    const postmaster = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    let total = cpuMsOf(postmaster);
    for (const pid of readdirSync('/proc'))
      if (/^\d+$/.test(pid) && parentOf(pid) === postmaster) total += cpuMsOf(pid);
    return total;
  } catch {
    return null;
  }
}
