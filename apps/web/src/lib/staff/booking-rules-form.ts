import type { EventBookingRules } from '@society/contract/staff-events';

/** The form's fields as typed (strings, and the one checkbox). */
export type RulesFormValues = {
  capacity: string;
  placesPerMember: string;
  price: string;
  memberPrice: string;
  membersOnly: boolean;
  cutoffHours: string;
  joinUrl: string;
  joinInstructions: string;
  joinShownMinutesBefore: string;
};

/** What the api's PUT takes: the CMS-owned fields as they are, the rest from the form. */
export type RulesBody = Omit<EventBookingRules, 'eventUid' | 'placesTaken'>;

export const rulesFormValues = (rules: EventBookingRules): RulesFormValues => ({
  capacity: String(rules.capacity),
  placesPerMember: String(rules.placesPerMember),
  price: (rules.pricePence / 100).toFixed(2),
  memberPrice: (rules.memberPricePence / 100).toFixed(2),
  membersOnly: rules.membersOnly,
  cutoffHours: String(rules.cutoffHours),
  joinUrl: rules.joinUrl ?? '',
  joinInstructions: rules.joinInstructions ?? '',
  joinShownMinutesBefore: String(rules.joinShownMinutesBefore),
});

const wholeNumber = (text: string) => (/^\s*\d{1,7}\s*$/.test(text) ? Number(text) : null);
const pounds = (text: string) => {
  const match = /^\s*£?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};

/**
 * Checks the form as the api will, with a sentence per field, so staff see every problem at once
 * before anything is sent. Capacity may not go below the places already taken.
 */
export function checkRulesForm(
  values: RulesFormValues,
  current: EventBookingRules,
): { body: RulesBody; errors: null } | { body: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const capacity = wholeNumber(values.capacity);
  if (capacity === null || capacity > 100_000)
    errors.capacity = 'Enter the number of places, from 0 to 100,000.';
  else if (capacity < current.placesTaken)
    errors.capacity = `The capacity cannot be below the ${current.placesTaken} places already booked.`;
  const perMember = wholeNumber(values.placesPerMember);
  if (perMember === null || perMember < 1 || perMember > 100)
    errors.placesPerMember = 'Enter how many places one member may book, from 1 to 100.';
  const price = pounds(values.price);
  if (price === null) errors.price = 'Enter the price in pounds, like 5 or 4.50 (0 for free).';
  const memberPrice = pounds(values.memberPrice);
  if (memberPrice === null)
    errors.memberPrice = 'Enter the member price in pounds, like 3 or 2.50 (0 for free).';
  const cutoff = wholeNumber(values.cutoffHours);
  if (cutoff === null || cutoff > 8_760)
    errors.cutoffHours = 'Enter the hours before the start, from 0 to 8,760.';
  const joinUrl = values.joinUrl.trim();
  if (joinUrl && !/^https:\/\/[^\s]+\.[^\s]+$/.test(joinUrl))
    errors.joinUrl = 'Enter the joining link as a full https:// address, or leave it empty.';
  else if (joinUrl.length > 2_000) errors.joinUrl = 'The joining link can be at most 2,000 characters.';
  if (values.joinInstructions.length > 4_000)
    errors.joinInstructions = 'The joining instructions can be at most 4,000 characters.';
  const shown = wholeNumber(values.joinShownMinutesBefore);
  if (shown === null || shown > 10_080)
    errors.joinShownMinutesBefore = 'Enter the minutes before the start, from 0 to 10,080 (a week).';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    errors: null,
    body: {
      title: current.title,
      startsAt: current.startsAt,
      endsAt: current.endsAt,
      online: current.online,
      capacity: capacity!,
      placesPerMember: perMember!,
      pricePence: price!,
      memberPricePence: memberPrice!,
      membersOnly: values.membersOnly,
      cutoffHours: cutoff!,
      joinUrl: joinUrl || null,
      joinInstructions: values.joinInstructions.trim() || null,
      joinShownMinutesBefore: shown!,
    },
  };
}
