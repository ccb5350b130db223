import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import type { LocalizedText } from "../../../domain/content.ts";
import { BULK_MESSAGES, type BulkAction } from "../../../domain/content-types/bulk-actions.ts";
import { type ContentTypePlural, keyOfPlural } from "../../../domain/content-types/identities.ts";
import { contentTypeByPlural } from "../../../domain/content-types/index.ts";
import { listAnswerFields } from "../../../domain/content-types/lists.ts";
import { DELETED_AUTHOR } from "../../../domain/users.ts";
import { Alert } from "../../components/form-field.tsx";
import type { BackOfficeAnswers, ContentListPath } from "../../lib/api-types.ts";
import type { AuthorView } from "../../lib/app-context.ts";
import { apiSend, type CallOptions, type Read, readApi } from "../../lib/back-office-client.ts";
import { formatDate } from "../../lib/format.ts";
import { ListHeader } from "./content-list.tsx";
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
  PageSizeSelect,
  SearchField,
} from "./list-controls.tsx";
import { DELETED_MESSAGES, type ListNotice, ListNoticeArea } from "./list-notice.tsx";

/** An item a bulk action left as it was, and why (the server's French message). */
export interface Refusal {
  id: string;
  title: string;
  message: string;
}

/**
 * One content type's back-office list (`GET /{type}/admin/all`): in the URL's order
 * (newest first without one), a page at a time, searched by title and narrowed by the
 * URL's `filters`; an item is deleted after 'Confirmer la suppression ?', ticked items are
 * published, unpublished or deleted together (`applyBulk`, the deletion after the same one
 * confirmation), and the page read again. A failed read says so, with a retry
 * (ListResults); a failed deletion says why (ADR 003), a bulk action what it did and which
 * items it refused, each with its reason.
 */
export function useContentList<T extends { _id: string; titre: LocalizedText }>(
  type: ContentTypePlural,
  read: Promise<Read<PagedAnswer<T>>>,
) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  /** Sends a change, then reads the page again and says what `done` makes of the answer. */
  async function change<A>(send: () => Promise<A>, done: (answer: A) => void) {
    setError(null);
    setNotice(null);
    setRefusals([]);
    try {
      const answer = await send();
      await revalidator.revalidate();
      done(answer);
    } catch (caught) {
      console.error(caught);
      if (caught instanceof Error && caught.message) setError(caught.message);
    }
  }

  async function remove(item: T) {
    if (!window.confirm(BULK_MESSAGES.confirmDelete)) return;
    await change(
      () => apiSend(`DELETE /${type}/:id`, { params: { id: item._id } }),
      () => setNotice({ message: DELETED_MESSAGES[type] }),
    );
  }

  /** `action` on `items` in one request; false when a deletion was not confirmed. */
  async function applyBulk(action: BulkAction, items: readonly T[]): Promise<boolean> {
    if (action === "supprimer" && !window.confirm(BULK_MESSAGES.confirmDelete)) return false;
    const titles = new Map(items.map((item) => [item._id, item.titre.fr || "Titre manquant"]));
    await change(
      () =>
        apiSend(`POST /${type}/admin/lot`, {
          body: { action, ids: items.map((item) => item._id) },
        }),
      (answer) => {
        setNotice({ message: answer.message });
        setRefusals(
          answer.data.flatMap((result) =>
            result.fait
              ? []
              : [{ id: result._id, title: titles.get(result._id) ?? "", message: result.message }],
          ),
        );
      },
    );
    return true;
  }

  return { read, error, notice, refusals, remove, applyBulk };
}

/**
 * The read of a content list for its route's clientLoader (`GET /{type}/admin/all`, its
 * answer typed by that path): the page, size, order, search and `filters` the screen's
 * URL asks for.
 * Not awaited by the loader: the screen shows at once, its results when they come.
 */
