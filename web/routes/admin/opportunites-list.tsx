import { useSearchParams } from "react-router";
import {
  ItemActions,
  ListHeader,
  PageLinks,
  pageOf,
} from "../../features/back-office/content-list.tsx";
import { useStaffPage } from "../../features/back-office/use-staff-page.ts";
import {
  STATUT_LABELS,
  type StaffOpportunite,
} from "../../features/opportunites/opportunite-form.tsx";
import { formatDate } from "../../lib/format.ts";
import { useContentPaths } from "../../lib/paths.ts";

const STATE_LABELS: Record<string, string> = { brouillon: "Brouillon", publié: "Publié" };

function CardImage({ item }: { item: StaffOpportunite }) {
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
  item: StaffOpportunite;
  editTo: string;
  onDelete(item: StaffOpportunite): void;
}) {
  const views = `${item.nombreVues} vue${item.nombreVues > 1 ? "s" : ""}`;
  return (
    <li className="flex flex-col overflow-hidden rounded border border-slate-200 bg-white shadow-sm">
      <CardImage item={item} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold">{item.titre.fr || "Titre manquant"}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="text-slate-600">Catégorie</dt>
          <dd>{item.categorie || "N/A"}</dd>
          <dt className="text-slate-600">Pays</dt>
          <dd>{item.pays || "N/A"}</dd>
          <dt className="text-slate-600">Statut</dt>
          <dd>{STATUT_LABELS[item.statut] ?? item.statut}</dd>
          <dt className="text-slate-600">État</dt>
          <dd>{STATE_LABELS[item.etat] ?? item.etat}</dd>
          <dt className="text-slate-600">Créée le</dt>
          <dd>{formatDate("fr", item.dateCreation, "short") || "N/A"}</dd>
          <dt className="text-slate-600">Vues</dt>
          <dd>{views}</dd>
        </dl>
        <div className="mt-auto pt-2">
          <ItemActions editTo={editTo} onDelete={() => onDelete(item)} />
        </div>
      </div>
    </li>
  );
}

/**
 * /admin/opportunites: every opportunity as a card (SPEC.md §2), newest first, a page at a
 * time. GET /opportunites/admin/all takes no filter besides the page.
 */
export default function OpportunitesList() {
  const paths = useContentPaths();
  const [params] = useSearchParams();
  const page = pageOf(params);
  // SPEC.md §8: a failed deletion is only logged here.
  const { result, remove } = useStaffPage<StaffOpportunite>("opportunites", page);

  return (
    <section className="flex flex-col gap-6">
      <ListHeader
        heading={paths.ownItemsOnly ? "Mes Opportunités" : "Gestion des opportunités"}
        addTo={paths.opportuniteCreate}
        addLabel="+ Ajouter une opportunité"
      />
      {result === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : result.data.length === 0 ? (
        <p className="text-slate-600">
          {paths.ownItemsOnly
            ? "Vous n'avez encore aucune opportunité."
            : "Aucune opportunité pour le moment."}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.map((item) => (
              <OpportuniteCard
                key={item._id}
                item={item}
                editTo={paths.opportuniteEdit(item._id)}
                onDelete={remove}
              />
            ))}
          </ul>
          <PageLinks page={page} total={result.total} params={params} />
        </>
      )}
    </section>
  );
}
