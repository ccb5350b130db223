import { JOURNAL_ACTIONS, JOURNAL_ENTITY_TYPES } from "../../../domain/journal.ts";
import { z } from "../../../domain/zod.ts";
import { isoDate } from "../content/answers.ts";

/** One line of the activity log as the back office reads it (domain/journal.ts `JournalEntryView`). */
export const JournalEntrySchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  utilisateur: z.object({ _id: z.uuid(), prenom: z.string(), nom: z.string() }).nullable(),
  nomUtilisateur: z.string(),
  action: z.enum(JOURNAL_ACTIONS),
  element: z.object({
    type: z.enum(JOURNAL_ENTITY_TYPES),
    _id: z.uuid(),
    titre: z.string().nullable(),
  }),
  date: isoDate,
});
