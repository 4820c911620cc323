import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium drives the browser tests; it is installed with apt-get when missing. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Chromium from Debian packages (once per machine)…');
  aptInstall(['chromium', 'fonts-dejavu-core']);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}.`);
}
