CREATE TABLE "birth_brief_people" (
	"brief_id" integer NOT NULL,
	"sosa" smallint NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "birth_brief_people_brief_id_sosa_pk" PRIMARY KEY("brief_id","sosa"),
	CONSTRAINT "birth_brief_people_sosa" CHECK ("birth_brief_people"."sosa" BETWEEN 1 AND 31)
);
--> statement-breakpoint
CREATE TABLE "birth_briefs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "birth_briefs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"number" integer NOT NULL,
	"submitted_by" text DEFAULT '' NOT NULL,
	"submitted_year" smallint,
	"scan_image_id" integer,
	CONSTRAINT "birth_briefs_number" CHECK ("birth_briefs"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "allow_download" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "birth_brief_people" ADD CONSTRAINT "birth_brief_people_brief_id_birth_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."birth_briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_brief_people" ADD CONSTRAINT "birth_brief_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_briefs" ADD CONSTRAINT "birth_briefs_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_briefs" ADD CONSTRAINT "birth_briefs_scan_image_id_images_id_fk" FOREIGN KEY ("scan_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "birth_brief_people_person_idx" ON "birth_brief_people" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "birth_briefs_collection_number_idx" ON "birth_briefs" USING btree ("collection_id","number");--> statement-breakpoint
-- Memorial cards: the back of a card is for members (the front stays public).
UPDATE "images" i SET "access" = 'members' FROM "collections" c
WHERE c."id" = i."collection_id" AND c."kind" = 'memorial_cards' AND i."side" = 'back';--> statement-breakpoint
UPDATE "images" i SET "title" = COALESCE(r."original"->>'Name', '') FROM "records" r
WHERE r."id" = i."record_id" AND i."title" = '';--> statement-breakpoint
-- Briefs already seeded as people (xref B{number}-{sosa}) get their brief rows.
INSERT INTO "birth_briefs" ("collection_id", "number")
SELECT DISTINCT p."collection_id", substring(p."xref" FROM '^B(\d+)-')::integer
FROM "people" p JOIN "collections" c ON c."id" = p."collection_id"
WHERE c."kind" = 'birth_briefs' AND p."xref" ~ '^B\d+-\d+$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "birth_brief_people" ("brief_id", "sosa", "person_id")
SELECT b."id", substring(p."xref" FROM '-(\d+)$')::smallint, p."id"
FROM "people" p JOIN "birth_briefs" b ON b."collection_id" = p."collection_id"
  AND b."number" = substring(p."xref" FROM '^B(\d+)-')::integer
WHERE p."xref" ~ '^B\d+-\d+$' AND substring(p."xref" FROM '-(\d+)$')::integer BETWEEN 1 AND 31
ON CONFLICT DO NOTHING;
