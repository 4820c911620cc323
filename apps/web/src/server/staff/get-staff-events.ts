import 'server-only';
import { eventBookingRulesSchema, eventOverviewListSchema } from '@society/contract/staff-events';
import { requireStaff, staffRead } from './staff-read.ts';

export const STAFF_EVENTS_PATH = '/staff/events';
export const staffEventPath = (uid: string) => `${STAFF_EVENTS_PATH}/${encodeURIComponent(uid)}`;

/** `/staff/events`: every event with booking rules (the api first reads newly published ones from the CMS). */
export async function getStaffEvents() {
  await requireStaff(STAFF_EVENTS_PATH);
  return (await staffRead('/api/staff/events', eventOverviewListSchema, STAFF_EVENTS_PATH)).data;
}

/** `/staff/events/{uid}`: one event's booking rules. */
export async function getEventRules(uid: string) {
  await requireStaff(staffEventPath(uid));
  return staffRead(
    `/api/staff/events/${encodeURIComponent(uid)}/settings`,
    eventBookingRulesSchema,
    staffEventPath(uid),
  );
}
