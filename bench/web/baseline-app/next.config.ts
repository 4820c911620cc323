import type { NextConfig } from 'next';
import { securityHeaders } from '../../../apps/web/src/lib/security-headers.ts';

/**
 * `/site-headers` is the baseline page sent with the site's own security headers. One of them
 * changes what the browser does: `Cross-Origin-Opener-Policy` makes the navigation from
 * Lighthouse's `about:blank` change renderer process, which doubles the task that commits it (15
 * to 37 ms observed, measured on this page). The site has to send it; the page measures what the
 * framework costs under the same deployment.
 */
const config: NextConfig = {
  async headers() {
    return [{ source: '/site-headers', headers: securityHeaders(new URL('http://localhost/api/v2'), false) }];
  },
};

export default config;
