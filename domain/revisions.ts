import { revisionLabels } from "./content-types/define.ts";
import { CONTENT_REGISTRY, CONTENT_TYPE_KEYS, type ContentTypeKey } from "./content-types/index.ts";

// Versions of articles, projects and opportunities (issue 19, part 5): every save keeps the
// item's state; staff compare one with the current text and restore it as a new save.

/** Versions kept per item: the oldest beyond this are forgotten (with the files only they held). */
export const REVISIONS_KEPT = 50;

export const REVISION_MESSAGES = {
  notFound: "Version introuvable.",
  restored: "Version restaurée.",
  confirmRestore: "Confirmer la restauration ?",
} as const;

/**
 * The French name of each field a version of a type may change, by its name in the API,
 * in the order its form shows them: read from the registry, so a field added there is
 * named and compared without a line here. The server names changed fields with these keys
 * (`champs`).
 */
export const revisionLabelsOf = (type: ContentTypeKey): Record<string, string> =>
  revisionLabels(CONTENT_REGISTRY[type]);

/** Every type's labels together: how a version's `champs` are named, whatever its type. */
const ALL_LABELS: Record<string, string> = Object.assign(
  {},
  ...CONTENT_TYPE_KEYS.map(revisionLabelsOf),
);

/** How a version names a field: its label, or the API's name for a field added later. */
export const revisionFieldLabel = (field: string): string => ALL_LABELS[field] ?? field;

/** One version as the back office lists it (GET /{type}/{id}/revisions). */
export interface RevisionView {
  _id: string;
  id: string;
  date: string;
  /** The account that saved it, or null once deleted (as in the activity log). */
  auteur: { _id: string; prenom: string; nom: string } | null;
  /** The name copied when it was saved: who it was, even after the account is gone. */
  nomAuteur: string;
  /** The fields this save changed (API names); every field for the first version. */
  champs: string[];
  /** The version this save restored, if it was a restoration. */
  restaureDe: string | null;
}
