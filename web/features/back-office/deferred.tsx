import { type ReactNode, Suspense, use, useState } from "react";
import { useRevalidator } from "react-router";
import type { Read } from "../../lib/back-office-client.ts";

/** What a back-office screen says while it reads. */
export const LOADING_TEXT = "Chargement en cours...";

/**
 * What a route's clientLoader read and did not await, once it has settled: `loadingText`
 * until then. `children` gets the read (its answer, or why it failed) and `retry`, which runs
 * the loader again and says it is loading at once. A later read (a filter changed, a
 * deletion) keeps what is shown until it comes: React Router's navigations are transitions.
 */
export function Deferred<T>({
  read,
  loadingText = LOADING_TEXT,
  pending,
  children,
}: {
  read: Promise<Read<T>>;
  loadingText?: string;
  /** What shows until then instead of `loadingText` (the dashboard's cards, "…" in each). */
  pending?: ReactNode;
  children(read: Read<T>, retry: () => void): ReactNode;
}) {
  const revalidator = useRevalidator();
  // The read a retry replaces: until the loader hands over the next one, it is loading.
  const [retried, setRetried] = useState<Promise<Read<T>> | null>(null);
  // `pending` null shows nothing meanwhile.
  const loading = pending === undefined ? <p className="text-slate-600">{loadingText}</p> : pending;
  if (retried === read) return loading;
  const retry = () => {
    setRetried(read);
    void revalidator.revalidate();
  };
  return (
    <Suspense fallback={loading}>
      <Settled read={read} retry={retry}>
        {children}
      </Settled>
    </Suspense>
  );
}

function Settled<T>({
  read,
  retry,
  children,
}: {
  read: Promise<Read<T>>;
  retry(): void;
  children(read: Read<T>, retry: () => void): ReactNode;
}) {
  return children(use(read), retry);
}
