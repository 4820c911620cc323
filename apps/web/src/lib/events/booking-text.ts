import { formatPounds } from '../format.ts';

/** "£6.50", or "Free" for nothing to pay. */
export const formatPence = (pence: number): string => (pence === 0 ? 'Free' : formatPounds(pence / 100));

export const placesText = (n: number): string => `${n} ${n === 1 ? 'place' : 'places'}`;

/** Whether a request for `places` would go on the waiting list: not enough left, or others already wait. */
export const wouldWait = (options: { placesLeft: number; waitingList: boolean }, places: number): boolean =>
  options.waitingList || places > options.placesLeft;

/** The panel's availability line. */
export function availabilityText(placesLeft: number): string {
  if (placesLeft <= 0) return 'Fully booked: you can join the waiting list.';
  return `${placesText(placesLeft)} left.`;
}

const STATUS: Record<'confirmed' | 'waiting' | 'cancelled', string> = {
  confirmed: 'Booked',
  waiting: 'On the waiting list',
  cancelled: 'Cancelled',
};
export const bookingStatusText = (status: keyof typeof STATUS): string => STATUS[status];

/** What the member owes for a booking, in words. */
export function paymentText(totalPence: number, payment: 'none' | 'due' | 'paid'): string {
  if (totalPence === 0) return 'Free';
  if (payment === 'paid') return `${formatPence(totalPence)}, paid`;
  if (payment === 'due') return `${formatPence(totalPence)}, payment due`;
  return `${formatPence(totalPence)} if a place is offered`;
}

/**
 * The event's prices as the api holds them (the one source of the price once an event is bookable),
 * e.g. "Price: £15 a place; members £12." or "Free."
 */
export function priceText(pricePence: number, memberPricePence: number): string {
  if (pricePence === 0 && memberPricePence === 0) return 'Free.';
  if (pricePence === memberPricePence) return `Price: ${formatPence(pricePence)} a place.`;
  return `Price: ${formatPence(pricePence)} a place; members ${formatPence(memberPricePence).toLowerCase()}.`;
}
