import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../apps/web/src/lib/security-headers.ts';
import config from './next.config.ts';

describe('the baseline app', () => {
  it('sends the same page at /site-headers with the site’s security headers, Cross-Origin-Opener-Policy too', async () => {
    const source = readFileSync(new URL('app/site-headers/page.tsx', import.meta.url), 'utf8');
    expect(source).toContain("export { default } from '../page.tsx';");
    const rules = (await config.headers?.()) ?? [];
    expect(rules.map((rule) => rule.source)).toEqual(['/site-headers']);
    const sent = rules[0]?.headers ?? [];
    const site = securityHeaders(new URL('http://localhost/api/v2'), false);
    expect(sent.map((header) => header.key)).toEqual(site.map((header) => header.key));
    expect(sent).toContainEqual({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' });
  });
});
