import { describe, expect, it } from 'vitest';
import { startChild, waitUntilServing } from './child-service.ts';

describe('a child service that fails to start', () => {
  it('is explained by its last lines, even when its output was hidden', async () => {
    const script =
      "console.log('starting'); console.error('Error: listen EADDRINUSE 127.0.0.1:3160'); process.exit(1);";
    const child = startChild('api-1', ['-e', script], { cwd: process.cwd(), env: process.env, quiet: /./ });
    // Nothing listens on port 9 (discard): only the child's exit can end the wait.
    const failed = waitUntilServing('http://127.0.0.1:9/ready', child, 30_000);
    await expect(failed).rejects.toThrow(
      /^api-1 stopped while starting\.\nIts last lines:\n {2}starting\n {2}Error: listen EADDRINUSE/,
    );
    expect(await child.exited).toBe(1);
  });
});
