import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadStartConfig } from '../../scripts/lib/start-env.ts';
import { stoppable } from '../lib/stop-on-exit.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** `webhookSecret`: the publish webhook's, which lets the bench expire every page (`settle-site.ts`). */
export type Site = { url: string; webDir: string; webhookSecret: string; stop(): Promise<void> };

/**
 * Runs the whole stack exactly as `npm start` does (embedded PostgreSQL, seed, content service,
 * api, a production `next build` when the sources or addresses changed, `next start`), with its
 * own ports (`port` to `port + 3`, idp-dev's included) and data folder. Its output goes to stderr;
 * resolves once it prints its addresses. It is stopped if the benchmark dies before `stop()`.
 */
export function startSite(port: number): Promise<Site> {
  const settings = {
    PORT: String(port),
    API_PORT: String(port + 1),
    CONTENT_PORT: String(port + 2),
    IDP_PORT: String(port + 3),
    DATA_DIR: '.data/bench-web',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...settings },
  });
  const { exited, stop } = stoppable(child);
  return new Promise((resolve, reject) => {
    void exited.then((code) => reject(new Error(`npm start exited with ${code} before the site was up.`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      process.stderr.write(`[site] ${line}\n`);
      if (!line.includes('Press Ctrl-C to stop.')) return;
      // The stack's own settings, read as `npm start` read them (its secrets are made by then).
      loadStartConfig(settings).then(({ webhookSecret }) => {
        resolve({
          url: `http://localhost:${port}`,
          webDir: path.join(root, 'apps/web'),
          webhookSecret,
          stop,
        });
      }, reject);
    });
  });
}
