// What every back-office list is made of: its page and filters kept in the URL (so a
// filtered page can be bookmarked and the back button undoes a filter), the API read they
// make, the controls that change them, and the results with their count and pages.
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SEARCH_MAX_LENGTH, type StaffSortKey } from "../../../domain/pagination.ts";
import { INPUT_CLASS } from "../../components/form-field.tsx";
import type { Read } from "../../lib/back-office-client.ts";
import { Deferred, LOADING_TEXT } from "./deferred.tsx";

/** Every filter of a list, text or choice, at one height (44 px, a finger's size too). */
const FILTER_CONTROL_CLASS = `${INPUT_CLASS} h-11`;

/** The API's own default page size, named here so the pages count the same way. */
export const LIST_PAGE_SIZE = 20;

/** The page sizes a list offers (`?limite=`); the API takes up to 100 (PAGINATION_MESSAGES). */
export const PAGE_SIZES = [LIST_PAGE_SIZE, 50, 100] as const;

/** The URL parameter of the page size, the API's own name. */
const PAGE_SIZE = "limite";

/** The URL parameter of the order (`tri`: date, titre, etat, vues; "-" reverses), the API's. */
const SORT = "tri";

/** The parameters that say how a list is shown, not which items it holds. */
const DISPLAY_PARAMS = new Set(["page", PAGE_SIZE, SORT]);

/** The URL parameter of the title search, the same name as the API's. */
const SEARCH = "recherche";

/** Waits this long after the last key before searching, so typing is not a request per key. */
const SEARCH_DELAY_MS = 300;

/** What a list shows of a page of its items: them, and how many there are in all. */
export interface PagedAnswer<T> {
  data: T[];
  total: number;
}

/** The page asked for in the URL (`?page=`), 1 when absent or not a whole number ≥ 1. */
export function pageOf(params: URLSearchParams): number {
  const value = Number(params.get("page") ?? "1");
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** The page size asked for in the URL (`?limite=`): one of PAGE_SIZES, else the default. */
export function pageSizeOf(params: URLSearchParams): number {
  const value = Number(params.get(PAGE_SIZE));
  return (PAGE_SIZES as readonly number[]).includes(value) ? value : LIST_PAGE_SIZE;
}

/** Whether the URL narrows the list (a search or a filter), besides its page, size and order. */
const isNarrowed = (params: URLSearchParams) =>
  [...params.keys()].some((name) => !DISPLAY_PARAMS.has(name));

/**
 * The API query of the list a screen's URL (`params`) asks for: page, size, and the
 * `filters` named (`recherche`, `tri`, a type's filters) that the URL holds.
 */
export function listQueryOf(params: URLSearchParams, filters: readonly string[]): URLSearchParams {
  const query = new URLSearchParams({
    page: String(pageOf(params)),
    limite: String(pageSizeOf(params)),
  });
  for (const name of filters) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  return query;
}

/** SPEC.md §8: what a list says when it could not be read. */
export const LIST_LOAD_FAILED = "Erreur lors du chargement";

/**
 * A list read by its route's clientLoader and not awaited there, so that the screen (its
 * heading, its filters) shows at once: `read` settles with the page or why it failed.
 */
export interface DeferredList<T> {
  read: Promise<Read<PagedAnswer<T>>>;
}

/** The results of a deferred list (deferred.tsx's Deferred), then as `ListResults` shows them. */
export function DeferredResults<T>({
  list,
  children,
}: {
  list: DeferredList<T>;
  children(list: ListRead<T>): ReactNode;
}) {
  return (
    <Deferred read={list.read}>
      {(read, retry) =>
        children(
          read.ok
            ? { answer: read.answer, failure: null, retry }
            : { answer: null, failure: read.message, retry },
        )
      }
    </Deferred>
  );
}

/** What `ListResults` shows of a list read: its answer, or why it failed and how to retry. */
export interface ListRead<T> {
  answer: PagedAnswer<T> | null;
  failure: string | null;
  retry(): void;
}

/**
 * A list that could not be read: 'Erreur lors du chargement' and why (the server's
 * message), with a button to read it again. Never the empty-state text: an empty list and
 * one that failed to load are different news for the person looking at it.
 */
export function LoadFailure({ reason, onRetry }: { reason: string; onRetry(): void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <div role="alert">
        <p className="font-medium">{LIST_LOAD_FAILED}</p>
        {reason === LIST_LOAD_FAILED ? null : <p>{reason}</p>}
      </div>
      <button
        type="button"
        onClick={onRetry}
        className="rounded border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:border-red-600"
      >
        Réessayer
      </button>
    </div>
  );
}

/** One URL parameter of the list; setting it (or clearing it with "") goes back to page 1. */
function useListParam(name: string) {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string, options?: { replace?: boolean }) => {
      // From the address as last navigated to, not `params`: until the list it asks for has
      // come, the screen (its `params` too) still shows the previous one, and a second
      // filter changed meanwhile must keep the first.
      const next = new URLSearchParams(window.location.search);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete("page");
      setParams(next, options);
    },
    [name, setParams],
  );
  return [params.get(name) ?? "", set] as const;
}

