import { useId } from "react";
import { useSearchParams } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import { PROJECT_STATES } from "../../../domain/content.ts";
import { DELIVERY_STATUS_LABELS } from "../../../domain/realisations.ts";
import { Alert, INPUT_CLASS } from "../../components/form-field.tsx";
import {
  ItemActions,
  ListHeader,
  PageLinks,
  pageOf,
} from "../../features/back-office/content-list.tsx";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { useStaffPage } from "../../features/back-office/use-staff-page.ts";
import type { StaffRealisation } from "../../features/realisations/realisation-form.tsx";
import { ADMIN_PATHS } from "../../lib/paths.ts";

const STATE_LABELS: Record<string, string> = { brouillon: "Brouillon", publié: "Publié" };

function Thumbnail({ item }: { item: StaffRealisation }) {
  const src = item.images[0];
  if (!src) {
    return (
      <span className="flex h-12 w-16 items-center justify-center rounded bg-slate-200 text-xs text-slate-600">
        Aucune
      </span>
    );
  }
  return <img src={src} alt="" className="h-12 w-16 rounded object-cover" loading="lazy" />;
}

function LanguageBadges({ item }: { item: StaffRealisation }) {
  return (
    <span className="flex gap-1">
      {LANGUAGES.map((lang) => {
        const filled = Boolean(item.titre[lang]?.trim());
        return (
          <span
            key={lang}
            title={filled ? `Titre (${lang}) renseigné` : `Titre (${lang}) manquant`}
            className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${
              filled
                ? "bg-emerald-100 text-emerald-900"
                : "bg-slate-100 text-slate-500 line-through"
            }`}
          >
            {lang}
            <span className="sr-only">{filled ? " présent" : " absent"}</span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * /admin/realisations: every project, newest first, a page at a time, filtered by state
 * (the only filter GET /realisations/admin/all takes: no title search, no sector filter).
 */
export default function RealisationsList() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const etat = params.get("etat") ?? "";
  const filterId = useId();
  const { result, error, remove } = useStaffPage<StaffRealisation>("realisations", page, {
    etat,
  });

  const columns: Column<StaffRealisation>[] = [
    { header: "Image", cell: (item) => <Thumbnail item={item} /> },
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
    { header: "Langues", cell: (item) => <LanguageBadges item={item} />, hideOnPhone: true },
    { header: "Vues", cell: (item) => item.nombreVues, hideOnPhone: true },
    {
      header: "Actions",
      cell: (item) => (
        <ItemActions editTo={ADMIN_PATHS.realisationEdit(item._id)} onDelete={() => remove(item)} />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <ListHeader
        heading="Gestion des réalisations"
        addTo={ADMIN_PATHS.realisationCreate}
        addLabel="+ Ajouter une réalisation"
      />
      <div className="flex flex-col gap-1 sm:w-64">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          État
        </label>
        <select
          id={filterId}
          value={etat}
          className={INPUT_CLASS}
          onChange={(event) => {
            const next = new URLSearchParams();
            if (event.target.value) next.set("etat", event.target.value);
            setParams(next);
          }}
        >
          <option value="">Tous</option>
          {PROJECT_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <Alert message={error} />
      {result === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : result.data.length === 0 ? (
        <p className="text-slate-600">Aucune réalisation.</p>
      ) : (
        <>
          <DataTable rows={result.data} columns={columns} rowKey={(item) => item._id} />
          <PageLinks page={page} total={result.total} params={params} />
        </>
      )}
    </section>
  );
}
