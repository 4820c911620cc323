/** Where a booked member finds how to join online events; calendars and structured data point there, never at the joining link itself. */
export const EVENT_JOIN_PATH = '/sog-events/join';

export const eventPath = (uid: string) => `/sog-events/${uid}`;

/** The event's iCalendar file (`calendar.ics` route). */
export const eventCalendarPath = (uid: string) => `${eventPath(uid)}/calendar.ics`;
