import { describe, expect, it } from 'vitest';
import { availabilityText, formatPence, paymentText, placesText, wouldWait } from './booking-text.ts';

describe('booking text', () => {
  it('formats pence as pounds, and nothing as free', () => {
    expect(formatPence(0)).toBe('Free');
    expect(formatPence(600)).toBe('£6');
    expect(formatPence(650)).toBe('£6.50');
  });

  it('counts places', () => {
    expect(placesText(1)).toBe('1 place');
    expect(placesText(3)).toBe('3 places');
    expect(availabilityText(0)).toBe('Fully booked: you can join the waiting list.');
    expect(availabilityText(2)).toBe('2 places left.');
  });

  it('sends a request to the waiting list when places are short or others already wait', () => {
    expect(wouldWait({ placesLeft: 2, waitingList: false }, 2)).toBe(false);
    expect(wouldWait({ placesLeft: 1, waitingList: false }, 2)).toBe(true);
    expect(wouldWait({ placesLeft: 5, waitingList: true }, 1)).toBe(true);
  });

  it('says what is owed', () => {
    expect(paymentText(0, 'none')).toBe('Free');
    expect(paymentText(1200, 'due')).toBe('£12, payment due');
    expect(paymentText(1200, 'paid')).toBe('£12, paid');
    expect(paymentText(600, 'none')).toBe('£6 if a place is offered');
  });
});
