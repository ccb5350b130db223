DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
DROP INDEX "communiques_title_trgm_idx";--> statement-breakpoint
DROP INDEX "offres_emploi_title_trgm_idx";--> statement-breakpoint
DROP INDEX "opportunites_title_trgm_idx";--> statement-breakpoint
DROP INDEX "realisations_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "titre_plie" text GENERATED ALWAYS AS (coalesce(site_fold(titre->>'fr'), '') || E'\n' || coalesce(site_fold(titre->>'en'), '') || E'\n' || coalesce(site_fold(titre->>'it'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "communiques" ADD COLUMN "titre_plie" text GENERATED ALWAYS AS (coalesce(site_fold(titre->>'fr'), '') || E'\n' || coalesce(site_fold(titre->>'en'), '') || E'\n' || coalesce(site_fold(titre->>'it'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "offres_emploi" ADD COLUMN "titre_plie" text GENERATED ALWAYS AS (coalesce(site_fold(titre->>'fr'), '') || E'\n' || coalesce(site_fold(titre->>'en'), '') || E'\n' || coalesce(site_fold(titre->>'it'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunites" ADD COLUMN "titre_plie" text GENERATED ALWAYS AS (coalesce(site_fold(titre->>'fr'), '') || E'\n' || coalesce(site_fold(titre->>'en'), '') || E'\n' || coalesce(site_fold(titre->>'it'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "realisations" ADD COLUMN "titre_plie" text GENERATED ALWAYS AS (coalesce(site_fold(titre->>'fr'), '') || E'\n' || coalesce(site_fold(titre->>'en'), '') || E'\n' || coalesce(site_fold(titre->>'it'), '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_titles_trgm_idx" ON "articles" USING gin ("titre_plie" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "communiques_titles_trgm_idx" ON "communiques" USING gin ("titre_plie" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offres_emploi_titles_trgm_idx" ON "offres_emploi" USING gin ("titre_plie" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunites_titles_trgm_idx" ON "opportunites" USING gin ("titre_plie" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "realisations_titles_trgm_idx" ON "realisations" USING gin ("titre_plie" gin_trgm_ops);