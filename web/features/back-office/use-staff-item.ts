import { useEffect, useState } from "react";
import { ApiError, api } from "../../lib/api.ts";

/**
 * One content item for its edit form (`GET /{type}/admin/{id}`, answered as `{ data }`),
 * turned into the form's values. A 404 says `notFound` (another owner's item answers 404
 * too: it does not exist for this person); any other failure 'Erreur de chargement'.
 */
export function useStaffItem<T, V>(
  path: string,
  toValues: (item: T) => V,
  notFound: string,
): { values: V | null; error: string | null } {
  const [values, setValues] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: toValues is a module function.
  useEffect(() => {
    let cancelled = false;
    setValues(null);
    setError(null);
    api<{ data: T }>(path)
      .then(({ data }) => !cancelled && setValues(toValues(data)))
      .catch((caught) => {
        if (cancelled) return;
        console.error(caught);
        const missing = caught instanceof ApiError && caught.status === 404;
        setError(missing ? notFound : "Erreur de chargement");
      });
    return () => {
      cancelled = true;
    };
  }, [path, notFound]);

  return { values, error };
}
