CREATE TABLE "content_view_days" (
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"day" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "content_view_days_content_type_content_id_day_pk" PRIMARY KEY("content_type","content_id","day")
);
--> statement-breakpoint
CREATE INDEX "content_view_days_day_idx" ON "content_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_drafts_idx" ON "articles" USING btree ("auteur_id","updated_at" DESC NULLS FIRST,"id") WHERE "articles"."etat" = 'brouillon';--> statement-breakpoint
CREATE INDEX "opportunites_drafts_idx" ON "opportunites" USING btree ("auteur_id","updated_at" DESC NULLS FIRST,"id") WHERE "opportunites"."etat" = 'brouillon';--> statement-breakpoint
CREATE INDEX "realisations_drafts_idx" ON "realisations" USING btree ("auteur_id","updated_at" DESC NULLS FIRST,"id") WHERE "realisations"."etat" = 'brouillon';--> statement-breakpoint
-- The days the visitor rows still hold (today and yesterday) become the first counts.
INSERT INTO "content_view_days" ("content_type", "content_id", "day", "views")
SELECT "content_type", "content_id", "day", count(*)::integer FROM "content_views"
GROUP BY "content_type", "content_id", "day";
