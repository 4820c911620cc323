'use client';
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/auth/api-error.ts';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { loginPath } from '../../lib/auth/login-redirect.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { EVENT_JOIN_PATH, eventPath } from '../../lib/event-paths.ts';
import {
  availabilityText,
  bookingStatusText,
  formatPence,
  paymentText,
  placesText,
  wouldWait,
} from '../../lib/events/booking-text.ts';
import type { BookingOptions } from '../../lib/events/event-booking-schemas.ts';
import { button, textLink } from '../member/ui.ts';
import { bookingErrorText } from './booking-errors.ts';
import { CancelBookingButton } from './cancel-booking-button.tsx';

/** Loaded on first use: zod stays out of the event page's first-load JavaScript. */
const schemas = () => import('../../lib/events/event-booking-schemas.ts');

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
  const placesId = useId();
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

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
      setReviewing(false);
      await load();
      requestAnimationFrame(() => resultRef.current?.focus());
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
      <>
        <p ref={resultRef} tabIndex={-1} className="font-semibold text-teal-900">
          {bookingStatusText(booking.status)}: {placesText(booking.places)}
        </p>
        <p>{paymentText(booking.totalPence, booking.payment)}</p>
        <p>
          <Link href={EVENT_JOIN_PATH} className={textLink}>
            Your bookings{booking.online ? ' and joining details' : ''}
          </Link>
        </p>
        {booking.canCancel ? (
          <CancelBookingButton
            bookingId={booking.id}
            title={title}
            onCancelled={() => {
              setAnnouncement('Your booking has been cancelled.');
              void load();
            }}
          />
        ) : null}
      </>,
    );
  if (!options.open) return frame(<p>Booking for this event has closed.</p>);
  const availability = <p>{availabilityText(options.placesLeft)}</p>;
  if (!options.signedIn)
    return frame(
      <>
        {availability}
        <p>
          <Link href={loginPath(eventPath(uid))} className={`${button.primary} no-underline`}>
            Sign in to book
          </Link>
        </p>
      </>,
    );
  if (options.membersOnly && !options.member) return frame(<p>This event is for members only.</p>);

  const waiting = wouldWait(options, places);
  const total = formatPence(places * options.yourPricePence);
  const priceLabel =
    options.member && options.pricePence !== options.memberPricePence ? 'member price' : 'price';
  if (reviewing)
    return frame(
      <>
        <h3 ref={reviewRef} tabIndex={-1} className="font-semibold text-violet-950">
          {waiting ? 'Join the waiting list' : 'Confirm your booking'}
        </h3>
        <p>
          {placesText(places)} for {title}. Total: {total}
          {options.yourPricePence > 0 ? ` (${formatPence(options.yourPricePence)} each, ${priceLabel})` : ''}.
          {waiting ? ' You are not charged unless places are offered to you.' : ''}
          {!waiting && options.yourPricePence > 0
            ? ' Payment is due before the event; the e-mail says how.'
            : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button.primary} aria-disabled={busy || undefined} onClick={book}>
            {waiting ? 'Join the waiting list' : 'Confirm booking'}
          </button>
          <button type="button" className={button.secondary} onClick={() => setReviewing(false)}>
            Change
          </button>
        </div>
      </>,
    );
  return frame(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError('');
        setReviewing(true);
        requestAnimationFrame(() => reviewRef.current?.focus());
      }}
      className="space-y-3"
    >
      {availability}
      {options.placesPerMember > 1 ? (
        <div>
          <label htmlFor={placesId} className="block font-semibold text-stone-900">
            Places
          </label>
          <select
            id={placesId}
            value={places}
            onChange={(event) => setPlaces(Number(event.target.value))}
            className="mt-1.5 block w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-stone-900"
          >
            {Array.from({ length: options.placesPerMember }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {placesText(n)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p>
        Your {priceLabel}: {formatPence(options.yourPricePence)}
        {options.yourPricePence > 0 ? ' a place' : ''}. Total: <strong>{total}</strong>
      </p>
      <button type="submit" className={button.primary}>
        {waiting ? 'Continue to the waiting list' : 'Continue to booking'}
      </button>
    </form>,
  );
}
