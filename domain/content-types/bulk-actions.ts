// What staff may do to several items of a list at once (issue 31 point 5,
// docs/decisions/050): publish, unpublish, delete. No React and no database: the back
// office offers the actions a type allows and words its answers from here, the server
// checks a request with the same schema and turns each item's action into the edit or the
// deletion a single item goes through.
import { z } from "../zod.ts";
import type { Fields } from "./define.ts";
import type { ContentTypeKey } from "./identities.ts";
import { CONTENT_LIST_NOUNS } from "./lists.ts";

/** The actions of `POST /{type}/admin/lot`, in the order the list offers them. */
export const BULK_ACTIONS = ["publier", "depublier", "supprimer"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The most items one request acts on: the largest page a list shows (`limite` ≤ 100). */
export const BULK_MAX_ITEMS = 100;

/** The list's buttons. */
export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  publier: "Publier",
  depublier: "Dépublier",
  supprimer: "Supprimer",
};

/** The state each state action gives an item: unpublishing takes it back to a draft. */
const TARGET_STATE = { publier: "publié", depublier: "brouillon" } as const;
type StateAction = keyof typeof TARGET_STATE;

export const isStateAction = (action: BulkAction): action is StateAction => action in TARGET_STATE;

/** The state an item has once `action` is done. */
export const targetStateOf = (action: StateAction): string => TARGET_STATE[action];

/**
 * The actions a type allows: publishing and unpublishing only where its edition form
 * changes the state (an opportunity's is chosen at its creation, SPEC.md §4), and deleting.
 */
export function bulkActionsOf(definition: { fields: Fields }): BulkAction[] {
  const state = definition.fields.etat;
  const stateEditable =
    state?.modes.includes("edit") === true &&
    Object.values(TARGET_STATE).every((value) => state.choices?.includes(value));
  return BULK_ACTIONS.filter((action) => stateEditable || !isStateAction(action));
}

export const BULK_MESSAGES = {
  idsRequired: "Sélectionnez au moins un élément.",
  idsInvalid: "La liste des éléments est invalide.",
  tooMany: `Une action groupée porte sur ${BULK_MAX_ITEMS} éléments au plus.`,
  /** The confirmation asked before deleting, for one or several items (SPEC.md §5). */
  confirmDelete: "Confirmer la suppression ?",
  failed: "Une erreur est survenue. Veuillez réessayer.",
} as const;

/** What a request naming an action the type does not take is told. */
export function unknownActionMessage(definition: { fields: Fields }): string {
  const actions = bulkActionsOf(definition);
  return actions.length === BULK_ACTIONS.length
    ? `L'action doit être l'une de : ${actions.join(", ")}.`
    : `L'action doit être l'une de : ${actions.join(", ")} (l'état se choisit à la création).`;
}

/**
 * The body of `POST /{type}/admin/lot`: an action the type allows and 1 to BULK_MAX_ITEMS
 * ids, each acted on once (a repeated id is dropped).
 */
export function bulkRequestSchema(definition: { fields: Fields }) {
  const actions = bulkActionsOf(definition) as [BulkAction, ...BulkAction[]];
  return z.object({
    action: z.enum(actions, { error: unknownActionMessage(definition) }),
    ids: z
      .array(z.string({ error: BULK_MESSAGES.idsInvalid }), { error: BULK_MESSAGES.idsInvalid })
      .min(1, { error: BULK_MESSAGES.idsRequired })
      .max(BULK_MAX_ITEMS, { error: BULK_MESSAGES.tooMany })
      .transform((ids) => [...new Set(ids)]),
  });
}

/**
 * The form an edit sends to put an item in `action`'s state, as its edit screen would:
 * the state, and a publication date of now for an item published without one (SPEC.md §4:
 * a project's date "default now"); an item keeps the date it has.
 */
export function stateChangeForm(
  definition: { fields: Fields },
  action: StateAction,
  item: { datePublication: string | null },
  now: Date,
): Record<string, string> {
  const form: Record<string, string> = { etat: targetStateOf(action) };
  const date = definition.fields.datePublication;
  if (action === "publier" && item.datePublication === null && date?.modes.includes("edit")) {
    form.datePublication = now.toISOString();
  }
  return form;
}

/** The past participle of each action, masculine singular. */
const DONE_WORDS: Record<BulkAction, string> = {
  publier: "publié",
  depublier: "dépublié",
  supprimer: "supprimé",
};

/** A participle agreeing with its noun: "publiée", "supprimés". */
const agreed = (word: string, feminine: boolean, count: number) =>
  `${word}${feminine ? "e" : ""}${count > 1 ? "s" : ""}`;

/**
 * What a bulk action says once done: "3 articles publiés.", "2 réalisations supprimées,
 * 1 refusée." (each refusal says why in the answer's items).
 */
export function bulkSummary(
  key: ContentTypeKey,
  action: BulkAction,
  done: number,
  refused: number,
): string {
  const noun = CONTENT_LIST_NOUNS[key];
  const items = `${done} ${done > 1 ? noun.many : noun.one}`;
  const said = `${items} ${agreed(DONE_WORDS[action], noun.feminine, done)}`;
  return refused === 0
    ? `${said}.`
    : `${said}, ${refused} ${agreed("refusé", noun.feminine, refused)}.`;
}
