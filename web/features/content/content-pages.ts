import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import type { PageName } from "../../../domain/site-paths.ts";

/**
 * Each content type's public list (SPEC.md §2, issue 32's /carrieres and /presse), also
 * its key in `lists` and `nav` texts.
 */
export const LIST_PAGE = {
  realisations: "realisations",
  articles: "actualites",
  opportunites: "opportunites",
  "offres-emploi": "carrieres",
  communiques: "presse",
} as const satisfies Record<ContentTypePlural, PageName>;

/** The types whose public pages are list and detail pages: every content type. */
export type ListedType = keyof typeof LIST_PAGE;

/** What search engines show of a description before they cut it themselves. */
export const HEAD_DESCRIPTION_MAX = 160;

/** Related cards under a project or an article: one row on a desktop. */
export const RELATED_COUNT = 3;
