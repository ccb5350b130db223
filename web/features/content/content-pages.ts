import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import type { PageName } from "../../../domain/site-paths.ts";

/**
 * Each content type's public list (SPEC.md §2), also its key in `lists` and `nav` texts.
 * Job offers and press releases (issue 32) have pages of their own (/carrieres, /presse),
 * not these generic list and detail pages.
 */
export const LIST_PAGE = {
  realisations: "realisations",
  articles: "actualites",
  opportunites: "opportunites",
} as const satisfies Partial<Record<ContentTypePlural, PageName>>;

/** The types whose public pages are the generic list and detail pages. */
export type ListedType = keyof typeof LIST_PAGE;

/** What search engines show of a description before they cut it themselves. */
export const HEAD_DESCRIPTION_MAX = 160;

/** Related cards under a project or an article: one row on a desktop. */
export const RELATED_COUNT = 3;
