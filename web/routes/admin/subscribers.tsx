import { useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { formatDateTime, SECTOR_OPTIONS, sectorLabel } from "../../features/back-office/labels.ts";
import {
  countOf,
  DeferredResults,
  FilterSelect,
  LIST_LOAD_FAILED,
  ListFilters,
  ListResults,
  listQueryOf,
} from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { downloadFile, errorMessage } from "../../lib/api.ts";
import type { NewsletterSubscriberView } from "../../lib/api-types.ts";
import { readApi } from "../../lib/back-office-client.ts";
import type { Route } from "./+types/subscribers";

export function meta() {
  return [{ title: "Abonnés à la newsletter – Administration" }];
}

const LANGUAGE_LABELS: Record<NewsletterSubscriberView["langue"], string> = {
  fr: "Français",
  en: "Anglais",
  it: "Italien",
};

const COLUMNS: Column<NewsletterSubscriberView>[] = [
  { header: "Email", cell: (subscriber) => subscriber.email, className: "min-w-56 break-all" },
  { header: "Secteur", cell: (subscriber) => sectorLabel(subscriber.secteur) },
  { header: "Langue", cell: (subscriber) => LANGUAGE_LABELS[subscriber.langue] },
  {
    header: "Date d'inscription",
    cell: (subscriber) => formatDateTime(subscriber.dateInscription),
    className: "whitespace-nowrap",
  },
];

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The page of subscribers the URL asks for, read in the browser (the token lives there), not awaited. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(new URL(request.url).searchParams, ["secteur"]);
  return { read: readApi("/newsletter", { query }, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** /admin/abonnes: the newsletter's subscribers, filtered by sector, exported as CSV. */
export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const secteur = params.get("secteur") ?? "";
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      // The export follows the sector chosen on screen.
      await downloadFile(
        `/newsletter/export.csv${secteur ? `?${new URLSearchParams({ secteur })}` : ""}`,
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
      <ListFilters>
        <FilterSelect
          name="secteur"
          label="Secteur d'intérêt"
          allLabel="Tous les secteurs"
          options={SECTOR_OPTIONS}
        />
      </ListFilters>
      <Alert message={exportError} />
      <DeferredResults list={loaderData}>
        {(list) => (
          <ListResults
            list={list}
            count={countOf("abonné", "abonnés")}
            emptyText="Aucun abonné pour le moment."
            pagesLabel="Pages des abonnés"
          >
            {(rows) => (
              <DataTable
                label="Liste des abonnés"
                rows={rows}
                columns={COLUMNS}
                rowKey={(subscriber) => subscriber._id}
              />
            )}
          </ListResults>
        )}
      </DeferredResults>
    </section>
  );
}
