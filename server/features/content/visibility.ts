import { and, eq, gt, inArray, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import { RELEASE_PUBLIC_STATES } from "../../../domain/communiques.ts";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import {
  OFFER_OPEN_AFTER_CLOSING_DAY_MS,
  OFFER_PUBLIC_STATES,
} from "../../../domain/offres-emploi.ts";
import { PUBLIC_RULES } from "../../../domain/visibility.ts";
import type { Database } from "../../db/client.ts";
import {
  articles,
  communiques,
  offresEmploi,
  opportunites,
  realisations,
} from "../../db/schema.ts";

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
 * An open job offer (domain/offres-emploi.ts `isOfferOpen`): published, and its closing day
 * (stored at its midnight, UTC) not over at `now`.
 */
export const offerIsOpen = (now: Date): SQL =>
  and(
    inArray(offresEmploi.etat, [...OFFER_PUBLIC_STATES]),
    gt(offresEmploi.dateCloture, new Date(now.getTime() - OFFER_OPEN_AFTER_CLOSING_DAY_MS)),
  ) as SQL;

/**
 * A published offer whose closing day is over: the one whose page says it is closed
 * (issue 32), the complement of offerIsOpen among published offers.
 */
export const offerIsClosed = (now: Date): SQL =>
  and(
    inArray(offresEmploi.etat, [...OFFER_PUBLIC_STATES]),
    lte(offresEmploi.dateCloture, new Date(now.getTime() - OFFER_OPEN_AFTER_CLOSING_DAY_MS)),
  ) as SQL;

/** A published press release. */
export const releaseIsPublic = (_now: Date): SQL =>
  inArray(communiques.etat, [...RELEASE_PUBLIC_STATES]);

/** Each content type's public rule in SQL, by its one spelling: what the search and the sitemap read. */
export const IS_PUBLIC: Record<ContentTypeKey, (now: Date) => SQL> = {
  article: articleIsPublic,
  realisation: realisationIsPublic,
  opportunite: opportunityIsPublic,
  offreEmploi: offerIsOpen,
  communique: releaseIsPublic,
};

/**
 * When the public content next changes without any write, after `now`: a planned article's
 * date, an opportunity's expiration, a job offer's closing. The cache of public reads lets nothing outlive that moment.
 */
export async function nextVisibilityChange(db: Database, now: Date): Promise<Date | null> {
  const [[planned], [expiring], [closing]] = await Promise.all([
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
    db
      .select({ at: min(offresEmploi.dateCloture) })
      .from(offresEmploi)
      .where(offerIsOpen(now)),
  ]);
  const closes = closing?.at
    ? new Date(closing.at as Date | string).getTime() + OFFER_OPEN_AFTER_CLOSING_DAY_MS
    : null;
  const times = [planned?.at, expiring?.at]
    .filter((at) => at !== null && at !== undefined)
    .map((at) => new Date(at as Date | string).getTime())
    .concat(closes === null ? [] : [closes]);
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
