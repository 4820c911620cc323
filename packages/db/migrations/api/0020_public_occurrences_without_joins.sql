-- The same rule as 0011, written so that a search's index-only scan applies it row by row: the
-- public collections become one array read once per statement (a join to `collections` made the
-- planner rescan a name's index range once per collection), and a person is looked up only for
-- tree occurrences (records have no person; a left join probed `people` for every record), by a
-- scalar subquery: an EXISTS may be planned as a hash of every person in the database.
CREATE OR REPLACE VIEW public_name_occurrences AS
SELECT o.id, o.collection_id, o.record_id, o.person_id, o.record_type, o.role,
       o.surname_id, o.forename_id, o.year_min, o.year_max, o.place_id
FROM name_occurrences o
WHERE o.collection_id = ANY (ARRAY(SELECT c.id FROM collections c WHERE c.access = 'public'))
  AND (o.person_id IS NULL
       OR (SELECT p.living FROM people p WHERE p.id = o.person_id) = false);
--> statement-breakpoint
-- Without statistics on the span the planner takes a third of a name's rows for wide ranges and
-- prefers reading the name's whole range to the small partial indexes of 0019.
CREATE STATISTICS IF NOT EXISTS "name_occurrences_year_span_stats" ON ("year_max" - "year_min") FROM "name_occurrences";--> statement-breakpoint
ANALYZE "name_occurrences";
