import { data } from "react-router";
import { appContext } from "#app-context";
import type { Route } from "./+types/not-found";

/**
 * Every address no page claims: a real 404 (crawlers and caches treat it as missing),
 * shown by the site layout's error page with SPEC.md §2's texts. The server also renders
 * its other refusals here (405, 413, …: server/plugins/web.ts), with their status.
 */
export function loader({ context }: Route.LoaderArgs): never {
  throw data(null, { status: context.get(appContext).errorStatus ?? 404 });
}

export default function NotFound() {
  return null;
}
