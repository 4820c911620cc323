// Next.js loads its cache handler with a plain `import()` at run time, outside the TypeScript
// build, so this module is JavaScript.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const PAGE_KINDS = new Set(['APP_PAGE', 'PAGES']);

/**
 * Next.js's own page cache (memory and `.next`), less one thing: a not-found answer for an address
 * that never had a page is not stored. Otherwise every made-up address under a dynamic route
 * (a crawler, an attacker) writes about 100 KB to disk, without bound. A page that was cached and
 * is gone now (its document deleted) still has its not-found answer stored, replacing the page;
 * those are as many as the pages ever published.
 */
export default class NotFoundAwareCache extends FileSystemCache {
  /**
   * @param {string} key
   * @param {{ kind?: string, status?: number } | null} data
   * @param {{ isRoutePPREnabled?: boolean, isFallback?: boolean }} ctx
   */
  async set(key, data, ctx) {
    if (data && PAGE_KINDS.has(data.kind ?? '') && data.status === 404) {
      const cached = await this.get(key, {
        kind: data.kind,
        isRoutePPREnabled: ctx.isRoutePPREnabled ?? false,
        isFallback: false,
      }).catch(() => null);
      if (!cached?.value) return;
    }
    return super.set(key, data, ctx);
  }
}
