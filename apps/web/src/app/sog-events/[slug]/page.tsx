import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MembersOnlyNotice } from '../../../components/members-only-notice.tsx';
import { EventView } from '../../../components/views/event-view.tsx';
import { pageMetadata } from '../../../lib/page-metadata.ts';
import { getEvent } from '../../../server/content/get-events.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

export async function generateMetadata({ params }: PageProps<'/sog-events/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const event = await unlessFailing(getEvent(slug));
  if (!event || event.data.members_only) return {};
  return pageMetadata({
    metaTitle: event.data.meta_title,
    metaDescription: event.data.meta_description,
    title: asText(event.data.title),
    summary: event.data.summary,
    path: `/sog-events/${event.uid}`,
  });
}

export default async function EventPage({ params }: PageProps<'/sog-events/[slug]'>) {
  const { slug } = await params;
  const event = await getEvent(slug);
  if (!event) notFound();
  if (event.data.members_only) {
    const title = asText(event.data.title).trim() || 'Untitled event';
    return <MembersOnlyNotice title={title} path={`/sog-events/${event.uid}`} />;
  }
  return <EventView event={event} />;
}
