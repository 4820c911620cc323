import type { Organization, Thing, WithContext } from 'schema-dts';

/** The society as publisher and organiser: its name and public address (SITE_NAME, SITE_URL). */
export type SiteIdentity = { name: string; url: string };

export const organization = (site: SiteIdentity): Organization => ({
  '@type': 'Organization',
  name: site.name,
  url: site.url,
});

const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` body. CMS text may hold `</script>` or `<!--`,
 * which would end or corrupt the element, so `<`, `>` and `&` are written as JSON escapes.
 */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}
