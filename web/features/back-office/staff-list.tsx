import { useCallback, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import type { LocalizedText } from "../../../domain/content.ts";
import { Alert, INPUT_CLASS } from "../../components/form-field.tsx";
import { api } from "../../lib/api.ts";
import {
  type ContentType,
  ListHeader,
  PageLinks,
  pageOf,
  STAFF_PAGE_SIZE,
} from "./content-list.tsx";
import { type Column, DataTable } from "./data-table.tsx";

interface StaffPage<T> {
  data: T[];
  total: number;
}

/**
 * One content type's administrator list (`GET /{type}/admin/all`): newest first, a page at
 * a time, filtered by state (the only filter the API takes), deleted after confirmation.
 * Failures to list or delete are only logged (SPEC.md §8).
 */
export function useStaffList<T extends { _id: string }>(type: ContentType) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const etat = params.get("etat") ?? "";
  const [result, setResult] = useState<StaffPage<T> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const query = new URLSearchParams({ page: String(page), limite: String(STAFF_PAGE_SIZE) });
    if (etat) query.set("etat", etat);
    try {
      setResult(await api<StaffPage<T>>(`/${type}/admin/all?${query}`));
    } catch (caught) {
      console.error(caught);
      setResult((current) => current ?? { data: [], total: 0 });
    }
  }, [type, page, etat]);

  useEffect(() => {
    setResult(null);
    void load();
  }, [load]);

  async function remove(item: T) {
    if (!window.confirm("Confirmer la suppression ?")) return;
    setError(null);
    try {
      await api(`/${type}/${encodeURIComponent(item._id)}`, { method: "DELETE" });
      await load();
    } catch (caught) {
      console.error(caught);
      if (caught instanceof Error && caught.message) setError(caught.message);
    }
  }

  function filterByState(value: string) {
    const next = new URLSearchParams();
    if (value) next.set("etat", value);
    setParams(next);
  }

  return { page, params, etat, result, error, remove, filterByState };
}

export type StaffList<T extends { _id: string }> = ReturnType<typeof useStaffList<T>>;

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

/** The page of an administrator list: heading, add link, state filter, table, pages. */
export function StaffListPage<T extends { _id: string }, S extends string>({
  list,
  heading,
  addTo,
  addLabel,
  emptyText,
  states,
  stateLabels,
  columns,
}: {
  list: StaffList<T>;
  heading: string;
  addTo: string;
  addLabel: string;
  emptyText: string;
  states: readonly S[];
  stateLabels: Record<S, string>;
  columns: Column<T>[];
}) {
  const filterId = useId();
  const { result, page, params } = list;
  return (
    <section className="flex flex-col gap-6">
      <ListHeader heading={heading} addTo={addTo} addLabel={addLabel} />
      <div className="flex flex-col gap-1 sm:w-64">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          État
        </label>
        <select
          id={filterId}
          value={list.etat}
          className={INPUT_CLASS}
          onChange={(event) => list.filterByState(event.target.value)}
        >
          <option value="">Tous</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {stateLabels[state]}
            </option>
          ))}
        </select>
      </div>
      <Alert message={list.error} />
      {result === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : result.data.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <>
          <DataTable rows={result.data} columns={columns} rowKey={(item) => item._id} />
          <PageLinks page={page} total={result.total} params={params} />
        </>
      )}
    </section>
  );
}
