import 'server-only';

/** Marks a publish webhook passed on by another instance: it is applied, never passed on again. */
export const RELAY_HEADER = 'x-society-revalidate-relay';

/** Within the content service's own 10 s wait for the webhook's answer. */
const RELAY_TIMEOUT_MS = 8_000;

export type RelayOutcome = { instances: number; failed: string[] };

/**
 * Passes a publish webhook, as received, to every instance of the site (this one included), each
 * of which expires its own page cache and content answers. Answers the instances that did not
 * accept it: the receiver then answers 503, so the sender tries the whole webhook again
 * (revalidating twice is harmless).
 */
export async function relayRevalidation(
  instanceUrls: readonly string[],
  body: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RelayOutcome> {
  const answers = await Promise.all(
    instanceUrls.map((url) =>
      fetchImpl(new URL('/api/revalidate', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [RELAY_HEADER]: '1' },
        body,
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      }).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  );
  return { instances: instanceUrls.length, failed: instanceUrls.filter((_, i) => !answers[i]) };
}
