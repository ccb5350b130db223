// The people of the governance in the registry (issue 32, point 1; docs/decisions/058):
// their fields, limits and French messages. A person is not a published item (no slug,
// state, author or views): the type is defined with the registry's fields and schemas but
// is kept out of CONTENT_TYPE_IDENTITIES, whose types all have those.
import {
  PERSON_LIMITS as L,
  PERSON_MESSAGES as M,
  PERSON_GROUP_LABELS,
  PERSON_GROUPS,
  PersonOrderSchema,
} from "../personnes.ts";
import type { z } from "../zod.ts";
import { defineContentType, errorSorter, formSchema } from "./define.ts";
import { altTexts, choice, image, localizedText, number } from "./fields.ts";

/** Who the type is: the API's path (`/api/v1/personnes`) and the public page's. */
export const PERSONNE_IDENTITY = {
  key: "personne",
  plural: "personnes",
  /** The one public page that shows people (no page per person). */
  detailPath: "/gouvernance",
  labels: { one: "Personne", many: "Personnes" },
} as const;

export const PERSONNE_TYPE = defineContentType({
  ...PERSONNE_IDENTITY,
  // Language by language, the first failure first, like the opportunities'.
  errorOrder: "languages",
  excerpt: "fonction",
  fields: {
    nom: localizedText({
      label: "Nom",
      max: L.nameMax,
      required: "fr",
      messages: { required: M.nameRequired, tooLong: M.nameTooLong },
      search: "A",
      list: {},
    }),
    fonction: localizedText({
      label: "Fonction",
      max: L.roleMax,
      required: "fr",
      messages: { required: M.roleRequired, tooLong: M.roleTooLong },
      search: "A",
      list: {},
    }),
    biographie: localizedText({
      label: "Biographie",
      markdown: true,
      max: L.biographyMax,
      messages: { tooLong: M.biographyTooLong },
      search: "C",
    }),
    portrait: image({
      label: "Portrait",
      typeMessage: M.portraitType,
      list: {},
      form: { countMessage: "Un seul portrait." },
    }),
    texteAlternatif: altTexts({ label: "Texte alternatif", of: "portrait" }),
    groupe: choice({
      label: "Groupe",
      values: PERSON_GROUPS,
      labels: PERSON_GROUP_LABELS,
      message: M.groupInvalid,
      fallback: { create: "direction", edit: undefined },
      list: {},
      filter: { all: "Tous les groupes" },
    }),
    // The place within the group, from 0; the back office reorders by changing it.
    ordre: number({
      label: "Ordre",
      schema: PersonOrderSchema,
      min: 0,
      form: { hint: "Place dans le groupe, à partir de 0 (vide : à la fin)." },
    }),
  },
});

export const sortPersonErrors = errorSorter(PERSONNE_TYPE);

/** A person as POST /personnes and the back office's creation form send it. */
export const CreatePersonInputSchema = formSchema(PERSONNE_TYPE, "create");
export type CreatePersonInput = z.output<typeof CreatePersonInputSchema>;

/** An edit, laid over the stored person (what it does not send is kept). */
export const UpdatePersonInputSchema = formSchema(PERSONNE_TYPE, "edit");
export type UpdatePersonInput = z.output<typeof UpdatePersonInputSchema>;
