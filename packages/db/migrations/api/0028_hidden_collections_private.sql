-- A hidden collection (a staff upload not yet published) is private like a living person: the
-- public view leaves it out with the same one array of collection ids read once per statement.
CREATE OR REPLACE VIEW public_name_occurrences AS
SELECT o.id, o.collection_id, o.record_id, o.person_id, o.record_type, o.role,
       o.surname_id, o.forename_id, o.year_min, o.year_max, o.place_id
FROM name_occurrences o
WHERE o.collection_id = ANY (ARRAY(SELECT c.id FROM collections c WHERE c.access = 'public' AND NOT c.hidden))
  AND (o.person_id IS NULL
       OR (SELECT p.living FROM people p WHERE p.id = o.person_id) = false);
