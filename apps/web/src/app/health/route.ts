/** Liveness: the web server answers (`/ready` says whether what it depends on does). */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' });
}
