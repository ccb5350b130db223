import { useRouteLoaderData } from "react-router";
import type { SiteSettingsView } from "../../../domain/site-settings.ts";
import { usePageLanguage } from "../i18n/language.ts";

/** What the site layout's loader (web/routes/site/layout.tsx) hands its pages. */
export interface SiteLayoutData {
  site: SiteSettingsView;
}

/**
 * The site settings in the page's language (brand, logo, contacts, offices, networks,
 * sector figures), as the site layout's loader read them from the load context: the one
 * source of every public component (docs/decisions/018). Only a type is imported from
 * domain/site-settings.ts, so its zod schema stays out of the visitors' JavaScript.
 */
export function useSiteSettings(): SiteSettingsView {
  const lang = usePageLanguage();
  const data = useRouteLoaderData(`${lang}/site`) as SiteLayoutData | undefined;
  // The load context reads the settings before any loader runs (server/plugins/web.ts):
  // without them the request has already failed, and the root's error page shows.
  if (!data) throw new Error("site settings missing: the site layout's loader did not run");
  return data.site;
}
