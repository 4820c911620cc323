import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX } from '../../scripts/lib/ensure-nginx.ts';
import { nginxConfig, type ProxiedServer } from './nginx-config.ts';

/** A self-signed certificate for localhost, made for this run (browsers are told to accept it). */
function makeCertificate(dir: string) {
  const certificate = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/**
 * nginx in the foreground (a child of the caller, stopped with it), its configuration, temporary
 * files and a new certificate in `dir`, terminating TLS for each server in front of its upstream.
 */
export function startTlsProxy(dir: string, servers: ProxiedServer[]) {
  for (const sub of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  const tls = makeCertificate(dir);
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ dir, ...tls, servers }));
  const nginx = spawn(NGINX, ['-p', dir, '-c', config, '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  /** nginx's worker processes (children of its master) as listed by the kernel. */
  const workers = () =>
    readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  /**
   * Takes the instances listening on `down` out of their groups (none: all back in) with a graceful
   * reload, and resolves once the old workers have finished what they were sending: from then on no
   * request can reach those instances, so stopping one fails nothing.
   */
  async function setDown(down: readonly number[]) {
    const before = workers();
    writeFileSync(config, nginxConfig({ dir, ...tls, servers, down }));
    nginx.kill('SIGHUP');
    const deadline = Date.now() + 30_000;
    while (before.some((pid) => existsSync(`/proc/${pid}`) && workers().includes(pid))) {
      if (Date.now() > deadline) throw new Error('nginx did not finish its reload within 30 s.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { nginx, setDown, ...tls };
}
