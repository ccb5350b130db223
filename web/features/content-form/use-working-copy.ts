// The working copy of a content form (issue 31 point 3, docs/decisions/053): what is typed
// is kept on the server a few seconds after typing stops and as the person leaves, without
// the completeness rules (a French title is enough), so that another browser finds it.
// The browser's own draft (web/lib/use-form-draft.ts) stays beside it, for a lost network.
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type ContentTypePlural, keyOfPlural } from "../../../domain/content-types/identities.ts";
import { WORKING_COPY_SAVE_DELAY_MS, workingCopyTitle } from "../../../domain/working-copies.ts";
import { api, errorMessage, sendAsPageLeaves } from "../../lib/api.ts";
import type { WorkingCopyView } from "../../lib/api-types.ts";
import { apiGet, apiSend } from "../../lib/back-office-client.ts";
import { storable } from "../../lib/use-form-draft.ts";
import type { FormValues } from "./form-model.ts";

/** What a form keeps a copy of: an existing item, or an item not created yet. */
export type WorkingCopyTarget =
  | { type: ContentTypePlural; itemId: string }
  | {
      type: ContentTypePlural;
      itemId?: undefined;
      /** The copy it was opened from ('Mes brouillons'), if any, and when it was saved. */
      copyId?: string | undefined;
      savedAt?: Date | undefined;
      /** Told once the first save made the copy (the address can name it from then on). */
      onCopyMade?(copyId: string): void;
    };

/** What the save bar says of the copy. */
export type WorkingCopyStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: Date }
  | { state: "needsTitle" }
  | { state: "failed"; message: string };

export interface WorkingCopy {
  status: WorkingCopyStatus;
  /** A copy of this item found on the server, until the person resumes or discards it. */
  offered: WorkingCopyView | null;
  resume(): void;
  discard(): void;
  /** Answers the offer without taking the copy (this browser's draft was taken instead). */
  setAside(): void;
  /** The copy a creation comes from, named in its request so the server discards it. */
  copyId(): string | undefined;
  /**
   * Wraps a normal save: no copy is sent while it runs (a copy saved after it would come
   * back after the server discarded it); if it fails, the copy starts again.
   */
  around<A extends unknown[]>(send: (...args: A) => Promise<void>): (...args: A) => Promise<void>;
}

/**
 * Keeps the working copy of `form`'s values, all but the `exclude` fields (pictures).
 * `target` null: the form keeps none (what it edits is not a content type's item, such as
 * a person of the governance: the server keeps copies of content items only).
 */
