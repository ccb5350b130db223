import { LOADING_TEXT } from "./deferred.tsx";

/**
 * What a back-office screen shows until its route's clientLoader has run when the page is
 * first loaded (React Router's HydrateFallback; also what the server renders in its place):
 * the area's own loading text, the words the frame itself says until the session is known.
 */
export function ScreenHydrateFallback() {
  return <p className="text-slate-600">{LOADING_TEXT}</p>;
}
