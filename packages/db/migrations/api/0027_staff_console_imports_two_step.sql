CREATE TABLE "site_statistics_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_statistics_daily_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
--> statement-breakpoint
CREATE TABLE "collection_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"collection_id" integer,
	"collection_uid" text,
	"created_collection" text DEFAULT 'unknown' NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" bigint DEFAULT 0 NOT NULL,
	"spool_path" text,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"progress" jsonb DEFAULT '{"phase":"Waiting","done":0,"total":null,"warnings":0}'::jsonb NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"families" integer DEFAULT 0 NOT NULL,
	"name_occurrences" integer DEFAULT 0 NOT NULL,
	"images" integer DEFAULT 0 NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_by" integer,
	"started_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "collection_imports_counts" CHECK ("collection_imports"."attempts" >= 0 AND "collection_imports"."file_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "membership_applications" ADD COLUMN "decline_message" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "collection_imports" ADD CONSTRAINT "collection_imports_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_imports" ADD CONSTRAINT "collection_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_statistics_daily_metric_idx" ON "site_statistics_daily" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "collection_imports_created_idx" ON "collection_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_imports_collection_idx" ON "collection_imports" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_imports_unfinished_idx" ON "collection_imports" USING btree ("status") WHERE "collection_imports"."status" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "membership_applications" ADD CONSTRAINT "membership_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "records_import_idx" ON "records" USING btree ("import_id") WHERE "records"."import_id" IS NOT NULL;