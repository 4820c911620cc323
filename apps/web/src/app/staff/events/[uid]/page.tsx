import type { Metadata } from 'next';
import { StaffAttendees } from '../../../../components/events/staff-attendees.tsx';
import { SiteLink } from '../../../../components/site-link.tsx';
import { AttendeeMessageForm } from '../../../../components/staff/attendee-message-form.tsx';
import { EventRulesForm } from '../../../../components/staff/event-rules-form.tsx';
import { TEXT_LINK } from '../../../../components/text-link.ts';
import { getEventRules, STAFF_EVENTS_PATH } from '../../../../server/staff/get-staff-events.ts';

export const metadata: Metadata = { title: 'Booking rules', robots: { index: false, follow: false } };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** `/staff/events/{uid}`: one event's booking rules, attendees (with the waiting list) and a message to them. */
export default async function StaffEventPage({ params }: { params: Promise<{ uid: string }> }) {
  const { uid } = await params;
  const rules = await getEventRules(uid);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <p>
        <SiteLink href={STAFF_EVENTS_PATH} className={TEXT_LINK}>
          All events
        </SiteLink>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-violet-950">{rules.title}</h1>
      <p className="mt-2 text-stone-700">
        <time dateTime={rules.startsAt}>{when.format(new Date(rules.startsAt))}</time> (UK time),{' '}
        {rules.online ? 'online' : 'in person'}. The title, time and format come from the CMS;{' '}
        <SiteLink href={`/sog-events/${encodeURIComponent(uid)}`} className={TEXT_LINK}>
          see the event page
        </SiteLink>
        .
      </p>
      <section aria-labelledby="rules-heading" className="mt-8">
        <h2 id="rules-heading" className="font-serif text-2xl font-semibold text-violet-950">
          Booking rules
        </h2>
        <div className="mt-4">
          <EventRulesForm initial={rules} />
        </div>
      </section>
      <StaffAttendees uid={uid} title={rules.title} />
      <section aria-labelledby="message-heading" className="mt-12">
        <h2 id="message-heading" className="font-serif text-2xl font-semibold text-violet-950">
          Write to the attendees
        </h2>
        <div className="mt-4">
          <AttendeeMessageForm uid={uid} />
        </div>
      </section>
    </div>
  );
}
