import {
  OPPORTUNITY_STATES,
  OPPORTUNITY_STATUSES,
  type OpportunityState,
} from "../../../domain/content.ts";
import { ItemActions } from "../../features/back-office/content-list.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { STATE_LABELS, STATUT_LABELS } from "../../features/back-office/labels.ts";
import { FilterSelect, optionsOf } from "../../features/back-office/list-controls.tsx";
import { SAVED_ROW_CLASS, SavedMark, useSavedId } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import {
  AuthorName,
  readContentList,
  StaffListPage,
  useContentList,
} from "../../features/back-office/staff-list.tsx";
import { StatusLabel } from "../../features/back-office/status-label.tsx";
import type { StaffOpportunity } from "../../lib/api-types.ts";
import { formatDate } from "../../lib/format.ts";
import { useContentPaths } from "../../lib/paths.ts";
import type { Route } from "./+types/opportunites-list";

function CardImage({ item }: { item: StaffOpportunity }) {
  if (!item.image) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-sm text-white">
        Aucune image
      </div>
    );
  }
  return (
    <img src={item.image} alt="" className="aspect-[3/2] w-full object-cover" loading="lazy" />
  );
}

function OpportuniteCard({
  item,
  editTo,
  onDelete,
}: {
  item: StaffOpportunity;
  editTo: string;
  onDelete(item: StaffOpportunity): void;
}) {
  const views = `${item.nombreVues} vue${item.nombreVues > 1 ? "s" : ""}`;
  const saved = useSavedId() === item._id;
  return (
    <li
      ref={saved ? (element) => element?.scrollIntoView({ block: "nearest" }) : undefined}
      className={`flex flex-col overflow-hidden rounded border border-slate-200 bg-white shadow-sm ${saved ? SAVED_ROW_CLASS : ""}`}
    >
      <CardImage item={item} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {saved ? <SavedMark /> : null}
        <h2 className="font-semibold">{item.titre.fr || "Titre manquant"}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="text-slate-600">Catégorie</dt>
          <dd>{item.categorie || "N/A"}</dd>
          <dt className="text-slate-600">Pays</dt>
          <dd>{item.pays || "N/A"}</dd>
          <dt className="text-slate-600">Statut</dt>
          <dd>
            <StatusLabel value={item.statut} label={STATUT_LABELS[item.statut] ?? item.statut} />
          </dd>
          <dt className="text-slate-600">État</dt>
          <dd>
            <StatusLabel
              value={item.etat}
              label={STATE_LABELS[item.etat as OpportunityState] ?? item.etat}
            />
          </dd>
          <dt className="text-slate-600">Créée le</dt>
          <dd>{formatDate("fr", item.dateCreation, "short") || "N/A"}</dd>
          <dt className="text-slate-600">Vues</dt>
          <dd>{views}</dd>
          <dt className="text-slate-600">Auteur</dt>
          <dd>
            <AuthorName auteur={item.auteur} />
          </dd>
        </dl>
        <div className="mt-auto pt-2">
          <ItemActions
            editTo={editTo}
            onDelete={() => onDelete(item)}
            label={item.titre.fr || "Titre manquant"}
          />
        </div>
      </div>
    </li>
  );
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The list the URL asks for, read in the browser (the token lives there), not awaited. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { list: readContentList("opportunites", request, ["statut", "etat"]) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/opportunites (and an adviser's /conseiller/opportunites): every opportunity as a
 * card (SPEC.md §2), newest first, a page at a time, searched by title, filtered by statut
 * and state.
 */
export default function OpportunitesList({ loaderData }: Route.ComponentProps) {
  const paths = useContentPaths();
  const list = useContentList("opportunites", loaderData.list);

  return (
    <StaffListPage
      list={list}
      heading={paths.ownItemsOnly ? "Mes Opportunités" : "Gestion des opportunités"}
      addTo={paths.content.opportunites.create}
      addLabel="+ Ajouter une opportunité"
      emptyText={
        paths.ownItemsOnly
          ? "Vous n'avez encore aucune opportunité."
          : "Aucune opportunité pour le moment."
      }
      count={["opportunité", "opportunités"]}
      filters={
        <>
          <FilterSelect
            name="statut"
            label="Statut"
            allLabel="Tous les statuts"
            options={optionsOf(OPPORTUNITY_STATUSES, STATUT_LABELS)}
          />
          <FilterSelect
            name="etat"
            label="État"
            allLabel="Tous les états"
            options={optionsOf(OPPORTUNITY_STATES, STATE_LABELS)}
          />
        </>
      }
    >
      {(rows) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((item) => (
            <OpportuniteCard
              key={item._id}
              item={item}
              editTo={paths.content.opportunites.edit(item._id)}
              onDelete={list.remove}
            />
          ))}
        </ul>
      )}
    </StaffListPage>
  );
}
