import { PERSON_GROUP_LABELS, PERSON_GROUPS, type PersonGroup } from "../../../domain/personnes.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { LIST_LOAD_FAILED } from "../../features/back-office/list-controls.tsx";
import {
  OrderedSideList,
  type OrderedSideListSpec,
} from "../../features/back-office/ordered-side-screens.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import type { StaffPerson } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/personnes-list";

export function meta() {
  return [{ title: "Gouvernance – Administration" }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** Every person, read in the browser (the token lives there), not awaited. */
export function clientLoader() {
  return { people: readApi("/personnes/admin/all", {}, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

const PEOPLE_LIST: OrderedSideListSpec<StaffPerson, PersonGroup> = {
  heading: "Gouvernance",
  intro:
    "Les personnes de la page « Gouvernance » du site, dans l'ordre où elle les montre : la direction, puis le conseil d'administration.",
  addTo: ADMIN_PATHS.personCreate,
  addLabel: "+ Ajouter une personne",
  emptyAddLabel: "Ajouter une personne",
  empty: "Aucune personne pour l'instant : la page « Gouvernance » ne montre encore personne.",
  emptyGroup: "Personne dans ce groupe pour l'instant.",
  groups: PERSON_GROUPS,
  groupLabels: PERSON_GROUP_LABELS,
  rowAttribute: "data-person",
  name: (person) => person.nom.fr,
  detail: (person) => person.fonction.fr,
  picture: (person) => person.portrait,
  pictureShape: "portrait",
  editTo: ADMIN_PATHS.personEdit,
  confirmDelete: (person) => `Supprimer ${person.nom.fr} de la gouvernance ?`,
  move: (person, ordre) =>
    apiSend("PATCH /personnes/:id", { params: { id: person._id }, body: { ordre } }),
  remove: (person) => apiSend("DELETE /personnes/:id", { params: { id: person._id } }),
};

/**
 * /admin/personnes (issue 32 point 1, docs/decisions/058): the people of /gouvernance, the
 * direction then the board, each in the order the page shows them. Administrators move
 * them within their group, edit, delete and add them.
 */
export default function PeopleList({ loaderData }: Route.ComponentProps) {
  return <OrderedSideList spec={PEOPLE_LIST} read={loaderData.people} />;
}
