import { useSyncExternalStore } from "react";

/**
 * A back-office inbox's count of what awaits (untreated contact requests, unread job
 * applications), shared by the sidebar, the dashboard and the inbox: a change on one screen
 * refreshes it everywhere at once.
 */
export function createInboxCount(read: () => Promise<number>) {
  let count: number | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    /** Reads the count again. */
    async refresh(): Promise<void> {
      try {
        count = await read();
        for (const listener of listeners) listener();
      } catch (caught) {
        // The sidebar just shows no number; the inbox shows its own errors.
        console.error(caught);
      }
    },
    subscribe,
    /** The count, null until read. */
    current: () => count,
  };
}

export type InboxCount = ReturnType<typeof createInboxCount>;

/** An inbox's count in a component, null until read (the layouts read it on every screen change). */
export function useInboxCount(inbox: InboxCount): number | null {
  return useSyncExternalStore(inbox.subscribe, inbox.current, () => null);
}
