import { eventCalendar } from '../../../../lib/event-calendar.ts';
import { getEvent } from '../../../../server/content/get-events.ts';
import { siteIdentity } from '../../../../server/site-identity.ts';

// Reads no request data, so each event's file can be served from the cache and regenerated like the pages.
export const revalidate = 60;

const notFound = () =>
  new Response('This page could not be found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/** `/sog-events/{slug}/calendar.ics`: the event for a calendar app; 404 for unknown or members-only events. */
export async function GET(_request: Request, { params }: RouteContext<'/sog-events/[slug]/calendar.ics'>) {
  const { slug } = await params;
  const event = await getEvent(slug);
  if (!event || event.data.members_only) return notFound();
  const ics = eventCalendar(event, siteIdentity);
  if (!ics) return notFound();
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.uid}.ics"`,
    },
  });
}