/** The row of a list's search and filters, wrapping on a phone. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-4">{children}</div>;
}

/**
 * The title search: the list follows as one types (after a short pause), Enter searches
 * at once, and the search is part of the URL. A plain GET form underneath, so it still
 * searches before the page's script has run.
 */
export function SearchField({ label = "Rechercher par titre" }: { label?: string }) {
  const id = useId();
  const [params] = useSearchParams();
  const [searched, setSearched] = useListParam(SEARCH);
  const [typed, setTyped] = useState(searched);

  // The back button (or a link) changes the search under the field: show it, but leave
  // what is being typed alone when the URL only caught up with it.
  useEffect(
    () => setTyped((current) => (current.trim() === searched ? current : searched)),
    [searched],
  );

  useEffect(() => {
    if (typed.trim() === searched.trim()) return;
    // Replacing the history entry: one back press leaves the search, not each letter.
    const timer = setTimeout(() => setSearched(typed.trim(), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, searched, setSearched]);

  return (
    <search className="flex min-w-56 flex-1 sm:max-w-sm">
      <form
        method="get"
        className="flex w-full flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(typed.trim());
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {/* Without the script, the form's GET keeps the list's filters. */}
        {[...params].map(([name, value]) =>
          name === SEARCH || name === "page" ? null : (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <input
          id={id}
          type="search"
          name={SEARCH}
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className={FILTER_CONTROL_CLASS}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
    </search>
  );
}

/** A labelled select bound to one parameter of the URL's query string. */
export function FilterSelect({
  name,
  label,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  allLabel: string;
}) {
  const id = useId();
  const [value, setValue] = useListParam(name);
  // What was chosen shows at once, before the list it asks for has come; the address (the
  // back button, a link) sets it too.
  const [chosen, setChosen] = useState(value);
  useEffect(() => setChosen(value), [value]);
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={FILTER_CONTROL_CLASS}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          setValue(event.target.value);
        }}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * How many items a page shows (20, 50, 100), part of the URL as `limite`. A GET form
 * underneath: the address it makes is the list's, so the choice survives a reload, a
 * bookmark or a link opened elsewhere; the script applies it as soon as it is chosen.
 */
export function PageSizeSelect() {
  const id = useId();
  const [params] = useSearchParams();
  const [, setSize] = useListParam(PAGE_SIZE);
  const size = String(pageSizeOf(params));
  const [chosen, setChosen] = useState(size);
  useEffect(() => setChosen(size), [size]);
  return (
    <form method="get" className="flex flex-col gap-1" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Par page
      </label>
      {[...params].map(([name, value]) =>
        name === PAGE_SIZE || name === "page" ? null : (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <select
        id={id}
        name={PAGE_SIZE}
        className={`${FILTER_CONTROL_CLASS} w-24`}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          // The default size leaves the address as it was without a choice.
          setSize(event.target.value === String(LIST_PAGE_SIZE) ? "" : event.target.value);
        }}
      >
        {PAGE_SIZES.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1.5">
          Afficher
        </button>
      </noscript>
    </form>
  );
}

/** The orders a list's columns offer (the API's `tri` keys, STAFF_SORTS without the "-"). */
export type SortKey = StaffSortKey;

/** A column's first order when chosen: the newest and the most read first, A to Z. */
const FIRST_DIRECTION: Record<SortKey, "asc" | "desc"> = {
  date: "desc",
  vues: "desc",
  titre: "asc",
  etat: "asc",
};

/** The list's order when the URL names none: newest created first (ADR 046). */
const DEFAULT_SORT = "-date";

/** How the URL's order sorts by `key`: "ascending", "descending", or not by it. */
export function sortStateOf(
  params: URLSearchParams,
  key: SortKey,
): "ascending" | "descending" | undefined {
  const tri = params.get(SORT) || DEFAULT_SORT;
  if (tri === key) return "ascending";
  if (tri === `-${key}`) return "descending";
  return undefined;
}

/**
 * The address of the list sorted by `key`: its other direction when already sorted by
 * it, else the key's first direction; back to page 1, the filters kept.
 */
export function sortHref(params: URLSearchParams, key: SortKey): string {
  const state = sortStateOf(params, key);
  const descending = state ? state === "ascending" : FIRST_DIRECTION[key] === "desc";
  const tri = descending ? `-${key}` : key;
  const next = new URLSearchParams(params);
  next.delete("page");
  if (tri === DEFAULT_SORT) next.delete(SORT);
  else next.set(SORT, tri);
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** The arrow of each direction (Tailwind needs each class written whole). */
const SORT_ARROWS = {
  ascending: "text-brand-700 after:content-['▲']",
  descending: "text-brand-700 after:content-['▼']",
  none: "text-slate-400 after:content-['↕']",
} as const;

/**
 * A column header that sorts the list: a link (it works as any link does, opened in a new
 * tab too) to the list in that order, an arrow saying the current direction; the header
 * cell carries `aria-sort` for screen readers.
 */
export function SortLink({ label, sortKey }: { label: string; sortKey: SortKey }) {
  const [params] = useSearchParams();
  const state = sortStateOf(params, sortKey);
  return (
    <Link
      to={sortHref(params, sortKey)}
      className="-mx-1 inline-flex min-h-8 items-center gap-1 rounded px-1 underline-offset-2 hover:text-brand-700 hover:underline"
    >
      {label}
      {/* Drawn by CSS, so the header's text stays its label (aria-sort says the rest). */}
      <span aria-hidden="true" className={SORT_ARROWS[state ?? "none"]} />
    </Link>
  );
}

/**
 * A list's results: the loading text, then how many there are, the items (`children`) or
 * what to say when there are none, and the pages; or, when the list could not be read,
 * the failure and its retry button instead of all that.
 */
export function ListResults<T>({
  list: { answer, failure, retry },
  count,
  emptyText,
  narrowedEmptyText = "Aucun résultat pour ces critères.",
  emptyAction,
  pagesLabel,
  children,
}: {
  list: ListRead<T>;
  /** "3 demandes": the words for one and for several. */
  count: (total: number) => string;
  emptyText: string;
  /** What an empty list says when a search or a filter emptied it. */
  narrowedEmptyText?: string;
  /** The next step an empty list offers ('+ Ajouter un article'), unless a filter emptied it. */
  emptyAction?: { to: string; label: string } | undefined;
  pagesLabel: string;
  children: (rows: T[]) => ReactNode;
}) {
  const [params] = useSearchParams();
  if (failure !== null) return <LoadFailure reason={failure} onRetry={retry} />;
  if (answer === null) return <p className="text-slate-600">{LOADING_TEXT}</p>;
  return (
    <>
      <p role="status" className="text-sm text-slate-600">
        {count(answer.total)}
      </p>
      {answer.data.length > 0 ? (
        children(answer.data)
      ) : isNarrowed(params) ? (
        <p className="text-slate-600">{narrowedEmptyText}</p>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
          <p className="text-slate-700">{emptyText}</p>
          {emptyAction ? (
            <Link
              to={emptyAction.to}
              className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              {emptyAction.label}
            </Link>
          ) : null}
        </div>
      )}
      <ListPagination total={answer.total} label={pagesLabel} />
    </>
  );
}

/** "1 article", "3 articles": a count and its noun. */
export const countOf = (singular: string, plural: string) => (total: number) =>
  `${total} ${total > 1 ? plural : singular}`;

/** Previous / next links that keep the list's filters; nothing when one page holds all. */
export function ListPagination({ total, label }: { total: number; label: string }) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const pages = Math.max(1, Math.ceil(total / pageSizeOf(params)));
  if (pages === 1) return null;
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete("page");
    else next.set("page", String(n));
    return `?${next}`;
  };
  const linkClass = "rounded border border-slate-300 bg-white px-3 py-1.5 hover:border-brand-600";
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          ← Précédente
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          Suivante →
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A wide table that scrolls sideways inside its own box on a phone. Focusable and named,
 * so a keyboard can scroll it and a screen reader says what it holds. Its width is the one
 * its columns' container queries read (DataTable's `showFrom`).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
      tabIndex={0}
      className="@container relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {children}
    </section>
  );
}

/** A select's options from a list of values and their labels. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));
