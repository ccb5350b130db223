import { useCallback, useEffect, useState } from "react";
import { api } from "../../lib/api.ts";
import { STAFF_PAGE_SIZE } from "./content-list.tsx";

/**
 * One page of a back-office content list (`GET /{type}/admin/all`) with its filters, and
 * the deletion of an item after 'Confirmer la suppression ?' (SPEC.md §8), the page then
 * read again. A failed read is only logged (SPEC.md §8); a failed deletion says why.
 */
export function useStaffPage<T extends { _id: string }>(
  type: string,
  page: number,
  filters: Record<string, string> = {},
) {
  const [result, setResult] = useState<{ data: T[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = new URLSearchParams({
    page: String(page),
    limite: String(STAFF_PAGE_SIZE),
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  }).toString();

  const load = useCallback(async () => {
    try {
      setResult(await api<{ data: T[]; total: number }>(`/${type}/admin/all?${query}`));
    } catch (caught) {
      console.error(caught);
      setResult((current) => current ?? { data: [], total: 0 });
    }
  }, [type, query]);

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

  return { result, error, remove };
}
