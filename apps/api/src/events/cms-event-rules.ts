import { z } from 'zod';
import type { EventSettingsInput } from './event-settings.ts';

const pounds = z.number().min(0).nullish();
/** The fields of a CMS `event` that booking rules start from (the CMS seeds them; staff then own them). */
export const cmsEventSchema = z.object({
  uid: z.string().min(1),
  data: z.object({
    title: z.array(z.object({ text: z.string() })).nullish(),
    start: z.string().min(1),
    end: z.string().nullish(),
    format: z.string().nullish(),
    price: pounds,
    member_price: pounds,
    capacity: z.number().int().min(0).nullish(),
    places_per_member: z.number().int().min(1).nullish(),
    booking_cutoff_hours: z.number().int().min(0).nullish(),
    members_only: z.boolean().nullish(),
  }),
});
export type CmsEvent = z.infer<typeof cmsEventSchema>;

const pence = (value: number) => Math.round(value * 100);

/** What the CMS holds for good: the event's name, time and format. */
export function cmsOwnedFields(
  event: CmsEvent,
): Pick<EventSettingsInput, 'title' | 'startsAt' | 'endsAt' | 'online'> {
  const { uid, data } = event;
  const startsAt = new Date(data.start);
  const endsAt = data.end ? new Date(data.end) : startsAt;
  return {
    title:
      (data.title ?? [])
        .map((block) => block.text)
        .join(' ')
        .trim() || uid,
    startsAt,
    endsAt: endsAt < startsAt ? startsAt : endsAt,
    online: data.format === 'Online' || data.format === 'Hybrid',
  };
}

/**
 * An event's first booking rules, from its CMS fields (prices in pounds become pence). An event
 * without a capacity starts with none: staff set it in the console before anyone can book.
 */
export function bookingRulesFromCms(event: CmsEvent): EventSettingsInput {
  const { data } = event;
  const price = pence(data.price ?? 0);
  return {
    ...cmsOwnedFields(event),
    capacity: data.capacity ?? 0,
    placesPerMember: data.places_per_member ?? 1,
    pricePence: price,
    memberPricePence:
      data.member_price === null || data.member_price === undefined ? price : pence(data.member_price),
    membersOnly: data.members_only ?? false,
    cutoffHours: data.booking_cutoff_hours ?? 0,
    joinUrl: null,
    joinInstructions: null,
    joinShownMinutesBefore: 30,
  };
}
