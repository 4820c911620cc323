'use client';
import type { Attendee } from '@society/contract/bookings';
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiError } from '../../lib/auth/api-error.ts';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { useAuthUser } from '../../lib/auth/use-auth.ts';
import { bookingStatusText, formatPence, paymentText, placesText } from '../../lib/events/booking-text.ts';
import { cell } from '../staff/staff-page.tsx';
import { StaffTable } from '../staff/staff-table.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { bookingErrorText } from './booking-errors.ts';

const schemas = () => import('@society/contract/bookings');

/**
 * Staff only (scope `staff`): the event's attendee list, marking attended and paid, giving a
 * waiting booking its places, and the CSV.
 */
export function StaffAttendees({ uid, title }: { uid: string; title: string }) {
  const user = useAuthUser();
  // Not `hasScope`: its module brings zod into the page's first-load JavaScript.
  const staff = Boolean(user?.scope.includes('staff'));
  const [attendees, setAttendees] = useState<Attendee[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      const [body, { attendeesSchema }] = await Promise.all([
        browserBackend()('GET', `/api/staff/events/${uid}/attendees`),
        schemas(),
      ]);
      setAttendees(attendeesSchema.parse(body));
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 404)) setError(bookingErrorText(failure));
    }
  }, [uid]);

  useEffect(() => {
    if (staff) void load();
  }, [staff, load]);

  if (!staff || (attendees === null && !error)) return null;

  async function mark(attendee: Attendee, change: { attended?: boolean; paid?: boolean }) {
    setError('');
    try {
      const { attendeeSchema } = await schemas();
      const updated = attendeeSchema.parse(
        await browserBackend()('PATCH', `/api/staff/event-bookings/${attendee.id}`, change),
      );
      setAttendees((list) => list?.map((row) => (row.id === updated.id ? updated : row)) ?? null);
      setStatus(`Saved for ${updated.name}.`);
    } catch (failure) {
      setError(bookingErrorText(failure));
    }
  }

  async function promote(attendee: Attendee) {
    setError('');
    try {
      const { attendeeSchema } = await schemas();
      const updated = attendeeSchema.parse(
        await browserBackend()('POST', `/api/staff/event-bookings/${attendee.id}/promote`),
      );
      setAttendees((list) => list?.map((row) => (row.id === updated.id ? updated : row)) ?? null);
      setStatus(`${updated.name} now has ${placesText(updated.places)}; they have been told by e-mail.`);
    } catch (failure) {
      setError(bookingErrorText(failure));
    }
  }

  const rows = attendees ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-12 rounded-xl border border-stone-200 bg-white p-6">
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-violet-950">
        Attendees (staff)
      </h2>
      <p className="mt-1 text-stone-700">
        {placesText(
          rows.filter((row) => row.status === 'confirmed').reduce((sum, row) => sum + row.places, 0),
        )}{' '}
        booked, {rows.filter((row) => row.status === 'waiting').length} on the waiting list.{' '}
        <a href={`/api/staff/events/${uid}/attendees.csv`} download className={TEXT_LINK}>
          Download the list (CSV)
        </a>
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-red-800">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      {rows.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <StaffTable
            caption={<>Bookings for {title}</>}
            columns={['Name', 'E-mail', 'Places', 'Status', 'Payment', 'Attended']}
            headClassName={cell}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={`${cell} font-medium`}>
                  {row.name}
                </th>
                <td className={cell}>{row.email}</td>
                <td className={cell}>{row.places}</td>
                <td className={cell}>
                  {bookingStatusText(row.status)}
                  {row.status === 'waiting' ? (
                    <button
                      type="button"
                      onClick={() => promote(row)}
                      aria-label={`Give ${row.name} ${placesText(row.places)} from the waiting list`}
                      className="mt-1 block rounded-md border border-violet-300 bg-white px-2 py-1 font-medium text-violet-900 hover:bg-violet-50"
                    >
                      Give places
                    </button>
                  ) : null}
                </td>
                <td className={cell}>
                  {/* The state in words, and a checkbox to change it: the label never says "paid" when it is not. */}
                  {row.status === 'confirmed' && row.totalPence > 0 ? (
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        aria-label={`${row.name} has paid ${formatPence(row.totalPence)}`}
                        checked={row.payment === 'paid'}
                        onChange={(event) => mark(row, { paid: event.target.checked })}
                        className="size-5 accent-violet-800"
                      />
                      <span>{paymentText(row.totalPence, row.payment)}</span>
                    </label>
                  ) : (
                    paymentText(row.totalPence, row.payment)
                  )}
                </td>
                <td className={cell}>
                  {row.status === 'confirmed' ? (
                    <input
                      type="checkbox"
                      aria-label={`${row.name} attended`}
                      checked={row.attended}
                      onChange={(event) => mark(row, { attended: event.target.checked })}
                      className="size-5 accent-violet-800"
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        </div>
      ) : null}
    </section>
  );
}
