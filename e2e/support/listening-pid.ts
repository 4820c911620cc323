import { readdir, readFile, readlink } from 'node:fs/promises';

/** The socket inode listening on `port` (any address), from the kernel's tables. */
async function listeningInode(port: number): Promise<string | null> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') return fields[9] ?? null;
    }
  }
  return null;
}

/** The process listening on a local TCP port (Linux), or null. */
export async function listeningPid(port: number): Promise<number | null> {
  const inode = await listeningInode(port);
  if (!inode) return null;
  const socket = `socket:[${inode}]`;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fds = await readdir(`/proc/${entry}/fd`).catch(() => []);
    for (const fd of fds) {
      if ((await readlink(`/proc/${entry}/fd/${fd}`).catch(() => '')) === socket) return Number(entry);
    }
  }
  return null;
}
