-- The public search at scale (issue 30, docs/decisions/047). Each content table stores its
-- search document per language (generated columns, kept by the database on every write,
-- the application's or an import's) under a GIN index; the words the typo correction
-- suggests are kept in search_vocabulary under a trigram index. The documents' expressions
-- are server/features/search/documents.ts's (documents.test.ts compares them).
--
-- A project's key figures as text in a language (each value and its label, the French
-- label where the language has none): a generated column may call a function, not hold
-- the subquery this needs.
CREATE FUNCTION site_entries_text(entries jsonb, lang text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT string_agg(concat_ws(' ', entry->>'valeur',
      coalesce(nullif(entry->'libelle'->>lang, ''), entry->'libelle'->>'fr')), ' ')
    FROM jsonb_array_elements(coalesce(entries, '[]'::jsonb)) entry), '')
$$;
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_vocabulary_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops) WITH (fastupdate=off);
--> statement-breakpoint
ALTER TABLE "realisations" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("titre"->>'fr', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("mots_cles"->'fr', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("description"->>'fr', ''), "description"->>'fr', '')), 'B') || setweight(to_tsvector('site_french'::regconfig, coalesce("client"::text, '')), 'C') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("lieu"->>'fr', ''), "lieu"->>'fr', '')), 'C') || setweight(to_tsvector('site_french'::regconfig, site_entries_text("chiffres_cles", 'fr')), 'C') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("contenu"->>'fr', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "realisations_search_fr_idx" ON "realisations" USING gin ("search_fr") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "realisations" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("titre"->>'en', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("mots_cles"->'en', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("description"->>'en', ''), "description"->>'fr', '')), 'B') || setweight(to_tsvector('site_english'::regconfig, coalesce("client"::text, '')), 'C') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("lieu"->>'en', ''), "lieu"->>'fr', '')), 'C') || setweight(to_tsvector('site_english'::regconfig, site_entries_text("chiffres_cles", 'en')), 'C') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("contenu"->>'en', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "realisations_search_en_idx" ON "realisations" USING gin ("search_en") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "realisations" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("titre"->>'it', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("mots_cles"->'it', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("description"->>'it', ''), "description"->>'fr', '')), 'B') || setweight(to_tsvector('site_italian'::regconfig, coalesce("client"::text, '')), 'C') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("lieu"->>'it', ''), "lieu"->>'fr', '')), 'C') || setweight(to_tsvector('site_italian'::regconfig, site_entries_text("chiffres_cles", 'it')), 'C') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("contenu"->>'it', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "realisations_search_it_idx" ON "realisations" USING gin ("search_it") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("titre"->>'fr', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("mots_cles"->'fr', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("resume"->>'fr', ''), "resume"->>'fr', '')), 'B') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("contenu"->>'fr', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_fr_idx" ON "articles" USING gin ("search_fr") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("titre"->>'en', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("mots_cles"->'en', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("resume"->>'en', ''), "resume"->>'fr', '')), 'B') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("contenu"->>'en', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_en_idx" ON "articles" USING gin ("search_en") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("titre"->>'it', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("mots_cles"->'it', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("resume"->>'it', ''), "resume"->>'fr', '')), 'B') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("contenu"->>'it', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_it_idx" ON "articles" USING gin ("search_it") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "opportunites" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("titre"->>'fr', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("mots_cles"->'fr', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("description"->>'fr', ''), "description"->>'fr', '')), 'B') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("contenu"->>'fr', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "opportunites_search_fr_idx" ON "opportunites" USING gin ("search_fr") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "opportunites" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("titre"->>'en', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("mots_cles"->'en', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("description"->>'en', ''), "description"->>'fr', '')), 'B') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("contenu"->>'en', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "opportunites_search_en_idx" ON "opportunites" USING gin ("search_en") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "opportunites" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("titre"->>'it', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("mots_cles"->'it', '[]'::jsonb), "mots_cles"->'fr', '[]'::jsonb)::text), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("description"->>'it', ''), "description"->>'fr', '')), 'B') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("contenu"->>'it', ''), "contenu"->>'fr', '')), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "opportunites_search_it_idx" ON "opportunites" USING gin ("search_it") WITH (fastupdate = off);
