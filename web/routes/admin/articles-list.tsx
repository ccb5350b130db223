import { ARTICLE_STATES } from "../../../domain/content.ts";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { SECTOR_OPTIONS, STATE_LABELS, sectorLabel } from "../../features/back-office/labels.ts";
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
import type { StaffArticle } from "../../lib/api-types.ts";
import { useContentPaths } from "../../lib/paths.ts";
import type { Route } from "./+types/articles-list";

/** The state, and 'en ligne' once a planned article's date has passed (SPEC.md §4). */
function stateOf(item: StaffArticle): string {
  const label = STATE_LABELS[item.etat] ?? item.etat;
  return item.etat === "planifié" && item.enLigne ? `${label} (en ligne)` : label;
}

const categoriesOf = (item: StaffArticle) => item.categories.map(sectorLabel).join(", ");

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The list the URL asks for, read in the browser (the token lives there), not awaited. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { list: readContentList("articles", request, ["categorie", "etat"]) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/articles (and an adviser's /conseiller/articles): newest first, a page at a time,
 * searched by title, filtered by sector and state.
 */
export default function ArticlesList({ loaderData }: Route.ComponentProps) {
  const paths = useContentPaths();
  const list = useContentList("articles", loaderData.list);

  const columns: Column<StaffArticle>[] = [
    { header: "Image", cell: (item) => <Thumbnail src={item.imagePrincipale} /> },
    {
      header: "Titre",
      cell: (item) => (
        <>
          <span className="font-medium">{item.titre.fr || "Titre manquant"}</span>
          <span className="mt-1 block text-slate-600 sm:hidden">
            {categoriesOf(item)} · {stateOf(item)}
          </span>
          <AuthorOnPhone auteur={item.auteur} />
        </>
      ),
    },
    { header: "Catégories", cell: categoriesOf, hideOnPhone: true },
    {
      header: "État",
      cell: (item) => <StatusLabel value={item.etat} label={stateOf(item)} />,
      hideOnPhone: true,
    },
    ...closingColumns(paths.content.articles.edit, list.remove),
  ];

  return (
    <StaffListPage
      list={list}
      heading={paths.ownItemsOnly ? "Mes Articles" : "Gestion des articles"}
      addTo={paths.content.articles.create}
      addLabel="+ Ajouter un article"
      emptyText={paths.ownItemsOnly ? "Vous n'avez encore aucun article." : "Aucun article."}
      count={["article", "articles"]}
      filters={
        <>
          <FilterSelect
            name="categorie"
            label="Secteur"
            allLabel="Tous les secteurs"
            options={SECTOR_OPTIONS}
          />
          <FilterSelect
            name="etat"
            label="État"
            allLabel="Tous les états"
            options={optionsOf(ARTICLE_STATES, STATE_LABELS)}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable label="Articles" rows={rows} columns={columns} rowKey={(item) => item._id} />
      )}
    </StaffListPage>
  );
}
