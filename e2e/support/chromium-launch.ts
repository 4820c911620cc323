import { CHROMIUM } from '../../scripts/lib/ensure-chromium.ts';

/**
 * Debian's Chromium as every browser suite launches it: headless, no sandbox (containers), and no
 * background traffic, which a machine without outside network answers with refused connections.
 */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
