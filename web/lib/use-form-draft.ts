// Forms that never lose work (issue 8): what is typed is kept in this browser, per form and
// item, until it is saved; a reload or a lost session offers it back; leaving with unsaved
// changes asks first. Back-office only (public pages never import it).
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useBlocker } from "react-router";

const STORAGE_PREFIX = "brouillon:";
/** Typing is saved this long after the last keystroke: often enough, not on every key. */
const SAVE_DELAY_MS = 400;

export const LEAVE_WARNING =
  "Des modifications ne sont pas enregistrées. Quitter cette page et les perdre ?";

interface StoredDraft<V> {
  savedAt: string;
  values: Partial<V>;
}

/**
 * What can be kept of a value: text, numbers, booleans and lists of them. Files cannot be
 * stored by a page (the person picks them again); fields named in `exclude` (passwords)
 * are never written to the disk.
 */
export function storable(value: unknown): unknown {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return value;
  if (Array.isArray(value)) {
    const kept = value.map(storable).filter((item) => item !== undefined);
    return kept;
  }
  if (typeof value === "object" && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => [key, storable(child)])
        .filter(([, child]) => child !== undefined),
    );
  }
  return undefined;
}

/** Forgets the draft of `key` (the item changed under it: a version was restored). */
export function forgetDraft(key: string): void {
  localStorage.removeItem(STORAGE_PREFIX + key);
}

function readDraft<V>(key: string): StoredDraft<V> | null {
  try {
    const text = localStorage.getItem(STORAGE_PREFIX + key);
    return text ? (JSON.parse(text) as StoredDraft<V>) : null;
  } catch {
    return null;
  }
}

export interface FormDraft {
  /** A draft found from an earlier visit, until the person restores or discards it. */
  offered: { savedAt: Date } | null;
  restore(): void;
  discard(): void;
  /**
   * Wraps the form's send: while it runs, its own navigation is not "leaving"; once it
   * succeeds the draft is forgotten.
   */
  guard<A extends unknown[]>(send: (...args: A) => Promise<void>): (...args: A) => Promise<void>;
}

/**
 * Keeps a react-hook-form's value in local storage under `key` (e.g. `realisation:nouveau`,
 * `utilisateur:{id}`) while it differs from what was loaded.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V>,
  options: { key: string; exclude?: readonly string[] },
): FormDraft {
  const { key, exclude = [] } = options;
  const [offered, setOffered] = useState<StoredDraft<V> | null>(null);
  // Until an earlier draft is answered, typing must not overwrite it.
  const answered = useRef(false);
  const saving = useRef(false);
  // The keystroke save waiting to run: a successful send cancels it, or it would write back
  // the draft the send has just forgotten (typing then saving within SAVE_DELAY_MS).
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { isDirty } = form.formState;

  useEffect(() => {
    const found = readDraft<V>(key);
    answered.current = !found;
    setOffered(found);
  }, [key]);

  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!answered.current) return;
        clearTimeout(pendingSave.current);
        pendingSave.current = setTimeout(() => {
          if (!form.formState.isDirty) {
            localStorage.removeItem(STORAGE_PREFIX + key);
            return;
          }
          const kept = storable(values) as Record<string, unknown>;
          for (const name of exclude) delete kept[name];
          const draft: StoredDraft<V> = {
            savedAt: new Date().toISOString(),
            values: kept as Partial<V>,
          };
          try {
            localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(draft));
          } catch {
            // Storage full or refused (private mode): the form still works, unkept.
          }
        }, SAVE_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(pendingSave.current);
      unsubscribe();
    };
  }, [form, key, exclude]);

  // Closing the tab or reloading with unsaved changes: the browser asks (its own words).
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saving.current) return;
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  // Leaving through the app's own links: ask before losing the changes.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  const forget = useCallback(() => {
    clearTimeout(pendingSave.current);
    localStorage.removeItem(STORAGE_PREFIX + key);
    answered.current = true;
    setOffered(null);
  }, [key]);

  return {
    offered: offered ? { savedAt: new Date(offered.savedAt) } : null,
    restore() {
      if (!offered) return;
      // Against the values loaded from the server, the restored text counts as unsaved.
      form.reset({ ...form.getValues(), ...offered.values }, { keepDefaultValues: true });
      answered.current = true;
      setOffered(null);
    },
    discard: forget,
    guard(send) {
      return async (...args) => {
        saving.current = true;
        try {
          await send(...args);
          forget();
        } finally {
          saving.current = false;
        }
      };
    },
  };
}
