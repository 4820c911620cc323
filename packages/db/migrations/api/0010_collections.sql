CREATE TYPE "public"."collection_access" AS ENUM('public', 'members');--> statement-breakpoint
CREATE TYPE "public"."collection_kind" AS ENUM('record_set', 'index', 'memorial_cards', 'family_tree', 'birth_briefs');--> statement-breakpoint
CREATE TYPE "public"."name_variant_kind" AS ENUM('forename', 'surname');--> statement-breakpoint
CREATE TYPE "public"."occurrence_role" AS ENUM('principal', 'father', 'mother', 'spouse', 'spouse_father', 'spouse_mother', 'child', 'witness', 'godparent', 'relative', 'other');--> statement-breakpoint
CREATE TYPE "public"."place_kind" AS ENUM('country', 'county', 'district', 'parish', 'place');--> statement-breakpoint
CREATE TYPE "public"."record_type" AS ENUM('baptism', 'birth', 'marriage', 'banns', 'burial', 'death', 'will', 'apprenticeship', 'census', 'memorial_card', 'index_entry', 'tree_person', 'birth_brief', 'other');--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"kind" "collection_kind" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"access" "collection_access" DEFAULT 'public' NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	"person_count" integer DEFAULT 0 NOT NULL,
	"public_person_count" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"citation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_uid_unique" UNIQUE("uid"),
	CONSTRAINT "collections_uid_slug" CHECK ("collections"."uid" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "name_occurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "name_occurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"record_id" integer,
	"person_id" integer,
	"record_type" "record_type" NOT NULL,
	"role" "occurrence_role" NOT NULL,
	"surname_id" integer,
	"forename_id" integer,
	"year_min" smallint,
	"year_max" smallint,
	"place_id" integer,
	CONSTRAINT "name_occurrences_one_owner" CHECK (num_nonnulls("name_occurrences"."record_id", "name_occurrences"."person_id") = 1),
	CONSTRAINT "name_occurrences_some_name" CHECK (num_nonnulls("name_occurrences"."surname_id", "name_occurrences"."forename_id") >= 1),
	CONSTRAINT "name_occurrences_years" CHECK ("name_occurrences"."year_min" <= "name_occurrences"."year_max")
);
--> statement-breakpoint
CREATE TABLE "name_variant_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "name_variant_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "name_variant_kind" NOT NULL,
	"label" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_variant_members" (
	"group_id" integer NOT NULL,
	"name_id" integer NOT NULL,
	CONSTRAINT "name_variant_members_group_id_name_id_pk" PRIMARY KEY("group_id","name_id")
);
--> statement-breakpoint
CREATE TABLE "names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"normalised" text GENERATED ALWAYS AS (name_normalise(text)) STORED NOT NULL,
	"soundex" text GENERATED ALWAYS AS (name_soundex(name_normalise(text))) STORED NOT NULL,
	"dm_codes" text[] GENERATED ALWAYS AS (coalesce(daitch_mokotoff(name_normalise(text)), '{}'::text[])) STORED NOT NULL,
	"metaphone" text GENERATED ALWAYS AS (dmetaphone(name_normalise(text))) STORED NOT NULL,
	"metaphone_alt" text GENERATED ALWAYS AS (dmetaphone_alt(name_normalise(text))) STORED NOT NULL,
	CONSTRAINT "names_has_letter" CHECK ("names"."normalised" ~ '[[:alpha:]]')
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"xref" text NOT NULL,
	"given_names" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"sex" text DEFAULT 'U' NOT NULL,
	"living" boolean DEFAULT true NOT NULL,
	"birth_year_min" smallint,
	"birth_year_max" smallint,
	"death_year_min" smallint,
	"death_year_max" smallint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "people_collection_id_key" UNIQUE("collection_id","id")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"kind" "place_kind" NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	CONSTRAINT "places_parent_kind_name_key" UNIQUE NULLS NOT DISTINCT("parent_id","kind","name")
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"record_type" "record_type" NOT NULL,
	"original" jsonb NOT NULL,
	"year_min" smallint,
	"year_max" smallint,
	"place_id" integer,
	"source_ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_collection_id_key" UNIQUE("collection_id","id"),
	CONSTRAINT "records_years" CHECK ("records"."year_min" <= "records"."year_max")
);
--> statement-breakpoint
ALTER TABLE "name_occurrences" ADD CONSTRAINT "name_occurrences_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_occurrences" ADD CONSTRAINT "name_occurrences_surname_id_names_id_fk" FOREIGN KEY ("surname_id") REFERENCES "public"."names"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_occurrences" ADD CONSTRAINT "name_occurrences_forename_id_names_id_fk" FOREIGN KEY ("forename_id") REFERENCES "public"."names"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_occurrences" ADD CONSTRAINT "name_occurrences_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_occurrences" ADD CONSTRAINT "name_occurrences_record_fk" FOREIGN KEY ("collection_id","record_id") REFERENCES "public"."records"("collection_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_occurrences" ADD CONSTRAINT "name_occurrences_person_fk" FOREIGN KEY ("collection_id","person_id") REFERENCES "public"."people"("collection_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_variant_groups" ADD CONSTRAINT "name_variant_groups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_variant_members" ADD CONSTRAINT "name_variant_members_group_id_name_variant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."name_variant_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_variant_members" ADD CONSTRAINT "name_variant_members_name_id_names_id_fk" FOREIGN KEY ("name_id") REFERENCES "public"."names"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_parent_id_places_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "name_occurrences_surname_forename_year_idx" ON "name_occurrences" USING btree ("surname_id","forename_id","year_min","year_max");--> statement-breakpoint
CREATE INDEX "name_occurrences_surname_year_idx" ON "name_occurrences" USING btree ("surname_id","year_min","year_max");--> statement-breakpoint
CREATE INDEX "name_occurrences_forename_year_idx" ON "name_occurrences" USING btree ("forename_id","year_min","year_max");--> statement-breakpoint
CREATE INDEX "name_occurrences_record_idx" ON "name_occurrences" USING btree ("record_id") WHERE "name_occurrences"."record_id" is not null;--> statement-breakpoint
CREATE INDEX "name_occurrences_person_idx" ON "name_occurrences" USING btree ("person_id") WHERE "name_occurrences"."person_id" is not null;--> statement-breakpoint
CREATE INDEX "name_occurrences_collection_idx" ON "name_occurrences" USING btree ("collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "name_variant_groups_kind_label_idx" ON "name_variant_groups" USING btree ("kind",lower("label"));--> statement-breakpoint
CREATE INDEX "name_variant_members_name_idx" ON "name_variant_members" USING btree ("name_id");--> statement-breakpoint
CREATE UNIQUE INDEX "names_normalised_idx" ON "names" USING btree ("normalised");--> statement-breakpoint
CREATE INDEX "names_normalised_prefix_idx" ON "names" USING btree ("normalised" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "names_normalised_trgm_idx" ON "names" USING gin ("normalised" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "names_soundex_idx" ON "names" USING btree ("soundex");--> statement-breakpoint
CREATE INDEX "names_dm_codes_idx" ON "names" USING gin ("dm_codes");--> statement-breakpoint
CREATE INDEX "names_metaphone_idx" ON "names" USING btree ("metaphone");--> statement-breakpoint
CREATE INDEX "names_metaphone_alt_idx" ON "names" USING btree ("metaphone_alt");--> statement-breakpoint
CREATE UNIQUE INDEX "people_collection_xref_idx" ON "people" USING btree ("collection_id","xref");--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree (lower("name"));