-- The privacy rule in one place: an occurrence may appear in public results and counts only when its
-- collection is public and it does not belong to a living person (records have no living flag; a
-- person's `living` is true until an importer shows otherwise). Members' searches read the table.
CREATE VIEW public_name_occurrences AS
SELECT o.id, o.collection_id, o.record_id, o.person_id, o.record_type, o.role,
       o.surname_id, o.forename_id, o.year_min, o.year_max, o.place_id
FROM name_occurrences o
JOIN collections c ON c.id = o.collection_id
LEFT JOIN people p ON p.id = o.person_id
WHERE c.access = 'public'
  AND (o.person_id IS NULL OR p.living = false);
