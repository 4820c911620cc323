-- The schema (api-families.ts) says a child's position is null when only the child's FAMC names the
-- family; 0012 created it NOT NULL DEFAULT 0. Brings the table in line with the schema and the
-- snapshots (which already describe it as nullable).
ALTER TABLE "family_children" ALTER COLUMN "position" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "family_children" ALTER COLUMN "position" DROP NOT NULL;
