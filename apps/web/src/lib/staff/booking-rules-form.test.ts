import type { EventBookingRules } from '@society/contract/staff-events';
import { describe, expect, it } from 'vitest';
import { checkRulesForm, rulesFormValues } from './booking-rules-form.ts';

const rules: EventBookingRules = {
  eventUid: 'census-talk',
  title: 'Census talk',
  startsAt: '2030-02-11T19:30:00.000Z',
  endsAt: '2030-02-11T21:00:00.000Z',
  online: true,
  capacity: 40,
  placesTaken: 12,
  placesPerMember: 2,
  pricePence: 450,
  memberPricePence: 0,
  membersOnly: false,
  cutoffHours: 6,
  joinUrl: null,
  joinInstructions: null,
  joinShownMinutesBefore: 30,
};

describe('checkRulesForm', () => {
  it('gives back the rules it was filled from', () => {
    const { eventUid: _uid, placesTaken: _taken, ...body } = rules;
    expect(checkRulesForm(rulesFormValues(rules), rules)).toEqual({ errors: null, body });
  });

  it('reads pounds with or without pence and the pound sign', () => {
    const checked = checkRulesForm({ ...rulesFormValues(rules), price: '£5', memberPrice: '2.5' }, rules);
    expect(checked.body).toMatchObject({ pricePence: 500, memberPricePence: 250 });
  });

  it('says what is wrong with each field, and keeps capacity at or above the places taken', () => {
    const checked = checkRulesForm(
      {
        ...rulesFormValues(rules),
        capacity: '11',
        placesPerMember: '0',
        price: 'five',
        cutoffHours: '-1',
        joinUrl: 'http://meet.example.org',
        joinShownMinutesBefore: '',
      },
      rules,
    );
    expect(checked.errors).toEqual({
      capacity: 'The capacity cannot be below the 12 places already booked.',
      placesPerMember: 'Enter how many places one member may book, from 1 to 100.',
      price: 'Enter the price in pounds, like 5 or 4.50 (0 for free).',
      cutoffHours: 'Enter the hours before the start, from 0 to 8,760.',
      joinUrl: 'Enter the joining link as a full https:// address, or leave it empty.',
      joinShownMinutesBefore: 'Enter the minutes before the start, from 0 to 10,080 (a week).',
    });
  });
});
