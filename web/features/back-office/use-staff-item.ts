import { useEffect, useState } from "react";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { ApiError, api } from "../../lib/api.ts";

/** What an edit screen says when its item cannot be shown (SPEC.md §8). */
export interface LoadMessages {
  notFound: string;
  failed: string;
  /** The address has no id. */
  missingId?: string;
  /** The API answered without an item. */
  empty?: string;
}

/**
 * The item an edit screen edits (`GET /{type}/admin/{id}`), as form values; null while
 * loading. Another owner's item answers 404 too: it does not exist for this person.
 */
export function useStaffItem<T, V>(
  type: ContentTypePlural,
  id: string,
  toValues: (item: T) => V,
  messages: LoadMessages,
) {
  const [values, setValues] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped to read the item again (after a version is restored).
  const [loads, setLoads] = useState(0);
  const { notFound, failed, missingId, empty } = messages;

  // `toValues` is a module function: it does not change between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let cancelled = false;
    setValues(null);
    setError(null);
    if (!id) {
      setError(missingId ?? notFound);
      return;
    }
    api<{ data?: T | null }>(`/${type}/admin/${encodeURIComponent(id)}`)
      .then(({ data }) => {
        if (cancelled) return;
        if (data) setValues(toValues(data));
        else setError(empty ?? notFound);
      })
      .catch((caught) => {
        if (cancelled) return;
        console.error(caught);
        setError(caught instanceof ApiError && caught.status === 404 ? notFound : failed);
      });
    return () => {
      cancelled = true;
    };
  }, [type, id, notFound, failed, missingId, empty, loads]);

  return { values, error, reload: () => setLoads((count) => count + 1) };
}
