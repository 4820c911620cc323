import type { GedcomEvent } from './gedcom-entry.ts';

/**
 * The living rule (privacy: when in doubt, living).
 * 1. Any death, burial, cremation or probate event, dated or not: dead ('death-event').
 * 2. Otherwise take the latest year the person can have been born: the smallest `yearMax`
 *    of their birth, christening or baptism, or failing those of any dated event (people are
 *    born before their events). If that is at least LIVING_YEARS ago: dead; else living
 *    ('recent-dates').
 * 3. No dates at all: living for now ('no-dates'); `LivingResolver` then looks at their
 *    marriages' dates and at parents, spouses, children and siblings, near and far.
 */
export const LIVING_YEARS = 100;

export type LivingReason =
  | 'death-event'
  | 'born-long-ago'
  | 'event-long-ago'
  | 'recent-dates'
  | 'no-dates'
  | 'relatives-long-ago';

const DEATH_TAGS = new Set(['DEAT', 'BURI', 'CREM', 'PROB']);
const BIRTH_TAGS = new Set(['BIRT', 'CHR', 'BAPM']);

export type LivingEvidence = { living: boolean; reason: LivingReason; latestBirthYear: number | null };

export function livingEvidence(events: GedcomEvent[], currentYear: number): LivingEvidence {
  let fromBirth: number | null = null;
  let fromOther: number | null = null;
  let died = false;
  for (const event of events) {
    if (DEATH_TAGS.has(event.tag)) died = true;
    const year = event.date?.yearMax;
    if (year === null || year === undefined) continue;
    if (BIRTH_TAGS.has(event.tag)) fromBirth = fromBirth === null ? year : Math.min(fromBirth, year);
    else fromOther = fromOther === null ? year : Math.min(fromOther, year);
  }
  const latestBirthYear = fromBirth ?? fromOther;
  if (died) return { living: false, reason: 'death-event', latestBirthYear };
  if (latestBirthYear === null) return { living: true, reason: 'no-dates', latestBirthYear };
  if (latestBirthYear <= currentYear - LIVING_YEARS) {
    return {
      living: false,
      reason: fromBirth !== null ? 'born-long-ago' : 'event-long-ago',
      latestBirthYear,
    };
  }
  return { living: true, reason: 'recent-dates', latestBirthYear };
}
