import { useCallback, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { INPUT_CLASS } from "../../components/form-field.tsx";
import { api, errorMessage } from "../../lib/api.ts";

export const ADMIN_PAGE_SIZE = 20;

export interface PagedAnswer<T> {
  data: T[];
  total: number;
}

/**
 * A back-office list read from `path` (its query string included), read again whenever the
 * path changes. `reload` reads it again in place, keeping what is shown meanwhile.
 */
export function useApiList<T>(path: string) {
  const [answer, setAnswer] = useState<PagedAnswer<T> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { data, total } = await api<PagedAnswer<T>>(path);
      setAnswer({ data, total });
      setError(null);
    } catch (caught) {
      console.error(caught);
      setError(errorMessage(caught, "Erreur lors du chargement"));
      setAnswer((current) => current ?? { data: [], total: 0 });
    }
  }, [path]);

  useEffect(() => {
    void load();
  }, [load]);

  return { answer, error, setAnswer, reload: load };
}

/** The page asked for in the URL (`?page=`), 1 when absent or not a whole number ≥ 1. */
export function pageOf(params: URLSearchParams): number {
  const value = Number(params.get("page") ?? "1");
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * A labelled select bound to one parameter of the URL's query string, so a filtered list
 * can be bookmarked and the back button undoes a filter. Changing it goes back to page 1.
 */
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
  const [params, setParams] = useSearchParams();
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={INPUT_CLASS}
        value={params.get(name) ?? ""}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value) next.set(name, event.target.value);
          else next.delete(name);
          next.delete("page");
          setParams(next);
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

/** Previous / next links that keep the list's filters; nothing when one page holds all. */
export function AdminPagination({ total, label }: { total: number; label: string }) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
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
 * so a keyboard can scroll it and a screen reader says what it holds.
 */
export function TableRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {children}
    </section>
  );
}
