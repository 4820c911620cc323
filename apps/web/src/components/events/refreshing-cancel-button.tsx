'use client';
import { useRouter } from 'next/navigation';
import { CancelBookingButton } from './cancel-booking-button.tsx';

/** The bookings page's cancel button: the page is read again from the api once the booking is cancelled. */
export function RefreshingCancelButton({ bookingId, title }: { bookingId: number; title: string }) {
  const router = useRouter();
  return <CancelBookingButton bookingId={bookingId} title={title} onCancelled={() => router.refresh()} />;
}
