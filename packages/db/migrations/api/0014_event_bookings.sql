CREATE TABLE "event_booking_settings" (
	"event_uid" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"capacity" integer NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"places_per_member" integer DEFAULT 1 NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"member_price_pence" integer DEFAULT 0 NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"cutoff_hours" integer DEFAULT 0 NOT NULL,
	"join_url" text,
	"join_instructions" text,
	"join_shown_minutes_before" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_places_within_capacity" CHECK ("event_booking_settings"."places_taken" >= 0 AND "event_booking_settings"."places_taken" <= "event_booking_settings"."capacity"),
	CONSTRAINT "event_settings_sane" CHECK ("event_booking_settings"."places_per_member" >= 1 AND "event_booking_settings"."price_pence" >= 0 AND "event_booking_settings"."member_price_pence" >= 0 AND "event_booking_settings"."cutoff_hours" >= 0 AND "event_booking_settings"."join_shown_minutes_before" >= 0 AND "event_booking_settings"."ends_at" >= "event_booking_settings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "event_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_uid" text NOT NULL,
	"user_id" integer NOT NULL,
	"places" integer NOT NULL,
	"status" text NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"payment" text DEFAULT 'none' NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "event_booking_values" CHECK ("event_bookings"."places" >= 1 AND "event_bookings"."unit_price_pence" >= 0 AND "event_bookings"."status" IN ('confirmed', 'waiting', 'cancelled') AND "event_bookings"."payment" IN ('none', 'due', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_uid_event_booking_settings_event_uid_fk" FOREIGN KEY ("event_uid") REFERENCES "public"."event_booking_settings"("event_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_one_live_idx" ON "event_bookings" USING btree ("event_uid","user_id") WHERE "event_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_bookings_event_status_idx" ON "event_bookings" USING btree ("event_uid","status","id");--> statement-breakpoint
CREATE INDEX "event_bookings_user_idx" ON "event_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_bookings_reminder_idx" ON "event_bookings" USING btree ("event_uid") WHERE "event_bookings"."status" = 'confirmed' AND "event_bookings"."reminder_sent_at" IS NULL;