CREATE TYPE "public"."image_side" AS ENUM('front', 'back', 'page');--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"record_id" integer,
	"side" "image_side" DEFAULT 'page' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"access" "collection_access" DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size" CHECK ("images"."width" > 0 AND "images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_record_idx" ON "images" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "images_collection_idx" ON "images" USING btree ("collection_id");