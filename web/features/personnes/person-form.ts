// The person form's spec (issue 32 point 1, docs/decisions/058): the registry's `personne`
// descriptor drives the content forms' generic form (content-form.tsx) — the same language
// tabs, Markdown editor and picture field (upload or the media library) as every type.
import {
  CreatePersonInputSchema,
  PERSONNE_TYPE,
  UpdatePersonInputSchema,
} from "../../../domain/content-types/personne.ts";
import type { TypeFormSpec } from "../content-form/content-form.tsx";

export const PERSON_FORM: TypeFormSpec = {
  model: {
    type: PERSONNE_TYPE,
    schemas: { create: CreatePersonInputSchema, edit: UpdatePersonInputSchema },
  },
  focusesFirstError: true,
};

/** What the list says once a person is saved (the server's words for a deletion). */
export const PERSON_SAVED = "Personne enregistrée";
