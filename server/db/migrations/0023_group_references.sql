CREATE TABLE "group_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"groupe" text NOT NULL,
	"emetteur" text DEFAULT '' NOT NULL,
	"annee" integer,
	"lien" text DEFAULT '' NOT NULL,
	"logo" jsonb,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "group_references_groupe_position_idx" ON "group_references" USING btree ("groupe","position");--> statement-breakpoint
CREATE INDEX "group_references_logo_cle_idx" ON "group_references" USING btree (("logo"->>'cle'));