-- Job applications (issue 32, point 2; docs/decisions/066). Their CVs are private files,
-- named by cv_cle; an application outlives its offer (offre_id set null, its title kept).
CREATE TABLE "candidatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offre_id" uuid,
	"offre_titre" text NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"message" text,
	"langue" text NOT NULL,
	"cv_cle" text NOT NULL,
	"cv_nom" text NOT NULL,
	"cv_octets" integer NOT NULL,
	"lu" boolean DEFAULT false NOT NULL,
	"lu_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidatures_cv_cle_unique" UNIQUE("cv_cle")
);
--> statement-breakpoint
ALTER TABLE "candidatures" ADD CONSTRAINT "candidatures_offre_id_offres_emploi_id_fk" FOREIGN KEY ("offre_id") REFERENCES "public"."offres_emploi"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidatures_created_idx" ON "candidatures" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidatures_lu_idx" ON "candidatures" USING btree ("lu","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidatures_offre_idx" ON "candidatures" USING btree ("offre_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);