import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '../lib/json-ld.ts';

/** Structured data for search engines, escaped so CMS text cannot end the script element. */
export function JsonLd({ data }: { data: WithContext<Thing> | null }) {
  if (!data) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &, so the JSON cannot leave the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
