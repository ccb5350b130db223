CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titre" jsonb NOT NULL,
	"contenu" jsonb NOT NULL,
	"resume" jsonb NOT NULL,
	"mots_cles" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"etat" text NOT NULL,
	"date_publication" timestamp with time zone,
	"image_principale" jsonb,
	"auteur_id" uuid,
	"nombre_vues" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"numero" text NOT NULL,
	"email" text NOT NULL,
	"entreprise" text,
	"description" text NOT NULL,
	"secteur" text NOT NULL,
	"traite" boolean DEFAULT false NOT NULL,
	"traite_le" timestamp with time zone,
	"traite_par" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_slugs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_views" (
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "content_views_content_type_content_id_visitor_day_pk" PRIMARY KEY("content_type","content_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"secteur" text,
	"langue" text DEFAULT 'fr' NOT NULL,
	"jeton_desinscription" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_jeton_desinscription_unique" UNIQUE("jeton_desinscription")
);
--> statement-breakpoint
CREATE TABLE "opportunites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titre" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"contenu" jsonb NOT NULL,
	"mots_cles" jsonb NOT NULL,
	"categorie" text DEFAULT '' NOT NULL,
	"pays" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"quantite_disponible" text DEFAULT '' NOT NULL,
	"statut" text DEFAULT 'actif' NOT NULL,
	"etat" text DEFAULT 'brouillon' NOT NULL,
	"date_publication" timestamp with time zone,
	"date_expiration" timestamp with time zone,
	"image" jsonb,
	"auteur_id" uuid,
	"nombre_vues" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titre" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"contenu" jsonb NOT NULL,
	"mots_cles" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"secteur_id" uuid NOT NULL,
	"annee" integer NOT NULL,
	"statut_livraison" text DEFAULT 'en cours' NOT NULL,
	"etat" text NOT NULL,
	"date_publication" timestamp with time zone,
	"auteur_id" uuid,
	"nombre_vues" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_traite_par_users_id_fk" FOREIGN KEY ("traite_par") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunites" ADD CONSTRAINT "opportunites_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realisations" ADD CONSTRAINT "realisations_secteur_id_sectors_id_fk" FOREIGN KEY ("secteur_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realisations" ADD CONSTRAINT "realisations_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("etat","date_publication");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("auteur_id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_slugs_unique" ON "content_slugs" USING btree ("content_type","lang","slug");--> statement-breakpoint
CREATE INDEX "content_slugs_item_idx" ON "content_slugs" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "opportunites_public_idx" ON "opportunites" USING btree ("etat","statut","created_at");--> statement-breakpoint
CREATE INDEX "opportunites_author_idx" ON "opportunites" USING btree ("auteur_id");--> statement-breakpoint
CREATE INDEX "realisations_public_idx" ON "realisations" USING btree ("etat","date_publication");--> statement-breakpoint
CREATE INDEX "realisations_sector_idx" ON "realisations" USING btree ("secteur_id");--> statement-breakpoint
CREATE INDEX "realisations_author_idx" ON "realisations" USING btree ("auteur_id");