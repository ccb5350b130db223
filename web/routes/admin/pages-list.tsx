import { Link } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { formatDateTime } from "../../features/back-office/labels.ts";
import { LIST_LOAD_FAILED, LoadFailure } from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { LANGUAGE_NAMES } from "../../features/content-form/language-tabs.tsx";
import type { PageTextsSummary } from "../../lib/api-types.ts";
import { readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/pages-list";

/** A page's languages in one line, for phones. */
function completenessLine(page: PageTextsSummary): string {
  const missing = LANGUAGES.filter((lang) => !page.complet[lang]);
  if (missing.length === 0) return "Complet dans les trois langues";
  return `Incomplet en ${missing.map((lang) => LANGUAGE_NAMES[lang].toLowerCase()).join(", ")}`;
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** GET /pages, read in the browser (the token lives there), not awaited. */
export function clientLoader() {
  return { pages: readApi("/pages", {}, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** Issue 18: the pages whose texts administrators edit, how complete each language is. */
export default function PagesList({ loaderData }: Route.ComponentProps) {
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
      <Deferred read={loaderData.pages}>
        {(read, retry) =>
          read.ok ? (
            <DataTable
              label="Pages"
              rows={read.answer.data}
              columns={columns}
              rowKey={(page) => page.cle}
            />
          ) : (
            <LoadFailure reason={read.message} onRetry={retry} />
          )
        }
      </Deferred>
    </section>
  );
}
