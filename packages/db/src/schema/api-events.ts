import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './api.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The booking rules of one CMS `event`, keyed by its uid: the api's own copy, because the joining
 * link must never sit in public content and capacity must be enforced where bookings are written.
 * `places_taken` counts confirmed places (kept by a trigger on event_bookings, migration
 * 0013); the CHECK makes overselling impossible in PostgreSQL.
 */
export const eventBookingSettings = pgTable(
  'event_booking_settings',
  {
    eventUid: text('event_uid').primaryKey(),
    title: text('title').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    online: boolean('online').notNull().default(false),
    capacity: integer('capacity').notNull(),
    placesTaken: integer('places_taken').notNull().default(0),
    placesPerMember: integer('places_per_member').notNull().default(1),
    pricePence: integer('price_pence').notNull().default(0),
    memberPricePence: integer('member_price_pence').notNull().default(0),
    membersOnly: boolean('members_only').notNull().default(false),
    /** Booking and cancelling close this many hours before the start. */
    cutoffHours: integer('cutoff_hours').notNull().default(0),
    joinUrl: text('join_url'),
    joinInstructions: text('join_instructions'),
    /** The joining details show to booked members from this many minutes before the start. */
    joinShownMinutesBefore: integer('join_shown_minutes_before').notNull().default(30),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('event_places_within_capacity', sql`${t.placesTaken} >= 0 AND ${t.placesTaken} <= ${t.capacity}`),
    check(
      'event_settings_sane',
      sql`${t.placesPerMember} >= 1 AND ${t.pricePence} >= 0 AND ${t.memberPricePence} >= 0 AND ${t.cutoffHours} >= 0 AND ${t.joinShownMinutesBefore} >= 0 AND ${t.endsAt} >= ${t.startsAt}`,
    ),
  ],
);

/**
 * A member's booking: `confirmed` holds places, `waiting` is on the waiting list (offered places
 * in id order when places free up), `cancelled` is kept for the record. One live booking per member
 * and event (partial unique index).
 */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: serial('id').primaryKey(),
    eventUid: text('event_uid')
      .notNull()
      .references(() => eventBookingSettings.eventUid, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    places: integer('places').notNull(),
    status: text('status', { enum: ['confirmed', 'waiting', 'cancelled'] }).notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
    payment: text('payment', { enum: ['none', 'due', 'paid'] })
      .notNull()
      .default('none'),
    attended: boolean('attended').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
    cancelledAt: at('cancelled_at'),
    reminderSentAt: at('reminder_sent_at'),
  },
  (t) => [
    check(
      'event_booking_values',
      sql`${t.places} >= 1 AND ${t.unitPricePence} >= 0 AND ${t.status} IN ('confirmed', 'waiting', 'cancelled') AND ${t.payment} IN ('none', 'due', 'paid')`,
    ),
    uniqueIndex('event_bookings_one_live_idx')
      .on(t.eventUid, t.userId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('event_bookings_event_status_idx').on(t.eventUid, t.status, t.id),
    index('event_bookings_user_idx').on(t.userId),
    index('event_bookings_reminder_idx')
      .on(t.eventUid)
      .where(sql`${t.status} = 'confirmed' AND ${t.reminderSentAt} IS NULL`),
  ],
);
