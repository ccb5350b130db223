import {
  REFERENCE_GROUP_LABELS,
  REFERENCE_GROUPS,
  type ReferenceGroup,
} from "../../../domain/references.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { LIST_LOAD_FAILED } from "../../features/back-office/list-controls.tsx";
import {
  OrderedSideList,
  type OrderedSideListSpec,
} from "../../features/back-office/ordered-side-screens.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import type { StaffReference } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/references-list";

export function meta() {
  return [{ title: "Engagements – Administration" }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** Every reference, read in the browser (the token lives there), not awaited. */
export function clientLoader() {
  return { references: readApi("/references/admin/all", {}, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

const REFERENCES_LIST: OrderedSideListSpec<StaffReference, ReferenceGroup> = {
  heading: "Engagements",
  intro:
    "Les certifications, partenaires et clients de la page « Engagements », dans l'ordre où elle les montre ; les partenaires et les clients forment aussi le bandeau de logos des pages d'accueil et « Qui sommes-nous ». Les textes et les chiffres de la page se modifient dans « Pages ».",
  addTo: ADMIN_PATHS.referenceCreate,
  addLabel: "+ Ajouter une référence",
  emptyAddLabel: "Ajouter une référence",
  empty:
    "Aucune référence pour l'instant : la page « Engagements » ne montre encore ni certification, ni partenaire, ni client.",
  emptyGroup: "Aucune référence de ce type pour l'instant.",
  groups: REFERENCE_GROUPS,
  groupLabels: REFERENCE_GROUP_LABELS,
  rowAttribute: "data-reference",
  name: (reference) => reference.nom,
  detail: (reference) =>
    reference.groupe === "certification"
      ? [reference.emetteur, reference.annee].filter(Boolean).join(", ")
      : (reference.lien ?? ""),
  picture: (reference) => reference.logo,
  pictureShape: "logo",
  editTo: ADMIN_PATHS.referenceEdit,
  confirmDelete: (reference) => `Supprimer « ${reference.nom} » des engagements ?`,
  move: (reference, ordre) =>
    apiSend("PATCH /references/:id", { params: { id: reference._id }, body: { ordre } }),
  remove: (reference) => apiSend("DELETE /references/:id", { params: { id: reference._id } }),
};

/**
 * /admin/references (issue 32 point 4, docs/decisions/064): the certifications, partners
 * and clients of /engagements (the last two also the home and about pages' strip), each
 * group in the order the pages show them. Administrators move them within their group,
 * edit, delete and add them.
 */
export default function ReferencesList({ loaderData }: Route.ComponentProps) {
  return <OrderedSideList spec={REFERENCES_LIST} read={loaderData.references} />;
}
