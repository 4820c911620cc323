import { requestIdHeader } from './request-context.ts';

/** The probe's answer, as the api's and the content service's `/ready` give it. */
export type Readiness = { statusCode: 200 | 503; body: { status: 'ready' | 'unavailable'; reason?: string } };

type Probe = (url: URL) => Promise<Response>;
const PROBE_TIMEOUT_MS = 2_000;

/** A GET with a time limit; a network failure or time-out is an answer of 0. */
const status = (probe: Probe, url: URL) =>
  probe(url).then(
    (response) => response.status,
    () => 0,
  );

/**
 * The site is ready when the api is (its database answers) and the content repository answers.
 * This project's content service has its own `/ready`; a real Prismic repository has none (404),
 * so then the repository's entry point answering is what counts.
 */
export async function siteReadiness(
  { apiUrl, prismicEndpoint }: { apiUrl: string; prismicEndpoint: string },
  probe: Probe = (url) =>
    fetch(url, {
      cache: 'no-store',
      headers: requestIdHeader(),
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    }),
): Promise<Readiness> {
  const endpoint = new URL(prismicEndpoint);
  const [api, content] = await Promise.all([
    status(probe, new URL('/ready', apiUrl)),
    status(probe, new URL('/ready', endpoint.origin)).then((code) =>
      code === 404 ? status(probe, endpoint) : code,
    ),
  ]);
  const problems = [
    ...(api === 200 ? [] : [`api not ready (${api || 'no answer'})`]),
    ...(content === 200 ? [] : [`content repository not ready (${content || 'no answer'})`]),
  ];
  return problems.length === 0
    ? { statusCode: 200, body: { status: 'ready' } }
    : { statusCode: 503, body: { status: 'unavailable', reason: problems.join('; ') } };
}
