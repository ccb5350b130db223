-- One row per key from now on (docs/decisions/031). A key may hold several windows' rows today:
-- the live counters are forgotten once, at the upgrade, rather than merged.
DELETE FROM "rate_limit_counters";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DROP CONSTRAINT "rate_limit_counters_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD PRIMARY KEY ("key");