// Bulk actions on a content type's items (issue 31 point 5, docs/decisions/050): each item
// goes through the command a single item goes through (an edit of its state, or its
// deletion), in its own transaction, so its rules, versions, journal entry and public
// cache invalidation are the same; one item refused does not stop the others, and the
// answer says what became of each.
import type { FastifyRequest } from "fastify";
import {
  BULK_MESSAGES,
  type BulkAction,
  isStateAction,
  stateChangeForm,
} from "../../../domain/content-types/bulk-actions.ts";
import type { Fields } from "../../../domain/content-types/define.ts";
import { z } from "../../../domain/zod.ts";
import { SubmittedForm } from "../../lib/form.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ContentCommands } from "./content.commands.ts";
import type { Actor } from "./ownership.ts";

/** What became of one item: done (`inchange` when it already was so), or why it was refused. */
export const BulkItemResultSchema = z.union([
  z.object({ _id: z.string(), fait: z.literal(true), inchange: z.boolean() }),
  z.object({
    _id: z.string(),
    fait: z.literal(false),
    /** The status a single request for this item would have answered (400, 404…). */
    code: z.number().int(),
    message: z.string(),
    erreurs: z.array(z.object({ champ: z.string(), message: z.string() })).optional(),
  }),
]);
export type BulkItemResult = z.infer<typeof BulkItemResultSchema>;

/** The item as the bulk reads it first (the staff view): its state and publication date. */
export interface BulkReadItem {
  etat?: unknown;
  datePublication: string | null;
}

export interface BulkDeps {
  definition: { fields: Fields };
  /** The item the actor may write (undefined: not theirs, or none). */
  find(id: string, actor: Actor): Promise<BulkReadItem | undefined>;
  commands: Pick<ContentCommands, "update" | "delete">;
  notFound: string;
  now(): Date;
}

/** A form as a request would have sent it, for the edit command. */
const formOf = (fields: Record<string, string>) =>
  new SubmittedForm(new Map(Object.entries(fields).map(([name, value]) => [name, [value]])), []);

/**
 * Applies `action` to each of `ids` as `actor`, one after the other, and says what became
 * of each, in the order asked. An item the actor may not write is refused as its single
 * request would be (404, as if it did not exist) and left untouched.
 */
export async function applyBulkAction(
  deps: BulkDeps,
  request: FastifyRequest,
  actor: Actor,
  action: BulkAction,
  ids: readonly string[],
): Promise<BulkItemResult[]> {
  const results: BulkItemResult[] = [];
  for (const id of ids) {
    try {
      results.push(await applyToOne(deps, request, actor, action, id));
    } catch (caught) {
      if (caught instanceof HttpError) {
        results.push({
          _id: id,
          fait: false,
          code: caught.statusCode,
          message: caught.message,
          ...(caught.erreurs ? { erreurs: caught.erreurs } : {}),
        });
        continue;
      }
      // The items done stay done: the answer must say so rather than end in a 500.
      request.log.error({ err: caught, id, action }, "bulk action failed on an item");
      results.push({ _id: id, fait: false, code: 500, message: BULK_MESSAGES.failed });
    }
  }
  return results;
}

async function applyToOne(
  deps: BulkDeps,
  request: FastifyRequest,
  actor: Actor,
  action: BulkAction,
  id: string,
): Promise<BulkItemResult> {
  if (!isStateAction(action)) {
    await deps.commands.delete(request, id, actor);
    return { _id: id, fait: true, inchange: false };
  }
  const current = await deps.find(id, actor);
  if (!current) throw new HttpError(404, deps.notFound);
  const form = stateChangeForm(deps.definition, action, current, deps.now());
  // Already in that state: nothing to save (no version, no journal entry).
  if (current.etat === form.etat) return { _id: id, fait: true, inchange: true };
  await deps.commands.update(request, id, formOf(form), actor);
  return { _id: id, fait: true, inchange: false };
}
