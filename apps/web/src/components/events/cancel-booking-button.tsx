'use client';
import { useRef, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { button } from '../member/ui.ts';
import { bookingErrorText } from './booking-errors.ts';

type CancelBookingButtonProps = { bookingId: number; title: string; onCancelled: () => void };

/** Cancels a booking after a second, explicit confirmation; focus stays on the choice being made. */
export function CancelBookingButton({ bookingId, title, onCancelled }: CancelBookingButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  async function cancel() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await browserBackend()('DELETE', `/api/event-bookings/${bookingId}`);
      onCancelled();
    } catch (failure) {
      setError(bookingErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!asking)
    return (
      <button
        ref={startRef}
        type="button"
        className={button.danger}
        onClick={() => {
          setAsking(true);
          requestAnimationFrame(() => confirmRef.current?.focus());
        }}
      >
        Cancel booking<span className="sr-only"> for {title}</span>
      </button>
    );
  return (
    <fieldset className="rounded-md border border-red-200 bg-red-50 p-3">
      <legend className="font-medium text-red-900">
        Cancel your booking for {title}? Your places go to the next person waiting.
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          className={button.danger}
          aria-disabled={busy || undefined}
          onClick={cancel}
        >
          Yes, cancel my booking
        </button>
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            setAsking(false);
            setError('');
            requestAnimationFrame(() => startRef.current?.focus());
          }}
        >
          Keep my booking
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
