ALTER TABLE "newsletter_subscriptions" ADD COLUMN "jeton_confirmation" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_jeton_confirmation_unique" UNIQUE("jeton_confirmation");--> statement-breakpoint
-- Subscriptions made before confirmation existed counted at once: they stay confirmed.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at";
