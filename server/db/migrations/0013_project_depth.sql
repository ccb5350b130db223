ALTER TABLE "realisations" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "realisations" ADD COLUMN "lieu" jsonb DEFAULT '{"fr":"","en":"","it":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "realisations" ADD COLUMN "chiffres_cles" jsonb DEFAULT '[]'::jsonb NOT NULL;