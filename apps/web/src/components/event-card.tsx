import { asText } from '@prismicio/client';
import { contentDate } from '../lib/content-date.ts';
import type { EventDocument, EventFormat } from '../lib/content-types.ts';
import { formatEventDate, formatEventTime, formatPrice } from '../lib/format.ts';
import { MembersOnlyBadge } from './access-badge.tsx';
import { ContentLink } from './content-link.tsx';
import { CalendarIcon, PinIcon } from './icons.tsx';

const FORMAT_STYLES: Record<EventFormat, string> = {
  Online: 'bg-teal-50 text-teal-800 ring-teal-200',
  'In person': 'bg-green-50 text-green-800 ring-green-200',
  Hybrid: 'bg-gold-50 text-gold-900 ring-gold-200',
};

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'Europe/London' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'Europe/London' });

export function EventCard({ event }: { event: EventDocument }) {
  const { data } = event;
  const start = contentDate(data.start, `event ${event.uid} start`);
  const end = contentDate(data.end, `event ${event.uid} end`);
  // An upcoming event's price is the api's booking rule, shown on its page; the CMS's figure only
  // seeded it, so it is shown here for past events alone.
  const price = start && start.getTime() < Date.now() ? formatPrice(data.price, data.member_price) : null;
  return (
    <article className="relative flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow motion-reduce:transition-none hover:shadow-md">
      {start ? (
        <div
          aria-hidden="true"
          className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-violet-800 text-white"
        >
          <span className="text-xs font-semibold tracking-wide uppercase">{monthFormat.format(start)}</span>
          <span className="font-serif text-2xl leading-none font-semibold">{dayFormat.format(start)}</span>
        </div>
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="font-serif text-lg leading-snug font-semibold text-violet-950">
          <ContentLink
            document={event}
            className="after:absolute after:inset-0 hover:text-violet-700 hover:underline hover:underline-offset-4"
          >
            {asText(data.title) || 'Untitled event'}
          </ContentLink>
        </h3>
        {data.members_only ? (
          <p className="mt-1">
            <MembersOnlyBadge membersOnly />
          </p>
        ) : null}
        <dl className="mt-3 space-y-1.5 text-sm text-stone-700">
          {start && data.start ? (
            <div className="flex items-start gap-2">
              <dt className="sr-only">When</dt>
              <CalendarIcon className="mt-0.5 size-4 shrink-0 text-violet-700" />
              <dd>
                <time dateTime={data.start}>{formatEventDate(start)}</time>, {formatEventTime(start, end)}
              </dd>
            </div>
          ) : null}
          {data.format || data.venue ? (
            <div className="flex items-start gap-2">
              <dt className="sr-only">Where</dt>
              <PinIcon className="mt-0.5 size-4 shrink-0 text-violet-700" />
              <dd className="flex flex-wrap items-center gap-2">
                {data.format ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${FORMAT_STYLES[data.format] ?? ''}`}
                  >
                    {data.format}
                  </span>
                ) : null}
                {data.venue && data.format !== 'Online' ? <span>{data.venue}</span> : null}
              </dd>
            </div>
          ) : null}
          {price ? (
            <div className="flex items-start gap-2">
              <dt className="font-medium text-stone-900">Price</dt>
              <dd>{price}</dd>
            </div>
          ) : null}
        </dl>
        {data.summary ? <p className="mt-3 text-stone-700">{data.summary}</p> : null}
      </div>
    </article>
  );
}
