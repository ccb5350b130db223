import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, SECTOR_CODES } from "../domain/constants.ts";
import { pathIn, type SitePathName } from "../domain/site-paths.ts";
import { SITEMAP_PARTS_PATH } from "../domain/sitemap.ts";
import { accountPaths } from "../domain/staff-areas.ts";
import {
  ADMIN_SCREENS,
  ADVISER_SCREENS,
  AREA_PAGES,
  AREAS,
  CONTENT_SCREENS,
  CONTENT_TYPES,
  type Screen,
} from "./lib/back-office-screens.ts";

const segment = (path: string) => path.slice(1);

/**
 * The public site of SPEC.md §2 in one language. French lives at the root, English and
 * Italian under /en and /it, each with its own words (domain/site-paths.ts, the one table
 * of addresses); each language's routes get their own ids, the modules are the same.
 */
function publicSite(lang: Language): RouteConfigEntry[] {
  const id = (name: string) => `${lang}/${name}`;
  const page = (name: SitePathName, module: string, routeId: string = name) =>
    route(segment(pathIn(lang, name)), module, { id: id(routeId) });
  // An item's page, or a page a signed link opens: the table's start, then the slug/token.
  const under = (name: SitePathName, param: string, module: string, routeId: string) =>
    route(`${segment(pathIn(lang, name))}/:${param}`, module, { id: id(routeId) });
  const pages = [
    index("routes/site/home.tsx", { id: id("home") }),
    ...SECTOR_CODES.map((code) => page(code, "routes/site/sector.tsx")),
    page("realisations", "routes/site/realisations.tsx"),
    under("realisation", "slug", "routes/site/realisation.tsx", "realisation"),
    page("actualites", "routes/site/articles.tsx", "articles"),
    under("article", "slug", "routes/site/article.tsx", "article"),
    page("opportunites", "routes/site/opportunites.tsx"),
    under("opportunite", "slug", "routes/site/opportunite.tsx", "opportunite"),
    page("carrieres", "routes/site/carrieres.tsx"),
    under("offreEmploi", "slug", "routes/site/offre-emploi.tsx", "offre-emploi"),
    page("presse", "routes/site/presse.tsx"),
    under("communique", "slug", "routes/site/communique.tsx", "communique"),
    page("about", "routes/site/about.tsx"),
    page("gouvernance", "routes/site/gouvernance.tsx"),
    page("search", "routes/site/search.tsx"),
    page("contact", "routes/site/contact.tsx"),
    page("mentionsLegales", "routes/site/legal.tsx", "mentions-legales"),
    page("confidentialite", "routes/site/legal.tsx"),
    page("newsletter", "routes/site/newsletter.tsx"),
    // The pages a newsletter mail links to: a button that posts.
    under("newsletterConfirm", "jeton", "routes/site/newsletter-link.tsx", "newsletter-confirm"),
    under(
      "newsletterUnsubscribe",
      "jeton",
      "routes/site/newsletter-link.tsx",
      "newsletter-unsubscribe",
    ),
    // A staff member's preview of an item, published or not.
    under("preview", "jeton", "routes/site/preview.tsx", "preview"),
    route("*", "routes/site/not-found.tsx", { id: id("not-found") }),
  ];
  const site = layout("routes/site/layout.tsx", { id: id("site") }, pages);
  return lang === DEFAULT_LANGUAGE ? [site] : prefix(lang, [site]);
}

/** The account pages of a back-office area outside its guard: no session needed. */
function accountPages(area: keyof typeof AREAS): RouteConfigEntry[] {
  const paths = accountPaths(AREAS[area]);
  const name = area === "admin" ? "admin" : "conseiller";
  return [
    route(segment(paths.forgotPassword), "routes/account/forgot-password.tsx", {
      id: `${name}/forgot-password`,
    }),
    route(segment(paths.reset), "routes/account/reset-password.tsx", {
      id: `${name}/reset-password`,
    }),
    route(`${segment(paths.reset)}/:jeton`, "routes/account/reset-link.tsx", {
      id: `${name}/reset-link`,
    }),
  ];
}

/** A table of back-office screens as routes of an area, each with an id of that area. */
function screens(area: keyof typeof AREAS, table: Record<string, Screen>): RouteConfigEntry[] {
  return Object.entries(table).map(([name, screen]) =>
    route(screen.path, screen.module, { id: `${area}/${name}` }),
  );
}

/**
 * Every content type's list, create and edit screens in an area (back-office-screens.ts):
 * the administrator's and the adviser's are the same modules, the server showing an
 * adviser only their own items.
 */
function contentScreens(area: keyof typeof AREAS): RouteConfigEntry[] {
  return CONTENT_TYPES.flatMap((type) =>
    Object.entries(CONTENT_SCREENS[type]).map(([name, screen]) =>
      route(screen.path, screen.module, { id: `${area}/${type}-${name}` }),
    ),
  );
}

/**
 * A back-office area: its sign-in and account pages, then, behind its guard (the layout),
 * its dashboard, the content screens, its own screens, the profile, and its own "page not
 * found" for an address under it that names no screen.
 */
function backOffice(
  area: keyof typeof AREAS,
  modules: { login: string; layout: string; dashboard: string },
  own: Record<string, Screen>,
): RouteConfigEntry[] {
  const base = segment(AREAS[area]);
  const underArea = (path: string) => path.slice(AREAS[area].length + 1);
  return [
    route(`${base}/${AREA_PAGES.login}`, modules.login),
    // A staff member's own account (issue 18): the same screens in both areas.
    ...accountPages(area),
    route(base, modules.layout, [
      index(modules.dashboard),
      ...contentScreens(area),
      ...screens(area, own),
      route(underArea(accountPaths(AREAS[area]).profile), "routes/account/profile.tsx", {
        id: `${area}/profile`,
      }),
      route("*", "routes/back-office/not-found.tsx", { id: `${area}/not-found` }),
    ]),
  ];
}

// Every path of SPEC.md §2 is declared here or in the tables it reads, once.
export default [
  ...LANGUAGES.flatMap(publicSite),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The sitemap's parts (docs/decisions/045): `pages.xml`, `articles-1.xml`…
  route(`${SITEMAP_PARTS_PATH.slice(1)}/:part`, "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...backOffice(
    "admin",
    {
      login: "routes/admin/login.tsx",
      layout: "routes/admin/layout.tsx",
      dashboard: "routes/admin/dashboard.tsx",
    },
    ADMIN_SCREENS,
  ),
  ...backOffice(
    "adviser",
    {
      login: "routes/adviser/login.tsx",
      layout: "routes/adviser/layout.tsx",
      dashboard: "routes/adviser/dashboard.tsx",
    },
    ADVISER_SCREENS,
  ),
] satisfies RouteConfig;
