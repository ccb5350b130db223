import { PROJECT_STATES } from "../../../domain/content.ts";
import { DELIVERY_STATUS_LABELS } from "../../../domain/realisations.ts";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { SECTOR_OPTIONS, STATE_LABELS } from "../../features/back-office/labels.ts";
import { FilterSelect, optionsOf } from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import {
  AuthorOnPhone,
  closingColumns,
  readContentList,
  StaffListPage,
  Thumbnail,
  useContentList,
} from "../../features/back-office/staff-list.tsx";
import { StatusLabel } from "../../features/back-office/status-label.tsx";
import type { StaffRealisation } from "../../lib/api-types.ts";
import { useContentPaths } from "../../lib/paths.ts";
import type { Route } from "./+types/realisations-list";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The list the URL asks for, read in the browser (the token lives there), not awaited. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { list: readContentList("realisations", request, ["secteur", "etat"]) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/realisations (and an adviser's /conseiller/realisations): newest first, a page at
 * a time, searched by title, filtered by sector and state.
 */
export default function RealisationsList({ loaderData }: Route.ComponentProps) {
  const paths = useContentPaths();
  const list = useContentList("realisations", loaderData.list);

  const columns: Column<StaffRealisation>[] = [
    { header: "Image", cell: (item) => <Thumbnail src={item.images[0]} /> },
    {
      header: "Titre",
      cell: (item) => (
        <>
          <span className="font-medium">{item.titre.fr || "Titre manquant"}</span>
          <span className="mt-1 block text-slate-600 sm:hidden">
            {item.secteur.nom} · {item.annee} · {STATE_LABELS[item.etat] ?? item.etat}
          </span>
          <AuthorOnPhone auteur={item.auteur} />
        </>
      ),
    },
    { header: "Secteur", cell: (item) => item.secteur.nom, hideOnPhone: true },
    { header: "Année", cell: (item) => item.annee, hideOnPhone: true },
    {
      header: "Livraison",
      cell: (item) => (
        <StatusLabel
          value={item.statutLivraison}
          label={DELIVERY_STATUS_LABELS[item.statutLivraison] ?? item.statutLivraison}
        />
      ),
      hideOnPhone: true,
      className: "whitespace-nowrap",
    },
    {
      header: "État",
      cell: (item) => (
        <StatusLabel value={item.etat} label={STATE_LABELS[item.etat] ?? item.etat} />
      ),
      hideOnPhone: true,
    },
    ...closingColumns(paths.content.realisations.edit, list.remove),
  ];

  return (
    <StaffListPage
      list={list}
      heading={paths.ownItemsOnly ? "Mes Biens" : "Gestion des réalisations"}
      addTo={paths.content.realisations.create}
      addLabel="+ Ajouter une réalisation"
      emptyText={
        paths.ownItemsOnly ? "Vous n'avez encore aucune réalisation." : "Aucune réalisation."
      }
      count={["réalisation", "réalisations"]}
      filters={
        <>
          <FilterSelect
            name="secteur"
            label="Secteur"
            allLabel="Tous les secteurs"
            options={SECTOR_OPTIONS}
          />
          <FilterSelect
            name="etat"
            label="État"
            allLabel="Tous les états"
            options={optionsOf(PROJECT_STATES, STATE_LABELS)}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable label="Réalisations" rows={rows} columns={columns} rowKey={(item) => item._id} />
      )}
    </StaffListPage>
  );
}
