-- The name as the file writes it (surname between slashes), shown on tree pages; the GIVN/SURN
-- pieces in given_names and surname stay for sorting and indexing.
ALTER TABLE "people" ADD COLUMN "written_name" text DEFAULT '' NOT NULL;