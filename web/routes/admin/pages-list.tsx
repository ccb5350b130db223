import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { formatDateTime } from "../../features/back-office/labels.ts";
import { LIST_LOAD_FAILED, LoadFailure } from "../../features/back-office/list-controls.tsx";
import { LANGUAGE_NAMES } from "../../features/content-form/language-tabs.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import type { PageTextsSummary } from "../../lib/api-types.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

/** A page's languages in one line, for phones. */
function completenessLine(page: PageTextsSummary): string {
  const missing = LANGUAGES.filter((lang) => !page.complet[lang]);
  if (missing.length === 0) return "Complet dans les trois langues";
  return `Incomplet en ${missing.map((lang) => LANGUAGE_NAMES[lang].toLowerCase()).join(", ")}`;
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** Issue 18: the pages whose texts administrators edit, how complete each language is. */
export default function PagesList() {
  const [pages, setPages] = useState<PageTextsSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      setPages((await api<{ data: PageTextsSummary[] }>("/pages")).data);
    } catch (caught) {
      console.error(caught);
      setFailure(errorMessage(caught, LIST_LOAD_FAILED));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const columns: Column<PageTextsSummary>[] = [
    {
      header: "Page",
      cell: (page) => (
        <>
          <Link
            to={ADMIN_PATHS.pageEdit(page.cle)}
            className="font-medium text-brand-700 underline"
          >
            {page.nom}
          </Link>
          {/* On a phone the languages go under the name: the table then fits the screen. */}
          <span className="mt-1 block text-xs text-slate-600 sm:hidden">
            {completenessLine(page)}
          </span>
        </>
      ),
    },
    { header: "Titre (fr)", cell: (page) => page.titre, hideOnPhone: true },
    ...LANGUAGES.map(
      (lang): Column<PageTextsSummary> => ({
        header: LANGUAGE_NAMES[lang],
        hideOnPhone: true,
        cell: (page) =>
          page.complet[lang] ? (
            <span className="text-green-800">Complet</span>
          ) : (
            <span className="font-medium text-amber-800">Incomplet</span>
          ),
      }),
    ),
    {
      header: "Dernière modification",
      hideOnPhone: true,
      cell: (page) =>
        page.miseAJour ? formatDateTime(page.miseAJour) : "Jamais (textes d'origine)",
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Textes des pages</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Les textes propres à chaque page du site, en français, anglais et italien. Un texte laissé
          vide en anglais ou en italien s'affiche en français.
        </p>
      </div>
      {failure !== null ? (
        <LoadFailure reason={failure} onRetry={() => void load()} />
      ) : pages === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <DataTable label="Pages" rows={pages} columns={columns} rowKey={(page) => page.cle} />
      )}
    </section>
  );
}
