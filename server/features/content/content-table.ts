import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import {
  articles,
  communiques,
  offresEmploi,
  opportunites,
  realisations,
} from "../../db/schema.ts";

/**
 * The table of each content type, by its one spelling: each has an id, an author, titles,
 * a state, views and dates. The one server-side list of them (docs/decisions/063): the
 * views, the media library's uses, the dashboard, the journal's titles and the authorship
 * transfer read it, so a type added to the registry is counted there without a line each.
 * A module of its own so that the repository and the versions it records (revisions.ts)
 * both name it without importing each other.
 */
export const CONTENT_TABLES = {
  article: articles,
  realisation: realisations,
  opportunite: opportunites,
  offreEmploi: offresEmploi,
  communique: communiques,
} as const satisfies Record<ContentTypeKey, unknown>;

export type ContentTable = (typeof CONTENT_TABLES)[ContentTypeKey];
