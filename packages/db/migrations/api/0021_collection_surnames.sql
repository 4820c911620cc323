CREATE TABLE "collection_surnames" (
	"collection_id" integer NOT NULL,
	"surname_id" integer NOT NULL,
	"initial" text NOT NULL,
	"occurrences" integer NOT NULL,
	"shown_occurrences" integer NOT NULL,
	CONSTRAINT "collection_surnames_collection_id_surname_id_pk" PRIMARY KEY("collection_id","surname_id")
);
--> statement-breakpoint
ALTER TABLE "collection_surnames" ADD CONSTRAINT "collection_surnames_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_surnames_initial_idx" ON "collection_surnames" USING btree ("collection_id","initial");--> statement-breakpoint
-- Every collection loaded before this migration (later loads rebuild their own rows).
INSERT INTO "collection_surnames"
SELECT o.collection_id, o.surname_id, upper(left(n.normalised, 1)), count(*),
       count(*) FILTER (WHERE o.person_id IS NULL OR p.living = false)
FROM name_occurrences o
JOIN names n ON n.id = o.surname_id
LEFT JOIN people p ON p.id = o.person_id
GROUP BY o.collection_id, o.surname_id, n.normalised;
