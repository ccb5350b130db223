// Press releases in the registry (issue 32): their fields, limits and messages
// (domain/communiques.ts keeps the messages and the PDF's rules).
import { RELEASE_LIMITS as L, RELEASE_MESSAGES as M, RELEASE_STATES } from "../communiques.ts";
import { STATE_LABELS } from "../content.ts";
import { dateField } from "../content-fields.ts";
import type { z } from "../zod.ts";
import { defineContentType, formSchema } from "./define.ts";
import { choice, date, localizedText } from "./fields.ts";
import { CONTENT_TYPE_IDENTITIES } from "./identities.ts";

export const COMMUNIQUE_TYPE = defineContentType({
  ...CONTENT_TYPE_IDENTITIES.communique,
  errorOrder: "languages",
  excerpt: "resume",
  fields: {
    titre: localizedText({
      label: "Titre",
      max: L.titleMax,
      required: "all",
      messages: { required: M.titleRequired, tooLong: M.titleTooLong },
      search: "A",
      list: {},
    }),
    resume: localizedText({
      label: "Résumé",
      max: L.summaryMax,
      required: "fr",
      messages: { required: M.summaryRequired, tooLong: M.summaryTooLong },
      search: "B",
      form: { rows: 3 },
    }),
    texte: localizedText({
      label: "Texte",
      markdown: true,
      max: L.textMax,
      required: "fr",
      messages: { required: M.textRequired, tooLong: M.textTooLong },
      search: "C",
    }),
    // The day the release is dated (its list's order), shown on its page.
    dateCommunique: {
      ...date({
        label: "Date du communiqué",
        message: M.dateInvalid,
        list: { header: "Date" },
        form: { startsNow: true, day: true },
      }),
      schema: () => dateField(M.dateInvalid).refine((value) => value !== null, M.dateRequired),
      requiredIn: () => true,
    },
    etat: choice({
      label: "État",
      values: RELEASE_STATES,
      labels: STATE_LABELS,
      message: M.stateInvalid,
      fallback: "brouillon",
      list: {},
      filter: { all: "Tous les états" },
    }),
  },
});

export const CreateReleaseInputSchema = formSchema(COMMUNIQUE_TYPE, "create");
export type CreateReleaseInput = z.output<typeof CreateReleaseInputSchema>;

export const UpdateReleaseInputSchema = formSchema(COMMUNIQUE_TYPE, "edit");
export type UpdateReleaseInput = z.output<typeof UpdateReleaseInputSchema>;
