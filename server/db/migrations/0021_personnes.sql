CREATE TABLE "personnes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" jsonb NOT NULL,
	"fonction" jsonb NOT NULL,
	"biographie" jsonb NOT NULL,
	"portrait" jsonb,
	"groupe" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "personnes_groupe_position_idx" ON "personnes" USING btree ("groupe","position");--> statement-breakpoint
CREATE INDEX "personnes_portrait_cle_idx" ON "personnes" USING btree (("portrait"->>'cle'));--> statement-breakpoint
-- The public search reads people by name and role (issue 32): their stored documents, as
-- server/features/search/documents.ts builds them (its test compares the two).
ALTER TABLE "personnes" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("nom"->>'fr', ''), "nom"->>'fr', '')), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("fonction"->>'fr', ''), "fonction"->>'fr', '')), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("biographie"->>'fr', ''), "biographie"->>'fr', '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "personnes_search_fr_idx" ON "personnes" USING gin ("search_fr") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "personnes" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("nom"->>'en', ''), "nom"->>'fr', '')), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("fonction"->>'en', ''), "fonction"->>'fr', '')), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("biographie"->>'en', ''), "biographie"->>'fr', '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "personnes_search_en_idx" ON "personnes" USING gin ("search_en") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "personnes" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("nom"->>'it', ''), "nom"->>'fr', '')), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("fonction"->>'it', ''), "fonction"->>'fr', '')), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("biographie"->>'it', ''), "biographie"->>'fr', '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "personnes_search_it_idx" ON "personnes" USING gin ("search_it") WITH (fastupdate = off);
