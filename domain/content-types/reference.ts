// The group's credentials in the registry (issue 32, point 4; docs/decisions/064): its
// certifications, partners and clients. Like a person (ADR 058), a reference is not a
// published item (no slug, state, author or views): the type is defined with the
// registry's fields and schemas but kept out of CONTENT_TYPE_IDENTITIES.
import { PersonOrderSchema } from "../personnes.ts";
import {
  isHttpsAddress,
  REFERENCE_LIMITS as L,
  REFERENCE_MESSAGES as M,
  REFERENCE_GROUP_LABELS,
  REFERENCE_GROUPS,
  ReferenceYearSchema,
} from "../references.ts";
import type { z } from "../zod.ts";
import { defineContentType, errorSorter, formSchema } from "./define.ts";
import { altTexts, choice, image, link, number, plainText } from "./fields.ts";

/** Who the type is: the API's path (`/api/v1/references`) and the public page's. */
export const REFERENCE_IDENTITY = {
  key: "reference",
  plural: "references",
  /** The one public page that shows them all (the strip also shows on home and about). */
  detailPath: "/engagements",
  labels: { one: "Référence", many: "Références" },
} as const;

export const REFERENCE_TYPE = defineContentType({
  ...REFERENCE_IDENTITY,
  errorOrder: "languages",
  excerpt: "emetteur",
  fields: {
    // A brand or a standard's name is the same in every language ("ISO 9001").
    nom: plainText({
      label: "Nom",
      max: L.nameMax,
      message: M.nameTooLong,
      required: M.nameRequired,
      list: {},
    }),
    groupe: choice({
      label: "Type",
      values: REFERENCE_GROUPS,
      labels: REFERENCE_GROUP_LABELS,
      message: M.groupInvalid,
      fallback: { create: "partenaire", edit: undefined },
      list: {},
      filter: { all: "Tous les types" },
    }),
    emetteur: plainText({
      label: "Organisme (certification)",
      max: L.issuerMax,
      message: M.issuerTooLong,
      list: { header: "Organisme" },
      form: { hint: "Pour une certification : l'organisme qui l'a délivrée." },
    }),
    annee: number({
      label: "Année (certification)",
      schema: ReferenceYearSchema,
      min: L.yearMin,
      max: L.yearMax,
      form: { hint: "Pour une certification : l'année d'obtention.", maxLength: 4 },
    }),
    lien: link({
      label: "Lien (partenaire ou client)",
      max: L.linkMax,
      message: M.linkInvalid,
      tooLong: M.linkTooLong,
      isValid: isHttpsAddress,
      form: { hint: "L'adresse de son site, commençant par https://.", wide: true },
    }),
    logo: image({
      label: "Logo",
      required: { create: M.logoRequired, edit: undefined },
      typeMessage: M.logoType,
      list: {},
      form: { countMessage: "Un seul logo." },
    }),
    texteAlternatif: altTexts({ label: "Texte alternatif", of: "logo" }),
    // The place within the group, from 0; the back office reorders by changing it.
    ordre: number({
      label: "Ordre",
      schema: PersonOrderSchema,
      min: 0,
      form: { hint: "Place dans son type, à partir de 0 (vide : à la fin)." },
    }),
  },
});

export const sortReferenceErrors = errorSorter(REFERENCE_TYPE);

/** A reference as POST /references and the back office's creation form send it. */
export const CreateReferenceInputSchema = formSchema(REFERENCE_TYPE, "create");
export type CreateReferenceInput = z.output<typeof CreateReferenceInputSchema>;

/** An edit, laid over the stored reference (what it does not send is kept). */
export const UpdateReferenceInputSchema = formSchema(REFERENCE_TYPE, "edit");
