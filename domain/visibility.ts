// Which content the public site shows (SPEC.md §4), written once. The server's SQL is
// built from these same constants (server/features/content/visibility.ts), and a test
// checks that both agree item by item.
import type { ArticleState, OpportunityState, OpportunityStatus, ProjectState } from "./content.ts";
import { foldChoice } from "./content-fields.ts";

export const PUBLIC_RULES = {
  /** Published, or planned once its date has passed (no cron: decided at read time). */
  article: { shownStates: ["publié"], scheduledState: "planifié" },
  realisation: { shownStates: ["publié"] },
  /** Published, actif (case-insensitive, trimmed), and not past its expiration. */
  opportunite: { shownStates: ["publié"], shownStatuses: ["actif"] },
} as const satisfies {
  article: { shownStates: readonly ArticleState[]; scheduledState: ArticleState };
  realisation: { shownStates: readonly ProjectState[] };
  opportunite: {
    shownStates: readonly OpportunityState[];
    shownStatuses: readonly OpportunityStatus[];
  };
};

type DateLike = Date | string | null | undefined;
const isPast = (date: DateLike, now: Date) =>
  Boolean(date) && new Date(date as string | Date).getTime() <= now.getTime();

export function isArticlePublic(
  article: { etat: string; datePublication: DateLike },
  now: Date = new Date(),
): boolean {
  const rule = PUBLIC_RULES.article;
  if ((rule.shownStates as readonly string[]).includes(article.etat)) return true;
  return article.etat === rule.scheduledState && isPast(article.datePublication, now);
}

export function isRealisationPublic(realisation: { etat: string }): boolean {
  return (PUBLIC_RULES.realisation.shownStates as readonly string[]).includes(realisation.etat);
}

export function isOpportunityPublic(
  opportunity: { etat: string; statut: string; dateExpiration?: DateLike },
  now: Date = new Date(),
): boolean {
  const rule = PUBLIC_RULES.opportunite;
  const folded = (values: readonly string[]) => values.map(foldChoice);
  if (!folded(rule.shownStates).includes(foldChoice(opportunity.etat))) return false;
  if (!folded(rule.shownStatuses).includes(foldChoice(opportunity.statut))) return false;
  return !opportunity.dateExpiration || !isPast(opportunity.dateExpiration, now);
}
