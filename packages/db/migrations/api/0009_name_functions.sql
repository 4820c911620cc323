-- The name dictionary's computed columns (names.normalised, soundex, dm_codes, metaphone*) call these.
-- PostgreSQL is the project's only phonetic encoder: the app never computes codes itself.
--
-- unaccent() is STABLE, not IMMUTABLE, because its dictionary could be changed at run time, so it
-- cannot appear in a generated column or an index. This wrapper names the dictionary explicitly
-- (schema-qualified, so search_path cannot change it) and is declared IMMUTABLE: a promise that
-- unaccent.rules is not edited. If it ever is, rewrite names (UPDATE names SET text = text) and
-- REINDEX. BEGIN ATOMIC binds the referenced objects when the function is created.
CREATE FUNCTION public.immutable_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT public.unaccent('public.unaccent'::regdictionary, value);
END;
--> statement-breakpoint
-- A name's dictionary key: unaccented (ß → ss, Æ → AE, Ł → L), lower-case, typographic apostrophes
-- folded to ', runs of white space to one space, trimmed. The phonetic functions of fuzzystrmatch
-- (except daitch_mokotoff) are not multibyte-safe, so they are always given this form.
CREATE FUNCTION public.name_normalise(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT lower(btrim(regexp_replace(
    translate(public.immutable_unaccent(name), '’‘ʼ`', ''''''''''), '\s+', ' ', 'g')));
END;
--> statement-breakpoint
-- Russell Soundex with the US National Archives rule that H and W do not separate letters of the
-- same code (Ashcraft → A261; plain fuzzystrmatch soundex() gives A226). Dropping h and w after the
-- first letter before calling soundex() gives exactly that rule. Expects name_normalise() output.
CREATE FUNCTION public.name_soundex(normalised text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT public.soundex(left(normalised, 1) || translate(substr(normalised, 2), 'hw', ''));
END;