export function useWorkingCopy(
  form: UseFormReturn<FormValues>,
  target: WorkingCopyTarget | null,
  exclude: readonly string[],
): WorkingCopy {
  const type = target?.type;
  const itemId = target?.itemId;
  const newItem = target !== null && target.itemId === undefined ? target : undefined;
  const [status, setStatus] = useState<WorkingCopyStatus>(() =>
    newItem?.savedAt ? { state: "saved", at: newItem.savedAt } : { state: "idle" },
  );
  const [offered, setOffered] = useState<WorkingCopyView | null>(null);
  // An existing item's copy is looked for first: typing must not overwrite it unanswered.
  // Without a target nothing is ever answered, so nothing is ever sent.
  const answered = useRef(newItem !== undefined);
  const madeCopy = useRef(newItem?.copyId);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsaved = useRef(false);
  const sending = useRef(false);
  // Saves run one after the other: a new item's first save makes the copy the next ones fill.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const onCopyMade = newItem?.onCopyMade;
  const onCopyMadeRef = useRef(onCopyMade);
  onCopyMadeRef.current = onCopyMade;

  useEffect(() => {
    if (type === undefined || itemId === undefined) return;
    let current = true;
    apiGet(`/${type}/admin/:id/copie-de-travail`, { params: { id: itemId } })
      .then((answer) => {
        if (!current) return;
        answered.current = !answer.data;
        setOffered(answer.data);
      })
      .catch((caught: unknown) => {
        // No copy to offer: the form works as before, and its own copy starts.
        console.error(caught);
        if (current) answered.current = true;
      });
    return () => {
      current = false;
    };
  }, [type, itemId]);

  const keptValues = useCallback(() => {
    const kept = storable(form.getValues()) as Record<string, unknown>;
    for (const name of exclude) delete kept[name];
    return kept;
  }, [form, exclude]);

  /** Where the copy goes: an item's, the new item's copy made already, or a new one. */
  const destination = useCallback(
    (valeurs: Record<string, unknown>) => {
      // Never without a target: nothing is answered, so nothing is sent (see above).
      if (type === undefined) throw new Error("Aucune copie de travail pour ce formulaire.");
      if (itemId !== undefined) {
        return {
          path: `/${type}/admin/${encodeURIComponent(itemId)}/copie-de-travail`,
          method: "PUT" as const,
          body: { valeurs },
        };
      }
      if (madeCopy.current) {
        return {
          path: `/copies-de-travail/${encodeURIComponent(madeCopy.current)}`,
          method: "PUT" as const,
          body: { valeurs },
        };
      }
      return {
        path: "/copies-de-travail",
        method: "POST" as const,
        body: { type: keyOfPlural(type), valeurs },
      };
    },
    [type, itemId],
  );

  const save = useCallback(() => {
    clearTimeout(pending.current);
    if (sending.current || !answered.current || !unsaved.current) return queue.current;
    // Values back to the item's own are nothing to keep. (Read here, not as the change
    // comes: the form's state says so once it has drawn the change.)
    if (!form.formState.isDirty) {
      unsaved.current = false;
      return queue.current;
    }
    const valeurs = keptValues();
    if (!workingCopyTitle(valeurs)) {
      setStatus({ state: "needsTitle" });
      return queue.current;
    }
    unsaved.current = false;
    setStatus({ state: "saving" });
    queue.current = queue.current.then(async () => {
      try {
        const { path, method, body } = destination(valeurs);
        const answer = await api<{ data: WorkingCopyView }>(path, { method, body });
        if (itemId === undefined && !madeCopy.current) {
          madeCopy.current = answer.data._id;
          onCopyMadeRef.current?.(answer.data._id);
        }
        setStatus({ state: "saved", at: new Date(answer.data.dateModification) });
      } catch (caught) {
        unsaved.current = true;
        setStatus({
          state: "failed",
          message: errorMessage(caught, "La copie de travail n'a pas pu être enregistrée."),
        });
      }
    });
    return queue.current;
  }, [form, keptValues, destination, itemId]);

  // Typing: the copy is saved a few seconds after it stops.
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        if (!answered.current || sending.current) return;
        unsaved.current = true;
        clearTimeout(pending.current);
        pending.current = setTimeout(() => void save(), WORKING_COPY_SAVE_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(pending.current);
      unsubscribe();
    };
  }, [form, save]);

  // Leaving: the tab hidden, closed or reloaded sends what the timer had not yet sent, as
  // the page goes; leaving the screen inside the back office sends it as usual.
  useEffect(() => {
    const leave = () => {
      if (sending.current || !answered.current || !unsaved.current) return;
      if (!form.formState.isDirty) return;
      const valeurs = keptValues();
      // A new item's first copy is made by a normal request (its id must come back).
      if (!workingCopyTitle(valeurs) || (itemId === undefined && !madeCopy.current)) {
        void save();
        return;
      }
      clearTimeout(pending.current);
      unsaved.current = false;
      const { path, method, body } = destination(valeurs);
      sendAsPageLeaves(path, method, body);
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onHidden);
      void save();
    };
  }, [form, keptValues, destination, save, itemId]);

  return {
    status,
    offered,
    resume() {
      if (!offered) return;
      // Against the values loaded from the server, the copy's count as unsaved.
      form.reset({ ...form.getValues(), ...offered.valeurs }, { keepDefaultValues: true });
      answered.current = true;
      setOffered(null);
    },
    setAside() {
      answered.current = true;
      setOffered(null);
    },
    discard() {
      const copy = offered;
      answered.current = true;
      setOffered(null);
      if (!copy) return;
      apiSend("DELETE /copies-de-travail/:id", { params: { id: copy._id } }).catch(
        (caught: unknown) => console.error(caught),
      );
    },
    copyId: () => madeCopy.current,
    around(send) {
      return async (...args) => {
        clearTimeout(pending.current);
        sending.current = true;
        await queue.current;
        try {
          await send(...args);
          unsaved.current = false;
          setStatus({ state: "idle" });
        } catch (caught) {
          unsaved.current = form.formState.isDirty;
          throw caught;
        } finally {
          sending.current = false;
        }
      };
    },
  };
}
