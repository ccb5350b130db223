-- Back-office lists at a hundred thousand items (issue 30, docs/decisions/046). Written by
-- hand before drizzle-kit's indexes: `site_fold`, the folding of the back office's searches
-- (server/lib/folded-search.ts: case and accents ignored). An index may only hold IMMUTABLE
-- expressions, and the title indexes hold this one; the queries call it, so that they meet
-- the indexes. unaccent() itself is only STABLE (its dictionary could change): named with
-- its dictionary, in a function declared IMMUTABLE, it may be indexed. It replaces
-- translate() over a table of 50 accented letters, which cost 22 µs a title against 3 µs.
-- A plain SQL function, which the planner inlines in the indexes and the queries alike.
CREATE OR REPLACE FUNCTION site_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
DROP INDEX "articles_author_idx";--> statement-breakpoint
DROP INDEX "contact_requests_created_idx";--> statement-breakpoint
DROP INDEX "opportunites_author_idx";--> statement-breakpoint
DROP INDEX "realisations_sector_idx";--> statement-breakpoint
DROP INDEX "realisations_author_idx";--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin (site_fold("titre"->>'fr') gin_trgm_ops,site_fold("titre"->>'en') gin_trgm_ops,site_fold("titre"->>'it') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "articles_title_sort_idx" ON "articles" USING btree (site_fold("titre"->>'fr'),"id") INCLUDE ("titre");--> statement-breakpoint
CREATE INDEX "articles_views_idx" ON "articles" USING btree ("nombre_vues","id");--> statement-breakpoint
CREATE INDEX "articles_state_idx" ON "articles" USING btree ("etat","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "articles_public_order_idx" ON "articles" USING btree ("date_publication" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") INCLUDE ("etat");--> statement-breakpoint
CREATE INDEX "articles_categories_idx" ON "articles" USING gin ("categories" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contact_requests_traite_idx" ON "contact_requests" USING btree ("traite","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_requests_secteur_idx" ON "contact_requests" USING btree ("secteur","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newsletter_active_idx" ON "newsletter_subscriptions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "newsletter_subscriptions"."unsubscribed_at" is null and "newsletter_subscriptions"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_active_sector_idx" ON "newsletter_subscriptions" USING btree ("secteur","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "newsletter_subscriptions"."unsubscribed_at" is null and "newsletter_subscriptions"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "opportunites_title_trgm_idx" ON "opportunites" USING gin (site_fold("titre"->>'fr') gin_trgm_ops,site_fold("titre"->>'en') gin_trgm_ops,site_fold("titre"->>'it') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunites_created_idx" ON "opportunites" USING btree ("created_at" DESC NULLS FIRST,"id") INCLUDE ("etat","statut","date_expiration","code_pays","categorie_id");--> statement-breakpoint
CREATE INDEX "opportunites_title_sort_idx" ON "opportunites" USING btree (site_fold("titre"->>'fr'),"id") INCLUDE ("titre");--> statement-breakpoint
CREATE INDEX "opportunites_views_idx" ON "opportunites" USING btree ("nombre_vues","id");--> statement-breakpoint
CREATE INDEX "opportunites_state_idx" ON "opportunites" USING btree ("etat","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "opportunites_statut_idx" ON "opportunites" USING btree ("statut","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "realisations_title_trgm_idx" ON "realisations" USING gin (site_fold("titre"->>'fr') gin_trgm_ops,site_fold("titre"->>'en') gin_trgm_ops,site_fold("titre"->>'it') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "realisations_created_idx" ON "realisations" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "realisations_title_sort_idx" ON "realisations" USING btree (site_fold("titre"->>'fr'),"id") INCLUDE ("titre");--> statement-breakpoint
CREATE INDEX "realisations_views_idx" ON "realisations" USING btree ("nombre_vues","id");--> statement-breakpoint
CREATE INDEX "realisations_state_idx" ON "realisations" USING btree ("etat","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "realisations_public_order_idx" ON "realisations" USING btree ("date_publication" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") INCLUDE ("etat","secteur_id");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("auteur_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "opportunites_author_idx" ON "opportunites" USING btree ("auteur_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "realisations_sector_idx" ON "realisations" USING btree ("secteur_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "realisations_author_idx" ON "realisations" USING btree ("auteur_id","created_at" DESC NULLS FIRST,"id");