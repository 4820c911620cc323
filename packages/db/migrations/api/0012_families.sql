CREATE TYPE "public"."family_child_pedigree" AS ENUM('birth', 'adopted', 'foster', 'sealing', 'other');--> statement-breakpoint
CREATE TYPE "public"."tree_record_kind" AS ENUM('source', 'note', 'media');--> statement-breakpoint
CREATE TABLE "families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"xref" text NOT NULL,
	"husband_id" integer,
	"wife_id" integer,
	"marriage_year_min" smallint,
	"marriage_year_max" smallint,
	"marriage_place_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_children" (
	"family_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"pedigree" "family_child_pedigree",
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "family_children_family_id_child_id_pk" PRIMARY KEY("family_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "tree_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tree_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"kind" "tree_record_kind" NOT NULL,
	"xref" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_husband_id_people_id_fk" FOREIGN KEY ("husband_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_wife_id_people_id_fk" FOREIGN KEY ("wife_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_marriage_place_id_places_id_fk" FOREIGN KEY ("marriage_place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_child_id_people_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_records" ADD CONSTRAINT "tree_records_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "families_collection_xref_idx" ON "families" USING btree ("collection_id","xref");--> statement-breakpoint
CREATE INDEX "families_husband_idx" ON "families" USING btree ("husband_id") WHERE "families"."husband_id" is not null;--> statement-breakpoint
CREATE INDEX "families_wife_idx" ON "families" USING btree ("wife_id") WHERE "families"."wife_id" is not null;--> statement-breakpoint
CREATE INDEX "family_children_child_idx" ON "family_children" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_records_collection_xref_idx" ON "tree_records" USING btree ("collection_id","xref");