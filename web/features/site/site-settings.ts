import { useRouteLoaderData } from "react-router";
import type { PageSiteSettings } from "../../../domain/site-settings.ts";

/**
 * The site settings in the page's language (brand, logo, contacts, offices, networks,
 * sector figures), as the root loader read them from the load context: the one source of
 * every public component (docs/decisions/018). The root's loader, not the site layout's:
 * when a page's action fails (a form too large), React Router renders the layout's error
 * boundary without running the layout's own loader, and the header and footer still need
 * them. Only a type is imported from domain/site-settings.ts, so its zod schema stays out of
 * the visitors' JavaScript.
 */
export function useSiteSettings(): PageSiteSettings {
  const data = useRouteLoaderData("root") as { site?: PageSiteSettings } | undefined;
  // The load context reads the settings before any loader runs (server/plugins/web.ts):
  // without them the request has already failed, and the root's error page shows.
  if (!data?.site) throw new Error("site settings missing: the root loader did not run");
  return data.site;
}