export function readContentList<T extends ContentTypePlural>(
  type: T,
  request: Request,
  filters: readonly string[],
): Promise<Read<BackOfficeAnswers[ContentListPath<T>]>> {
  const query = listQueryOf(new URL(request.url).searchParams, ["recherche", "tri", ...filters]);
  // Only what the list draws (issue 30): a page of whole items carries every text in three
  // languages and every picture's variants. The cells read no other field of an item.
  query.set("champs", listAnswerFields(keyOfPlural(type), contentTypeByPlural(type)).join(","));
  const path: ContentListPath<T> = `/${type}/admin/all`;
  return readApi(path, { query } as CallOptions<ContentListPath<T>>, LIST_LOAD_FAILED);
}

/** An item's first image, small; 'Aucune' without one. */
export function Thumbnail({ src }: { src: string | null | undefined }) {
  if (!src) {
    return (
      <span className="flex h-9 w-12 items-center justify-center rounded bg-slate-200 text-xs text-slate-600">
        Aucune
      </span>
    );
  }
  return <img src={src} alt="" className="h-9 w-12 rounded object-cover" loading="lazy" />;
}

/** The languages an item has a title in. */
export function LanguageBadges({ titre }: { titre: LocalizedText }) {
  return (
    <span className="flex gap-0.5">
      {LANGUAGES.map((lang) => {
        const filled = Boolean(titre[lang]?.trim());
        return (
          <span
            key={lang}
            title={filled ? `Titre (${lang}) renseigné` : `Titre (${lang}) manquant`}
            className={`rounded px-1 py-0.5 text-xs font-semibold uppercase ${
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

/**
 * The author under an item's title where the table has no Auteur column (a phone, or any
 * table narrower than the column needs: closingColumns' `showFrom`).
 */
export function AuthorOnPhone({ auteur }: { auteur: AuthorView | null }) {
  return (
    <span className="mt-0.5 block text-slate-600 @4xl:hidden">
      Auteur : <AuthorName auteur={auteur} />
    </span>
  );
}

/** What a content table's last columns read of an item. */
interface ListedItem {
  titre: LocalizedText;
  nombreVues: number;
  auteur: AuthorView | null;
  dateCreation?: string | undefined;
}

/**
 * The columns every content table ends with: when it was created, its author, its
 * languages, its views; the date and the views sort the list. The author and languages
 * wait for a table wide enough for them (the author then goes under the title,
 * AuthorOnPhone); on a phone the others are left out too.
 */
export function closingColumns<T extends ListedItem>(): Column<T>[] {
  return [
    {
      header: "Création",
      cell: (item) => formatDate("fr", item.dateCreation, "short"),
      className: "whitespace-nowrap",
      hideOnPhone: true,
      sort: "date",
    },
    { header: "Auteur", cell: (item) => <AuthorName auteur={item.auteur} />, showFrom: "4xl" },
    { header: "Langues", cell: (item) => <LanguageBadges titre={item.titre} />, showFrom: "4xl" },
    { header: "Vues", cell: (item) => item.nombreVues, hideOnPhone: true, sort: "vues" },
  ];
}

/** The items a bulk action refused, each with its reason (announced with the notice). */
function RefusalList({ refusals }: { refusals: readonly Refusal[] }) {
  if (refusals.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-medium">
        {refusals.length > 1
          ? "Ces éléments n'ont pas été modifiés :"
          : "Cet élément n'a pas été modifié :"}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {refusals.map((refusal) => (
          <li key={refusal.id}>
            <span className="font-medium">{refusal.title || "Titre manquant"}</span> :{" "}
            {refusal.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The page of a content list: heading and add link, the title search, the type's own
 * `filters` and the page size, then the results (`children` draws the rows) and their
 * pages.
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
  /**
   * The list read, why its last change failed (`error`), or what it did (`notice`) and
   * which items a bulk action refused.
   */
  list: DeferredList<T> & {
    error: string | null;
    notice: ListNotice | null;
    refusals: readonly Refusal[];
  };
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
        <PageSizeSelect />
      </ListFilters>
      <Alert message={list.error} />
      <RefusalList refusals={list.refusals} />
      <ListNoticeArea local={list.notice}>
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
