-- The public search (issue 20, docs/decisions/029): accents ignored (unaccent), words
-- stemmed per language (the french, english and italian configurations), typos forgiven
-- (pg_trgm). Both extensions are trusted: the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION site_french (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION site_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION site_english (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION site_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION site_italian (COPY = pg_catalog.italian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION site_italian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;
