DROP INDEX "name_occurrences_surname_year_idx";--> statement-breakpoint
DROP INDEX "name_occurrences_forename_year_idx";--> statement-breakpoint
CREATE INDEX "name_occurrences_surname_year_idx" ON "name_occurrences" USING btree ("surname_id","year_min","year_max","id","collection_id","person_id","record_id","record_type","forename_id","place_id");--> statement-breakpoint
CREATE INDEX "name_occurrences_forename_year_idx" ON "name_occurrences" USING btree ("forename_id","year_min","year_max","id","collection_id","person_id","record_id","record_type","surname_id","place_id");