// The errors a form shows, counted where they show (docs/decisions/054). A field's error is
// drawn by several components (FieldShell, the check boxes, the Markdown editor, the image
// pickers with their texts, a type's own section), some with state of their own (a picture
// refused for its format): what is on the page is the one count that agrees with them all.
import { type RefObject, useEffect, useState } from "react";

/**
 * A field's error message: each component names it after its control's id plus `-error`,
 * the id the control's aria-describedby gives. Empty while the field is valid (the check
 * boxes keep theirs, holding the line it takes).
 */
const FIELD_ERROR = '[id$="-error"]';

/** How many field errors show inside `root` (in a hidden language tab too: its tab says so). */
export function shownErrorCount(root: ParentNode): number {
  return Array.from(root.querySelectorAll(FIELD_ERROR)).filter((element) =>
    element.textContent?.trim(),
  ).length;
}

/** "1 erreur à corriger", "3 erreurs à corriger". */
export function errorCountText(count: number): string {
  return count === 1 ? "1 erreur à corriger" : `${count} erreurs à corriger`;
}

/**
 * The number of field errors the form around `inside` shows, kept current as errors come
 * and go (a MutationObserver: whichever component draws or removes one).
 */
export function useShownErrorCount(inside: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const form = inside.current?.closest("form");
    if (!form) return;
    const recount = () => setCount(shownErrorCount(form));
    recount();
    const observer = new MutationObserver(recount);
    observer.observe(form, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [inside]);
  return count;
}
