import { useCallback, useEffect, useState } from "react";
import type { Category } from "../../../domain/categories.ts";
import { errorMessage } from "../../lib/api.ts";
import { apiGet } from "../../lib/back-office-client.ts";

export type { Category };

/**
 * The categories of GET /categories (every language, in order): null while loading, an
 * error message when the call failed (logged), and `reload` to read them again.
 */
export function useCategories(): {
  categories: Category[] | null;
  failure: string | null;
  reload(): Promise<void>;
} {
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setFailure(null);
    try {
      setCategories((await apiGet("/categories", { auth: false })).data);
    } catch (caught) {
      console.error(caught);
      setFailure(errorMessage(caught, "Impossible de charger les catégories."));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { categories, failure, reload };
}
