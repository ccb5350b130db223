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
CREATE INDEX "personnes_portrait_cle_idx" ON "personnes" USING btree (("portrait"->>'cle'));