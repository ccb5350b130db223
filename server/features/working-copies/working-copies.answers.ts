// A working copy as the API answers it (docs/decisions/042, 053): OpenAPI documents these,
// the tests hold every answer to them, the dashboard lists the summaries.
import { CONTENT_TYPE_KEYS } from "../../../domain/content-types/identities.ts";
import { z } from "../../../domain/zod.ts";
import { isoDate } from "../content/answers.ts";
import type { WorkingCopyRow } from "./working-copies.repository.ts";

/** A copy as the lists show it: what it is a copy of, its title, its last save. */
export const WorkingCopySummarySchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  type: z.enum(CONTENT_TYPE_KEYS),
  /** The item it is a copy of; null for an item not created yet. */
  element: z.uuid().nullable(),
  titre: z.string(),
  dateModification: isoDate,
});
/** A copy with the form's values, to resume it. */
export const WorkingCopySchema = WorkingCopySummarySchema.extend({
  valeurs: z.record(z.string(), z.unknown()),
});

export type WorkingCopySummaryView = z.infer<typeof WorkingCopySummarySchema>;
export type WorkingCopyView = z.infer<typeof WorkingCopySchema>;

export const summaryOf = (row: WorkingCopyRow): WorkingCopySummaryView => ({
  _id: row.id,
  id: row.id,
  type: row.contentType,
  element: row.itemId,
  titre: row.title,
  dateModification: row.updatedAt.toISOString(),
});
export const viewOf = (row: WorkingCopyRow): WorkingCopyView => ({
  ...summaryOf(row),
  valeurs: row.values,
});
