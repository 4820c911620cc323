'use client';
import type { BookingOptions, MemberBooking } from '@society/contract/bookings';
import { type RefObject, useId } from 'react';
import { EVENT_JOIN_PATH } from '../../lib/event-paths.ts';
import {
  availabilityText,
  bookingStatusText,
  formatPence,
  paymentText,
  placesText,
  wouldWait,
} from '../../lib/events/booking-text.ts';
import { button } from '../member/ui.ts';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { CancelBookingButton } from './cancel-booking-button.tsx';

/** Whether the request waits, its total, and which price applies. */
function quote(options: BookingOptions, places: number) {
  return {
    waiting: wouldWait(options, places),
    total: formatPence(places * options.yourPricePence),
    priceLabel: options.member && options.pricePence !== options.memberPricePence ? 'member price' : 'price',
  };
}

/** The visitor's own booking: status, what is owed, where the details are, and cancelling. */
export function BookedSummary({
  booking,
  title,
  resultRef,
  onCancelled,
}: {
  booking: MemberBooking;
  title: string;
  resultRef: RefObject<HTMLParagraphElement | null>;
  onCancelled: () => void;
}) {
  return (
    <>
      <p ref={resultRef} tabIndex={-1} className="font-semibold text-teal-900">
        {bookingStatusText(booking.status)}: {placesText(booking.places)}
      </p>
      <p>{paymentText(booking.totalPence, booking.payment)}</p>
      <p>
        <SiteLink href={EVENT_JOIN_PATH} className={TEXT_LINK}>
          Your bookings{booking.online ? ' and joining details' : ''}
        </SiteLink>
      </p>
      {booking.canCancel ? (
        <CancelBookingButton bookingId={booking.id} title={title} onCancelled={onCancelled} />
      ) : null}
    </>
  );
}

/** Step 1: how many places, at what price. */
export function BookingForm({
  options,
  places,
  onPlaces,
  continueRef,
  onContinue,
}: {
  options: BookingOptions;
  places: number;
  onPlaces: (places: number) => void;
  continueRef: RefObject<HTMLButtonElement | null>;
  onContinue: () => void;
}) {
  const placesId = useId();
  const { waiting, total, priceLabel } = quote(options, places);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
      className="space-y-3"
    >
      <p>{availabilityText(options.placesLeft)}</p>
      {options.placesPerMember > 1 ? (
        <div>
          <label htmlFor={placesId} className="block font-semibold text-stone-900">
            Places
          </label>
          <select
            id={placesId}
            value={places}
            onChange={(event) => onPlaces(Number(event.target.value))}
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
      <button ref={continueRef} type="submit" className={button.primary}>
        {waiting ? 'Continue to the waiting list' : 'Continue to booking'}
      </button>
    </form>
  );
}

/** Step 2: the booking in words, then confirm (or go back and change it). */
export function BookingReview({
  options,
  places,
  title,
  busy,
  headingRef,
  onConfirm,
  onChange,
}: {
  options: BookingOptions;
  places: number;
  title: string;
  busy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { waiting, total, priceLabel } = quote(options, places);
  const each =
    options.yourPricePence > 0 ? ` (${formatPence(options.yourPricePence)} each, ${priceLabel})` : '';
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-violet-950">
        {waiting ? 'Join the waiting list' : 'Confirm your booking'}
      </h3>
      <p>
        {placesText(places)} for {title}. Total: {total}
        {each}.{waiting ? ' You are not charged unless places are offered to you.' : ''}
        {!waiting && options.yourPricePence > 0
          ? ' Payment is due before the event; the e-mail says how.'
          : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button.primary}
          aria-disabled={busy || undefined}
          onClick={onConfirm}
        >
          {waiting ? 'Join the waiting list' : 'Confirm booking'}
        </button>
        <button type="button" className={button.secondary} onClick={onChange}>
          Change
        </button>
      </div>
    </>
  );
}
