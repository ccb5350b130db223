import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import type { LocalizedText } from "../../../domain/content.ts";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { DELETED_AUTHOR } from "../../../domain/users.ts";
import { Alert } from "../../components/form-field.tsx";
import type { BackOfficeAnswers, ContentListPath } from "../../lib/api-types.ts";
import type { AuthorView } from "../../lib/app-context.ts";
import { apiSend, type CallOptions, type Read, readApi } from "../../lib/back-office-client.ts";
import { ItemActions, ListHeader } from "./content-list.tsx";
import type { Column } from "./data-table.tsx";
import {
  countOf,
  type DeferredList,
  DeferredResults,
  LIST_LOAD_FAILED,
  ListFilters,
  ListResults,
  listQueryOf,
  type PagedAnswer,
  SearchField,
} from "./list-controls.tsx";
import { DELETED_MESSAGES, type ListNotice, ListNoticeArea } from "./list-notice.tsx";

/**
 * One content type's back-office list (`GET /{type}/admin/all`): newest first, a page at
 * a time, searched by title and narrowed by the URL's `filters`; an item is deleted after
 * 'Confirmer la suppression ?' and the page read again. A failed read says so, with a
 * retry (ListResults); a failed deletion says why (ADR 003).
 */
export function useContentList<T extends { _id: string }>(
  type: ContentTypePlural,
  read: Promise<Read<PagedAnswer<T>>>,
) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<ListNotice | null>(null);

  async function remove(item: T) {
    if (!window.confirm("Confirmer la suppression ?")) return;
    setError(null);
    setDeleted(null);
    try {
      await apiSend(`DELETE /${type}/:id`, { params: { id: item._id } });
      await revalidator.revalidate();
      setDeleted({ message: DELETED_MESSAGES[type] });
    } catch (caught) {
      console.error(caught);
      if (caught instanceof Error && caught.message) setError(caught.message);
    }
  }

  return { read, error, deleted, remove };
}

/**
 * The read of a content list for its route's clientLoader (`GET /{type}/admin/all`, its
 * answer typed by that path): the page, search and `filters` the screen's URL asks for.
 * Not awaited by the loader: the screen shows at once, its results when they come.
 */
export function readContentList<T extends ContentTypePlural>(
  type: T,
  request: Request,
  filters: readonly string[],
): Promise<Read<BackOfficeAnswers[ContentListPath<T>]>> {
  const query = listQueryOf(new URL(request.url).searchParams, ["recherche", ...filters]);
  const path: ContentListPath<T> = `/${type}/admin/all`;
  return readApi(path, { query } as CallOptions<ContentListPath<T>>, LIST_LOAD_FAILED);
}

/** An item's first image, small; 'Aucune' without one. */
export function Thumbnail({ src }: { src: string | null | undefined }) {
  if (!src) {
    return (
      <span className="flex h-12 w-16 items-center justify-center rounded bg-slate-200 text-xs text-slate-600">
        Aucune
      </span>
    );
  }
  return <img src={src} alt="" className="h-12 w-16 rounded object-cover" loading="lazy" />;
}

/** The languages an item has a title in. */
export function LanguageBadges({ titre }: { titre: LocalizedText }) {
  return (
    <span className="flex gap-1">
      {LANGUAGES.map((lang) => {
        const filled = Boolean(titre[lang]?.trim());
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
 * An item's author as the back office names them: "Prénom Nom", or 'Auteur supprimé' once
 * their account is deleted (docs/decisions/001), set apart so it does not read as a name.
 */
export function AuthorName({ auteur }: { auteur: AuthorView | null }) {
  if (!auteur) return <span className="italic text-slate-600">{DELETED_AUTHOR}</span>;
  return <>{`${auteur.prenom} ${auteur.nom}`}</>;
}

/** The author under an item's title on a phone, where the table has no Auteur column. */
export function AuthorOnPhone({ auteur }: { auteur: AuthorView | null }) {
  return (
    <span className="mt-1 block text-slate-600 sm:hidden">
      Auteur : <AuthorName auteur={auteur} />
    </span>
  );
}

/** What a content table's last columns read of an item. */
interface ListedItem {
  _id: string;
  titre: LocalizedText;
  nombreVues: number;
  auteur: AuthorView | null;
}

/**
 * The columns every content table ends with: its author, its languages, its views, its
 * actions. On a phone the author goes under the title (AuthorOnPhone).
 */
export function closingColumns<T extends ListedItem>(
  editPath: (id: string) => string,
  remove: (item: T) => void,
): Column<T>[] {
  return [
    { header: "Auteur", cell: (item) => <AuthorName auteur={item.auteur} />, hideOnPhone: true },
    { header: "Langues", cell: (item) => <LanguageBadges titre={item.titre} />, hideOnPhone: true },
    { header: "Vues", cell: (item) => item.nombreVues, hideOnPhone: true },
    {
      header: "Actions",
      cell: (item) => (
        <ItemActions
          editTo={editPath(item._id)}
          onDelete={() => remove(item)}
          label={item.titre.fr || "Titre manquant"}
        />
      ),
    },
  ];
}

/**
 * The page of a content list: heading and add link, the title search and the type's own
 * `filters`, then the results (`children` draws the rows) and their pages.
 */
export function StaffListPage<T extends { _id: string }>({
  list,
  heading,
  addTo,
  addLabel,
  emptyText,
  count,
  filters,
  children,
}: {
  /** The list read, why its last deletion failed (`error`), or that it was done. */
  list: DeferredList<T> & { error: string | null; deleted: ListNotice | null };
  heading: string;
  addTo: string;
  addLabel: string;
  emptyText: string;
  /** The nouns of the count: ["réalisation", "réalisations"]. */
  count: readonly [string, string];
  filters: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <section className="flex flex-col gap-6">
      <ListHeader heading={heading} addTo={addTo} addLabel={addLabel} />
      <ListFilters>
        <SearchField />
        {filters}
      </ListFilters>
      <Alert message={list.error} />
      <ListNoticeArea local={list.deleted}>
        <DeferredResults list={list}>
          {(read) => (
            <ListResults
              list={read}
              count={countOf(...count)}
              emptyText={emptyText}
              emptyAction={{ to: addTo, label: addLabel }}
              pagesLabel={`Pages : ${heading}`}
            >
              {children}
            </ListResults>
          )}
        </DeferredResults>
      </ListNoticeArea>
    </section>
  );
}
