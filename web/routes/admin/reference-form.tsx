import { useParams } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import {
  OrderedSideForm,
  type OrderedSideFormSpec,
} from "../../features/back-office/ordered-side-screens.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { itemOutcomeOf } from "../../features/back-office/staff-item.tsx";
import { REFERENCE_FORM, REFERENCE_SAVED } from "../../features/commitments/reference-form.ts";
import { readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/reference-form";

const HEADINGS = { create: "Ajouter une référence", edit: "Modifier la référence" };

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? HEADINGS.edit : HEADINGS.create} – Administration` }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The reference an edit edits, read in the browser (the token lives there), not awaited. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { id } = params;
  return {
    reference: id
      ? readApi("/references/admin/:id", { params: { id } }, "").then(itemOutcomeOf)
      : undefined,
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

const REFERENCE_SCREEN: OrderedSideFormSpec = {
  form: REFERENCE_FORM,
  collection: "/references",
  headings: HEADINGS,
  createLabel: "Ajouter la référence",
  savedMessage: REFERENCE_SAVED,
  draftPrefix: "reference",
  listPath: ADMIN_PATHS.references,
  editTo: ADMIN_PATHS.referenceEdit,
  loadMessages: { notFound: "Référence introuvable.", failed: "Erreur de chargement" },
};

/**
 * /admin/references/nouveau and /admin/references/{id} (issue 32 point 4, ADR 064): a
 * certification, a partner or a client, drawn from the registry's descriptor by the
 * content forms' own form, as a person's (ADR 058). Saved, the list says so; refused, each
 * message shows by its field and the typing stays.
 */
export default function ReferenceForm({ loaderData }: Route.ComponentProps) {
  return (
    <OrderedSideForm spec={REFERENCE_SCREEN} id={useParams().id} item={loaderData.reference} />
  );
}
