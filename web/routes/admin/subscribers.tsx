import { useState } from "react";
import { useSearchParams } from "react-router";
import type { NewsletterSubscriberView } from "../../../domain/newsletter.ts";
import { Alert } from "../../components/form-field.tsx";
import { formatDateTime, SECTOR_OPTIONS, sectorLabel } from "../../features/admin/labels.ts";
import {
  ADMIN_PAGE_SIZE,
  AdminPagination,
  FilterSelect,
  pageOf,
  TableRegion,
  useApiList,
} from "../../features/admin/list-controls.tsx";
import { downloadFile, errorMessage } from "../../lib/api.ts";

export function meta() {
  return [{ title: "Abonnés à la newsletter – Administration" }];
}

const LANGUAGE_LABELS: Record<NewsletterSubscriberView["langue"], string> = {
  fr: "Français",
  en: "Anglais",
  it: "Italien",
};

export default function Subscribers() {
  const [params] = useSearchParams();
  const secteur = params.get("secteur") ?? "";
  const sectorQuery = secteur ? `secteur=${encodeURIComponent(secteur)}` : "";
  const { answer, error } = useApiList<NewsletterSubscriberView>(
    `/newsletter?page=${pageOf(params)}&limite=${ADMIN_PAGE_SIZE}${sectorQuery ? `&${sectorQuery}` : ""}`,
  );
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      // The export follows the sector chosen on screen.
      await downloadFile(
        `/newsletter/export.csv${sectorQuery ? `?${sectorQuery}` : ""}`,
        "abonnes-newsletter.csv",
      );
    } catch (caught) {
      console.error(caught);
      setExportError(errorMessage(caught, "Erreur lors de l'export"));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Abonnés à la newsletter</h1>
        <button
          type="button"
          onClick={exportCsv}
          disabled={exporting}
          className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {exporting ? "Export en cours…" : "Exporter en CSV"}
        </button>
      </div>
      <form
        aria-label="Filtrer les abonnés"
        className="flex flex-wrap gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          name="secteur"
          label="Secteur d'intérêt"
          allLabel="Tous les secteurs"
          options={SECTOR_OPTIONS}
        />
      </form>
      <Alert message={error ?? exportError} />
      {answer === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {answer.total} abonné{answer.total > 1 ? "s" : ""}
          </p>
          {answer.data.length === 0 ? (
            <p className="text-slate-600">Aucun abonné pour le moment.</p>
          ) : (
            <TableRegion label="Liste des abonnés">
              <table className="min-w-full text-left text-sm">
                <thead className="bg-slate-100 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Secteur
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Langue
                    </th>
                    <th scope="col" className="px-4 py-3 whitespace-nowrap">
                      Date d'inscription
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.map((subscriber) => (
                    <tr key={subscriber._id} className="border-t border-slate-200">
                      <td className="min-w-56 px-4 py-3 break-all">{subscriber.email}</td>
                      <td className="px-4 py-3">{sectorLabel(subscriber.secteur)}</td>
                      <td className="px-4 py-3">{LANGUAGE_LABELS[subscriber.langue]}</td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        {formatDateTime(subscriber.dateInscription)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
          <AdminPagination total={answer.total} label="Pages des abonnés" />
        </>
      )}
    </section>
  );
}
