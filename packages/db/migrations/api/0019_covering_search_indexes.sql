DROP INDEX "name_occurrences_surname_year_idx";--> statement-breakpoint
DROP INDEX "name_occurrences_forename_year_idx";--> statement-breakpoint
CREATE INDEX "name_occurrences_wide_surname_idx" ON "name_occurrences" USING btree ("surname_id","year_min") WHERE "name_occurrences"."year_max" - "name_occurrences"."year_min" > 5;--> statement-breakpoint
CREATE INDEX "name_occurrences_wide_forename_idx" ON "name_occurrences" USING btree ("forename_id","year_min") WHERE "name_occurrences"."year_max" - "name_occurrences"."year_min" > 5;--> statement-breakpoint
CREATE INDEX "name_occurrences_surname_year_idx" ON "name_occurrences" USING btree ("surname_id","year_min","id","year_max","collection_id","person_id","record_id","record_type","forename_id","place_id");--> statement-breakpoint
CREATE INDEX "name_occurrences_forename_year_idx" ON "name_occurrences" USING btree ("forename_id","year_min","id","year_max","collection_id","person_id","record_id","record_type","surname_id","place_id");