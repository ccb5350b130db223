import { useParams } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import {
  OrderedSideForm,
  type OrderedSideFormSpec,
} from "../../features/back-office/ordered-side-screens.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { itemOutcomeOf } from "../../features/back-office/staff-item.tsx";
import { PERSON_FORM, PERSON_SAVED } from "../../features/personnes/person-form.ts";
import { readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/personne-form";

const HEADINGS = { create: "Ajouter une personne", edit: "Modifier la personne" };

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? HEADINGS.edit : HEADINGS.create} – Administration` }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The person an edit edits, read in the browser (the token lives there), not awaited. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { id } = params;
  return {
    person: id
      ? readApi("/personnes/admin/:id", { params: { id } }, "").then(itemOutcomeOf)
      : undefined,
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

const PERSON_SCREEN: OrderedSideFormSpec = {
  form: PERSON_FORM,
  collection: "/personnes",
  headings: HEADINGS,
  createLabel: "Ajouter la personne",
  savedMessage: PERSON_SAVED,
  draftPrefix: "personne",
  listPath: ADMIN_PATHS.people,
  editTo: ADMIN_PATHS.personEdit,
  loadMessages: { notFound: "Personne introuvable.", failed: "Erreur de chargement" },
};

/**
 * /admin/personnes/nouveau and /admin/personnes/{id} (issue 32 point 1): a person of the
 * governance, drawn from the registry's descriptor by the content forms' own form. Saved,
 * the list says so; refused, each message shows by its field and the typing stays.
 */
export default function PersonForm({ loaderData }: Route.ComponentProps) {
  return <OrderedSideForm spec={PERSON_SCREEN} id={useParams().id} item={loaderData.person} />;
}
