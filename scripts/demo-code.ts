/**
 * `npm run demo-code`: the current two-step sign-in code of the demo staff account, for trying the
 * demo without an authenticator app. Reads the key `npm start` made in the data folder (never
 * present in production, where no demo accounts are seeded).
 */
import { DEMO_EMAILS } from '@society/api/seed';
import { totpCode } from '@society/api/totp';
import { loadStartConfig } from './lib/start-env.ts';

const config = await loadStartConfig();
if (!config.demoStaffTotpSecret) {
  console.error('No demo key yet: run `npm start` once first.');
  process.exit(1);
}
const now = Date.now();
const secondsLeft = 30 - (Math.floor(now / 1000) % 30);
console.log(
  `${totpCode(config.demoStaffTotpSecret, now)}  (code for ${DEMO_EMAILS[1]}, valid for about ${secondsLeft} more seconds)`,
);
