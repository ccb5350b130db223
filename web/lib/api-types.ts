import type { ContentTypePlural } from "../../domain/content-types/identities.ts";

// The API's answers as the server types them: web/ reads them from here, never copies them
// (`import type`: erased from the bundle). The map below types the back office's GET calls
// by the path they call (web/lib/back-office-client.ts).

import type { MediaView } from "../../domain/media.ts";
import type { PublicUser } from "../../domain/users.ts";
import type { StaffArticle } from "../../server/features/articles/articles.queries.ts";
import type { StaffCategory } from "../../server/features/categories/categories.service.ts";
import type { AuthoredCounts } from "../../server/features/content/authorship.ts";
import type { StaffOpportunity } from "../../server/features/opportunites/opportunites.queries.ts";
import type { StaffRealisation } from "../../server/features/realisations/realisations.queries.ts";
import type {
  PageTextsSummary,
  PageTextsView,
} from "../../server/features/site/page-texts.service.ts";
import type { FieldError } from "../../server/lib/http-error.ts";

export type {
  AuthoredCounts,
  FieldError,
  MediaView,
  PageTextsSummary,
  PageTextsView,
  StaffArticle,
  StaffCategory,
  StaffOpportunity,
  StaffRealisation,
};

/** A page of a back-office list (`GET /{type}/admin/all`). */
export interface PagedAnswer<T> {
  data: T[];
  total: number;
  page: number;
  limite: number;
}

/** Each content type's item as the back office reads it, by the type's key. */
export interface BackOfficeItems extends Record<ContentTypePlural, unknown> {
  realisations: StaffRealisation;
  articles: StaffArticle;
  opportunites: StaffOpportunity;
}

/**
 * What each GET the back office sends answers, by its path (`:name` for a parameter), as
 * server/features/…/*.routes.ts sends it. A screen's data gets its type from the path it
 * calls.
 */
export type BackOfficeAnswers = ContentAnswers & {
  "/categories/admin/all": { data: StaffCategory[] };
  "/pages": { data: PageTextsSummary[] };
  "/pages/:cle": { data: PageTextsView };
  "/utilisateurs/:id": { donnees: PublicUser };
  "/utilisateurs/:id/contenus": { donnees: AuthoredCounts };
};

/** Every content type's list and item, the same routes for each (content.routes.ts). */
type ContentAnswers = {
  [T in ContentTypePlural as ContentListPath<T>]: PagedAnswer<BackOfficeItems[T]>;
} & {
  [T in ContentTypePlural as ContentItemPath<T>]: { data: BackOfficeItems[T] | null };
};

export type ContentListPath<T extends ContentTypePlural> = `/${T}/admin/all`;
export type ContentItemPath<T extends ContentTypePlural> = `/${T}/admin/:id`;
