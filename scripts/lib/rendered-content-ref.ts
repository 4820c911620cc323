import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { webDistDir } from './web-build.ts';

const refFile = () => path.join(webDistDir(), 'society-content-ref');

async function masterRef(endpoint: string, accessToken: string): Promise<string | null> {
  const url = new URL(endpoint);
  if (accessToken) url.searchParams.set('access_token', accessToken);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!response?.ok) return null;
  const { refs } = (await response.json()) as { refs?: { ref: string; isMasterRef?: boolean }[] };
  return refs?.find((ref) => ref.isMasterRef)?.ref ?? null;
}

type Site = { url: string; endpoint: string; accessToken: string; webhookSecret: string };

/**
 * The rendered pages in the build folder outlive a stop. When the content was published or imported while
 * the site was down, the publish webhook never came: send it now (no document ids = every page),
 * so visitors do not see the old content until the background safety-net regeneration.
 */
export async function refreshRenderedPagesIfContentChanged(site: Site): Promise<void> {
  const [current, rendered] = await Promise.all([
    masterRef(site.endpoint, site.accessToken),
    readFile(refFile(), 'utf8').catch(() => null),
  ]);
  if (!current || current === rendered) return;
  if (rendered !== null) {
    const response = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'api-update', secret: site.webhookSecret }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => null);
    if (!response?.ok) {
      console.warn('Content changed while the site was stopped; pages will catch up within 5 minutes.');
      return;
    }
    console.log('Content changed while the site was stopped: rendered pages will be renewed.');
  }
  await writeFile(refFile(), current);
}
