import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { JsonLd } from '../../../components/json-ld.tsx';
import { MembersOnlyNotice } from '../../../components/members-only-notice.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { EventView } from '../../../components/views/event-view.tsx';
import { eventJsonLd } from '../../../lib/event-json-ld.ts';
import { eventPath } from '../../../lib/event-paths.ts';
import { documentMetadata } from '../../../lib/page-metadata.ts';
import { getEvent } from '../../../server/content/get-events.ts';
import { uidParams } from '../../../server/content/static-params.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';
import { siteIdentity } from '../../../server/site-identity.ts';

export const generateStaticParams = () => uidParams('event');

export async function generateMetadata({ params }: PageProps<'/sog-events/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(await unlessFailing(getEvent(slug)), eventPath);
}

export default async function EventPage({ params }: PageProps<'/sog-events/[slug]'>) {
  const { slug } = await params;
  const event = await getEvent(slug);
  if (!event) return <NotFoundPage />;
  if (event.data.members_only) {
    const title = asText(event.data.title).trim() || 'Untitled event';
    return <MembersOnlyNotice title={title} path={`/sog-events/${event.uid}`} />;
  }
  return (
    <>
      <JsonLd data={eventJsonLd(event, siteIdentity)} />
      <EventView event={event} />
    </>
  );
}
