'use client';
import type { BookingOptions } from '@society/contract/bookings';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/auth/api-error.ts';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { loginPath } from '../../lib/auth/login-redirect.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { eventPath } from '../../lib/event-paths.ts';
import { availabilityText, placesText, priceText } from '../../lib/events/booking-text.ts';
import { button } from '../member/ui.ts';
import { SiteLink } from '../site-link.tsx';
import { bookingErrorText } from './booking-errors.ts';
import { BookedSummary, BookingForm, BookingReview } from './booking-steps.tsx';

/** Loaded on first use: zod stays out of the event page's first-load JavaScript. */
const schemas = () => import('@society/contract/bookings');

/**
 * The event page's booking panel. The page itself is static; this asks the api for places, prices
 * and the visitor's own booking, then books (choose places, see the price, confirm) or cancels.
 */
export function BookingPanel({ uid, title }: { uid: string; title: string }) {
  const { loggedIn, status: authStatus } = useAuth();
  const [options, setOptions] = useState<BookingOptions | null | undefined>(undefined);
  const [places, setPlaces] = useState(1);
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  /** Where focus goes once the next render has put it on the page. */
  const pendingFocus = useRef<'review' | 'result' | 'form' | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const target = { review: reviewRef, result: resultRef, form: continueRef }[pending].current;
    if (!target) return;
    target.focus();
    pendingFocus.current = null;
  });

  const load = useCallback(async () => {
    try {
      const [body, { bookingOptionsSchema }] = await Promise.all([
        browserBackend()('GET', `/api/events/${uid}/booking`),
        schemas(),
      ]);
      setOptions(bookingOptionsSchema.parse(body));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) setOptions(null);
      else setError('Booking details could not be loaded. Please reload the page.');
    }
  }, [uid]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in or out changes the api's answer
  useEffect(() => {
    if (authStatus === 'unknown') return;
    void load();
  }, [load, authStatus, loggedIn]);

  async function book() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const { memberBookingSchema } = await schemas();
      const booking = memberBookingSchema.parse(
        await browserBackend()('POST', '/api/event-bookings', { event: uid, places }),
      );
      setAnnouncement(
        booking.status === 'confirmed'
          ? `Booking confirmed: ${placesText(booking.places)}. A confirmation e-mail is on its way.`
          : `You are on the waiting list for ${placesText(booking.places)}. We will e-mail you if places are offered.`,
      );
      pendingFocus.current = 'result';
      setReviewing(false);
      await load();
    } catch (failure) {
      setError(bookingErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (options === null) return null;
  const heading = (
    <h2 id={headingId} className="font-serif text-xl font-semibold text-violet-950">
      Book places
    </h2>
  );
  const frame = (children: React.ReactNode) => (
    <section aria-labelledby={headingId} className="mt-6 border-t border-stone-200 pt-5">
      {heading}
      {options ? (
        <p className="mt-2 font-semibold text-stone-900">
          {priceText(options.pricePence, options.memberPricePence)}
        </p>
      ) : null}
      <div className="mt-2 space-y-3 text-stone-800">{children}</div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {error}
        </p>
      ) : null}
    </section>
  );
  if (options === undefined) return frame(error ? null : <p aria-busy="true">Checking places…</p>);

  const { booking } = options;
  if (booking)
    return frame(
      <BookedSummary
        booking={booking}
        title={title}
        resultRef={resultRef}
        onCancelled={() => {
          setAnnouncement('Your booking has been cancelled.');
          pendingFocus.current = 'form';
          void load();
        }}
      />,
    );
  if (!options.open) return frame(<p>Booking for this event has closed.</p>);
  if (!options.signedIn)
    return frame(
      <>
        <p>{availabilityText(options.placesLeft)}</p>
        <p>
          <SiteLink href={loginPath(eventPath(uid))} className={button.primary}>
            Sign in to book
          </SiteLink>
        </p>
      </>,
    );
  if (options.membersOnly && !options.member) return frame(<p>This event is for members only.</p>);
  if (reviewing)
    return frame(
      <BookingReview
        options={options}
        places={places}
        title={title}
        busy={busy}
        headingRef={reviewRef}
        onConfirm={book}
        onChange={() => {
          pendingFocus.current = 'form';
          setReviewing(false);
        }}
      />,
    );
  return frame(
    <BookingForm
      options={options}
      places={places}
      onPlaces={setPlaces}
      continueRef={continueRef}
      onContinue={() => {
        setError('');
        pendingFocus.current = 'review';
        setReviewing(true);
      }}
    />,
  );
}
