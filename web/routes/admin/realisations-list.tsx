import { PROJECT_STATES, type ProjectState } from "../../../domain/content.ts";
import { DELIVERY_STATUS_LABELS } from "../../../domain/realisations.ts";
import { ItemActions } from "../../features/back-office/content-list.tsx";
import type { Column } from "../../features/back-office/data-table.tsx";
import {
  LanguageBadges,
  StaffListPage,
  Thumbnail,
  useStaffList,
} from "../../features/back-office/staff-list.tsx";
import type { StaffRealisation } from "../../features/realisations/realisation-form.tsx";
import { useContentPaths } from "../../lib/paths.ts";

const STATE_LABELS: Record<ProjectState, string> = { brouillon: "Brouillon", publié: "Publié" };

/**
 * /admin/realisations: every project, newest first, a page at a time, filtered by state
 * (the only filter GET /realisations/admin/all takes: no title search, no sector filter).
 */
export default function RealisationsList() {
  const paths = useContentPaths();
  const list = useStaffList<StaffRealisation>("realisations");

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
        </>
      ),
    },
    { header: "Secteur", cell: (item) => item.secteur.nom, hideOnPhone: true },
    { header: "Année", cell: (item) => item.annee, hideOnPhone: true },
    {
      header: "Livraison",
      cell: (item) => DELIVERY_STATUS_LABELS[item.statutLivraison] ?? item.statutLivraison,
      hideOnPhone: true,
      className: "whitespace-nowrap",
    },
    {
      header: "État",
      cell: (item) => STATE_LABELS[item.etat] ?? item.etat,
      hideOnPhone: true,
    },
    { header: "Langues", cell: (item) => <LanguageBadges titre={item.titre} />, hideOnPhone: true },
    { header: "Vues", cell: (item) => item.nombreVues, hideOnPhone: true },
    {
      header: "Actions",
      cell: (item) => (
        <ItemActions editTo={paths.realisationEdit(item._id)} onDelete={() => list.remove(item)} />
      ),
    },
  ];

  return (
    <StaffListPage
      list={list}
      heading={paths.ownItemsOnly ? "Mes Biens" : "Gestion des réalisations"}
      addTo={paths.realisationCreate}
      addLabel="+ Ajouter une réalisation"
      emptyText={
        paths.ownItemsOnly ? "Vous n'avez encore aucune réalisation." : "Aucune réalisation."
      }
      states={PROJECT_STATES}
      stateLabels={STATE_LABELS}
      columns={columns}
    />
  );
}
