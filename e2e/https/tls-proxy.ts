import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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
  return { nginx, ...tls };
}
