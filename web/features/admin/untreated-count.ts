import { useSyncExternalStore } from "react";
import { apiGet } from "../../lib/back-office-client.ts";

// The count of untreated contact requests, shared by the sidebar, the dashboard and the
// inbox: marking a request treated refreshes it everywhere at once.
let count: number | null = null;
const listeners = new Set<() => void>();

function set(value: number | null) {
  count = value;
  for (const listener of listeners) listener();
}

export const untreatedCount = {
  /** Reads the count again: the total of the untreated requests' list. */
  async refresh(): Promise<void> {
    try {
      const query = new URLSearchParams({ traite: "false", limite: "1" });
      const { total } = await apiGet("/contact", { query });
      set(total);
    } catch (caught) {
      // The sidebar just shows no number; the inbox shows its own errors.
      console.error(caught);
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The count, null until read (the admin layout reads it on every screen change). */
export function useUntreatedCount(): number | null {
  return useSyncExternalStore(
    untreatedCount.subscribe,
    () => count,
    () => null,
  );
}
