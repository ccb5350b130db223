import { ARTICLE_STATES } from "../../../domain/content.ts";
import { sectorLabel } from "../../features/admin/labels.ts";
import { ARTICLE_STATE_LABELS, type StaffArticle } from "../../features/articles/article-form.tsx";
import { ItemActions } from "../../features/back-office/content-list.tsx";
import type { Column } from "../../features/back-office/data-table.tsx";
import {
  LanguageBadges,
  StaffListPage,
  Thumbnail,
  useStaffList,
} from "../../features/back-office/staff-list.tsx";
import { useContentPaths } from "../../lib/paths.ts";

/** The state, and 'en ligne' once a planned article's date has passed (SPEC.md §4). */
function stateOf(item: StaffArticle): string {
  const label = ARTICLE_STATE_LABELS[item.etat] ?? item.etat;
  return item.etat === "planifié" && item.enLigne ? `${label} (en ligne)` : label;
}

const categoriesOf = (item: StaffArticle) => item.categories.map(sectorLabel).join(", ");

/** /admin/articles: every article, newest first, a page at a time, filtered by state. */
export default function ArticlesList() {
  const paths = useContentPaths();
  const list = useStaffList<StaffArticle>("articles");

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
        </>
      ),
    },
    { header: "Catégories", cell: categoriesOf, hideOnPhone: true },
    { header: "État", cell: stateOf, hideOnPhone: true, className: "whitespace-nowrap" },
    { header: "Langues", cell: (item) => <LanguageBadges titre={item.titre} />, hideOnPhone: true },
    { header: "Vues", cell: (item) => item.nombreVues, hideOnPhone: true },
    {
      header: "Actions",
      cell: (item) => (
        <ItemActions editTo={paths.articleEdit(item._id)} onDelete={() => list.remove(item)} />
      ),
    },
  ];

  return (
    <StaffListPage
      list={list}
      heading={paths.ownItemsOnly ? "Mes Articles" : "Gestion des articles"}
      addTo={paths.articleCreate}
      addLabel="+ Ajouter un article"
      emptyText={paths.ownItemsOnly ? "Vous n'avez encore aucun article." : "Aucun article."}
      states={ARTICLE_STATES}
      stateLabels={ARTICLE_STATE_LABELS}
      columns={columns}
    />
  );
}
