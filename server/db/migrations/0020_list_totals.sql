-- The totals of the contact inbox and of the newsletter's subscribers, kept by the database
-- (issue 30, docs/decisions/059). Each page of these lists says how many rows it pages
-- through; at a hundred thousand rows, counting them at every request cost more than reading
-- the page. Their filters are few and closed (treated or not, a sector), so one row per
-- combination holds its count, and a total is the sum of at most ten rows.
--
-- Statement triggers with transition tables keep them: an import or a copy in SQL of 100,000
-- rows updates each combination once, not once per row; a row the application writes does
-- the same as one written by hand. The tables are derived data, left out of schema.ts: a
-- backup does not save them, and a restore's inserts count again what they bring.
CREATE TABLE "contact_request_totals" (
	"traite" boolean NOT NULL,
	"secteur" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "contact_request_totals_pk" PRIMARY KEY ("traite", "secteur")
);
--> statement-breakpoint
CREATE FUNCTION contact_request_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE contact_request_totals AS total SET n = total.n - gone.n
      FROM (SELECT traite, secteur, count(*) AS n FROM old_rows GROUP BY 1, 2) AS gone
      WHERE total.traite = gone.traite AND total.secteur = gone.secteur;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contact_request_totals (traite, secteur, n)
      SELECT traite, secteur, count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT (traite, secteur) DO UPDATE SET n = contact_request_totals.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_request_totals_insert AFTER INSERT ON contact_requests
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_request_totals_keep();
--> statement-breakpoint
CREATE TRIGGER contact_request_totals_update AFTER UPDATE ON contact_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_request_totals_keep();
--> statement-breakpoint
CREATE TRIGGER contact_request_totals_delete AFTER DELETE ON contact_requests
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_request_totals_keep();
--> statement-breakpoint
CREATE FUNCTION contact_request_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contact_request_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_request_totals_truncate AFTER TRUNCATE ON contact_requests
  FOR EACH STATEMENT EXECUTE FUNCTION contact_request_totals_clear();
--> statement-breakpoint
INSERT INTO contact_request_totals (traite, secteur, n)
  SELECT traite, secteur, count(*) FROM contact_requests GROUP BY 1, 2;
--> statement-breakpoint
-- The active subscribers (confirmed, not unsubscribed: the newsletter_active_idx predicate)
-- by sector, '' for a subscription to every sector.
CREATE TABLE "newsletter_active_totals" (
	"secteur" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "newsletter_active_totals_pk" PRIMARY KEY ("secteur")
);
--> statement-breakpoint
CREATE FUNCTION newsletter_active_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE newsletter_active_totals AS total SET n = total.n - gone.n
      FROM (SELECT coalesce(secteur, '') AS secteur, count(*) AS n FROM old_rows
            WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL GROUP BY 1) AS gone
      WHERE total.secteur = gone.secteur;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO newsletter_active_totals (secteur, n)
      SELECT coalesce(secteur, ''), count(*) FROM new_rows
        WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL GROUP BY 1
      ON CONFLICT (secteur) DO UPDATE SET n = newsletter_active_totals.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER newsletter_active_totals_insert AFTER INSERT ON newsletter_subscriptions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION newsletter_active_totals_keep();
--> statement-breakpoint
CREATE TRIGGER newsletter_active_totals_update AFTER UPDATE ON newsletter_subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION newsletter_active_totals_keep();
--> statement-breakpoint
CREATE TRIGGER newsletter_active_totals_delete AFTER DELETE ON newsletter_subscriptions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION newsletter_active_totals_keep();
--> statement-breakpoint
CREATE FUNCTION newsletter_active_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM newsletter_active_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER newsletter_active_totals_truncate AFTER TRUNCATE ON newsletter_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION newsletter_active_totals_clear();
--> statement-breakpoint
INSERT INTO newsletter_active_totals (secteur, n)
  SELECT coalesce(secteur, ''), count(*) FROM newsletter_subscriptions
    WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL GROUP BY 1;
