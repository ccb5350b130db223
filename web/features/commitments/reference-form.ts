// The reference form's spec (issue 32 point 4, docs/decisions/064): the registry's
// `reference` descriptor drives the content forms' generic form (content-form.tsx) — the
// same fields, picture field (upload or the media library) and messages as every type.
import {
  CreateReferenceInputSchema,
  REFERENCE_TYPE,
  UpdateReferenceInputSchema,
} from "../../../domain/content-types/reference.ts";
import type { TypeFormSpec } from "../content-form/content-form.tsx";

export const REFERENCE_FORM: TypeFormSpec = {
  model: {
    type: REFERENCE_TYPE,
    schemas: { create: CreateReferenceInputSchema, edit: UpdateReferenceInputSchema },
  },
  focusesFirstError: true,
};

/** What the list says once a reference is saved. */
export const REFERENCE_SAVED = "Référence enregistrée";
