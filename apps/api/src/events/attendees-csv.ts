import { spreadsheetCsvText } from '../csv/spreadsheet-csv.ts';
import type { Attendee } from './event-attendees.ts';

const STATUS: Record<Attendee['status'], string> = {
  confirmed: 'Booked',
  waiting: 'On the waiting list',
  cancelled: 'Cancelled',
};

const PAYMENT: Record<Attendee['payment'], string> = { paid: 'Paid', due: 'Due', none: 'Not due' };

/** Year-month-day and 24-hour time as the society's office reads them: London time, summer or winter. */
const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function londonDateTime(iso: string): string {
  const part = Object.fromEntries(londonTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const COLUMNS: [heading: string, value: (attendee: Attendee) => string | number][] = [
  ['Booking no.', (a) => a.id],
  ['Name', (a) => a.name],
  ['E-mail', (a) => a.email],
  ['Places', (a) => a.places],
  ['Status', (a) => STATUS[a.status]],
  ['Amount (£)', (a) => (a.totalPence / 100).toFixed(2)],
  ['Payment', (a) => (a.totalPence === 0 ? 'Free' : PAYMENT[a.payment])],
  ['Attended', (a) => (a.attended ? 'Yes' : 'No')],
  ['Booked at (London time)', (a) => londonDateTime(a.bookedAt)],
];

/** The attendee list for staff to open in a spreadsheet: headings in words, pounds, London time. */
export const attendeesCsv = (attendees: Attendee[]): string =>
  spreadsheetCsvText(
    [COLUMNS.map(([heading]) => heading), ...attendees.map((a) => COLUMNS.map(([, value]) => value(a)))],
    { record_delimiter: 'windows' },
  );
