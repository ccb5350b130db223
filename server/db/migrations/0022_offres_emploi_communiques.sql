CREATE TABLE "communiques" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titre" jsonb NOT NULL,
	"resume" jsonb NOT NULL,
	"texte" jsonb NOT NULL,
	"date_communique" timestamp with time zone NOT NULL,
	"etat" text DEFAULT 'brouillon' NOT NULL,
	"date_publication" timestamp with time zone,
	"pdf" jsonb,
	"auteur_id" uuid,
	"nombre_vues" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offres_emploi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titre" jsonb NOT NULL,
	"lieu" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"secteur" text NOT NULL,
	"code_pays" text NOT NULL,
	"type_contrat" text NOT NULL,
	"date_cloture" timestamp with time zone NOT NULL,
	"etat" text DEFAULT 'brouillon' NOT NULL,
	"date_publication" timestamp with time zone,
	"auteur_id" uuid,
	"nombre_vues" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communiques" ADD CONSTRAINT "communiques_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offres_emploi" ADD CONSTRAINT "offres_emploi_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communiques_title_trgm_idx" ON "communiques" USING gin (site_fold("titre"->>'fr') gin_trgm_ops,site_fold("titre"->>'en') gin_trgm_ops,site_fold("titre"->>'it') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "communiques_created_idx" ON "communiques" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "communiques_title_sort_idx" ON "communiques" USING btree (site_fold("titre"->>'fr'),"id");--> statement-breakpoint
CREATE INDEX "communiques_views_idx" ON "communiques" USING btree ("nombre_vues","id");--> statement-breakpoint
CREATE INDEX "communiques_state_idx" ON "communiques" USING btree ("etat","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "communiques_author_idx" ON "communiques" USING btree ("auteur_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "communiques_drafts_idx" ON "communiques" USING btree ("auteur_id","updated_at" DESC NULLS FIRST,"id") WHERE "communiques"."etat" = 'brouillon';--> statement-breakpoint
CREATE INDEX "communiques_public_order_idx" ON "communiques" USING btree ("etat","date_communique" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "offres_emploi_title_trgm_idx" ON "offres_emploi" USING gin (site_fold("titre"->>'fr') gin_trgm_ops,site_fold("titre"->>'en') gin_trgm_ops,site_fold("titre"->>'it') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offres_emploi_created_idx" ON "offres_emploi" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "offres_emploi_title_sort_idx" ON "offres_emploi" USING btree (site_fold("titre"->>'fr'),"id");--> statement-breakpoint
CREATE INDEX "offres_emploi_views_idx" ON "offres_emploi" USING btree ("nombre_vues","id");--> statement-breakpoint
CREATE INDEX "offres_emploi_state_idx" ON "offres_emploi" USING btree ("etat","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "offres_emploi_author_idx" ON "offres_emploi" USING btree ("auteur_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "offres_emploi_drafts_idx" ON "offres_emploi" USING btree ("auteur_id","updated_at" DESC NULLS FIRST,"id") WHERE "offres_emploi"."etat" = 'brouillon';--> statement-breakpoint
CREATE INDEX "offres_emploi_public_idx" ON "offres_emploi" USING btree ("etat","date_cloture");--> statement-breakpoint
-- The public search reads job offers and press releases (issue 32): their stored documents,
-- as server/features/search/documents.ts builds them (its test compares the two).
ALTER TABLE "offres_emploi" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("titre"->>'fr', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("lieu"->>'fr', ''), "lieu"->>'fr', '')), 'B') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("description"->>'fr', ''), "description"->>'fr', '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "offres_emploi_search_fr_idx" ON "offres_emploi" USING gin ("search_fr") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "offres_emploi" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("titre"->>'en', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("lieu"->>'en', ''), "lieu"->>'fr', '')), 'B') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("description"->>'en', ''), "description"->>'fr', '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "offres_emploi_search_en_idx" ON "offres_emploi" USING gin ("search_en") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "offres_emploi" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("titre"->>'it', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("lieu"->>'it', ''), "lieu"->>'fr', '')), 'B') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("description"->>'it', ''), "description"->>'fr', '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "offres_emploi_search_it_idx" ON "offres_emploi" USING gin ("search_it") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "communiques" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("titre"->>'fr', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("resume"->>'fr', ''), "resume"->>'fr', '')), 'B') || setweight(to_tsvector('site_french'::regconfig, coalesce(nullif("texte"->>'fr', ''), "texte"->>'fr', '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "communiques_search_fr_idx" ON "communiques" USING gin ("search_fr") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "communiques" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("titre"->>'en', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("resume"->>'en', ''), "resume"->>'fr', '')), 'B') || setweight(to_tsvector('site_english'::regconfig, coalesce(nullif("texte"->>'en', ''), "texte"->>'fr', '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "communiques_search_en_idx" ON "communiques" USING gin ("search_en") WITH (fastupdate = off);--> statement-breakpoint
ALTER TABLE "communiques" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("titre"->>'it', ''), "titre"->>'fr', '')), 'A') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("resume"->>'it', ''), "resume"->>'fr', '')), 'B') || setweight(to_tsvector('site_italian'::regconfig, coalesce(nullif("texte"->>'it', ''), "texte"->>'fr', '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "communiques_search_it_idx" ON "communiques" USING gin ("search_it") WITH (fastupdate = off);
