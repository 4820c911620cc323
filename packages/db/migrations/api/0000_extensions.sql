-- Name search (collections) needs trigram similarity, Soundex / Daitch-Mokotoff / Double Metaphone
-- (fuzzystrmatch; daitch_mokotoff requires PostgreSQL 16+) and accent folding.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
