import { and, eq, gt, inArray, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import { PUBLIC_RULES } from "../../../domain/visibility.ts";
import type { Database } from "../../db/client.ts";
import { articles, opportunites, realisations } from "../../db/schema.ts";

// The public-visibility rules of domain/visibility.ts in SQL, built from the same
// constants; visibility.test.ts checks that both say the same of every state. The time is
// a parameter, never the database's `now()`: the app's clock (services.clock) decides, so
// a test moves it past a planned date or an expiration instead of waiting (DESIGN.md §9.4).

/** Published, or planned with its date passed: a planned article goes public by itself. */
export const articleIsPublic = (now: Date): SQL =>
  or(
    inArray(articles.etat, [...PUBLIC_RULES.article.shownStates]),
    and(eq(articles.etat, PUBLIC_RULES.article.scheduledState), lte(articles.datePublication, now)),
  ) as SQL;

/** Published; takes the time as the others do, though no rule of a project's depends on it. */
export const realisationIsPublic = (_now: Date): SQL =>
  inArray(realisations.etat, [...PUBLIC_RULES.realisation.shownStates]);

/** Published, actif (case-insensitive, trimmed) and not past its expiration. */
export const opportunityIsPublic = (now: Date): SQL =>
  and(
    inArray(opportunites.etat, [...PUBLIC_RULES.opportunite.shownStates]),
    inArray(sql`lower(btrim(${opportunites.statut}))`, [...PUBLIC_RULES.opportunite.shownStatuses]),
    or(isNull(opportunites.dateExpiration), gt(opportunites.dateExpiration, now)),
  ) as SQL;

/**
 * When the public content next changes without any write, after `now`: a planned article's
 * date, an opportunity's expiration. The cache of public reads lets nothing outlive that moment.
 */
export async function nextVisibilityChange(db: Database, now: Date): Promise<Date | null> {
  const [[planned], [expiring]] = await Promise.all([
    db
      .select({ at: min(articles.datePublication) })
      .from(articles)
      .where(
        and(
          eq(articles.etat, PUBLIC_RULES.article.scheduledState),
          gt(articles.datePublication, now),
        ),
      ),
    db
      .select({ at: min(opportunites.dateExpiration) })
      .from(opportunites)
      .where(gt(opportunites.dateExpiration, now)),
  ]);
  const times = [planned?.at, expiring?.at]
    .filter((at) => at !== null && at !== undefined)
    .map((at) => new Date(at as Date | string).getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
