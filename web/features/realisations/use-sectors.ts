import { useEffect, useState } from "react";
import { api } from "../../lib/api.ts";
import type { Sector } from "./realisation-form.tsx";

/** The sectors of GET /secteurs; null while loading, [] when the call failed (logged). */
export function useSectors(): Sector[] | null {
  const [sectors, setSectors] = useState<Sector[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    api<{ data: Sector[] }>("/secteurs?lang=fr", { auth: false })
      .then(({ data }) => !cancelled && setSectors(data))
      .catch((caught) => {
        console.error(caught);
        if (!cancelled) setSectors([]);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return sectors;
}
