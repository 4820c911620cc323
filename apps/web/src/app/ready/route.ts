import { env } from '../../env.ts';
import { siteReadiness } from '../../lib/site-readiness.ts';

/** Readiness: the api (and so its database) and the content repository answer; 503 otherwise. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const readiness = await siteReadiness({ apiUrl: env.API_URL, prismicEndpoint: env.PRISMIC_ENDPOINT });
  return Response.json(readiness.body, { status: readiness.statusCode });
}
