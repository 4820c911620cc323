import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's nginx is the TLS reverse proxy of the production-mode tests; installed when missing. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log('Installing nginx from Debian packages (once per machine)…');
  aptInstall(['nginx']);
  if (!existsSync(NGINX)) throw new Error(`nginx is still missing at ${NGINX}.`);
}
