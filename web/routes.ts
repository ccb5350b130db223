import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, SECTOR_CODES } from "../domain/constants.ts";
import {
  DETAIL_PATHS,
  NEWSLETTER_TOKEN_PATHS,
  PAGE_PATHS,
  PREVIEW_PATH,
  SEARCH_PATH,
} from "../domain/site-paths.ts";
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
 * Italian under /en and /it (domain/site-paths.ts); each language's routes get their own
 * ids, the modules are the same.
 */
function publicSite(lang: Language): RouteConfigEntry[] {
  const id = (name: string) => `${lang}/${name}`;
  const pages = [
    index("routes/site/home.tsx", { id: id("home") }),
    ...SECTOR_CODES.map((code) =>
      route(segment(PAGE_PATHS[code]), "routes/site/sector.tsx", { id: id(code) }),
    ),
    route(segment(PAGE_PATHS.realisations), "routes/site/realisations.tsx", {
      id: id("realisations"),
    }),
    route(`${segment(DETAIL_PATHS.realisations)}/:slug`, "routes/site/realisation.tsx", {
      id: id("realisation"),
    }),
    route(segment(PAGE_PATHS.actualites), "routes/site/articles.tsx", { id: id("articles") }),
    route(`${segment(DETAIL_PATHS.articles)}/:slug`, "routes/site/article.tsx", {
      id: id("article"),
    }),
    route(segment(PAGE_PATHS.opportunites), "routes/site/opportunites.tsx", {
      id: id("opportunites"),
    }),
    route(`${segment(DETAIL_PATHS.opportunites)}/:slug`, "routes/site/opportunite.tsx", {
      id: id("opportunite"),
    }),
    route(segment(PAGE_PATHS.about), "routes/site/about.tsx", { id: id("about") }),
    route(segment(PAGE_PATHS.gouvernance), "routes/site/gouvernance.tsx", {
      id: id("gouvernance"),
    }),
    route(segment(SEARCH_PATH), "routes/site/search.tsx", { id: id("search") }),
    route(segment(PAGE_PATHS.contact), "routes/site/contact.tsx", { id: id("contact") }),
    route(segment(PAGE_PATHS.mentionsLegales), "routes/site/legal.tsx", {
      id: id("mentions-legales"),
    }),
    route(segment(PAGE_PATHS.confidentialite), "routes/site/legal.tsx", {
      id: id("confidentialite"),
    }),
    route("newsletter", "routes/site/newsletter.tsx", { id: id("newsletter") }),
    // The pages a newsletter mail links to: a button that posts (domain/site-paths.ts).
    ...Object.entries(NEWSLETTER_TOKEN_PATHS).map(([name, path]) =>
      route(`${segment(path)}/:jeton`, "routes/site/newsletter-link.tsx", {
        id: id(`newsletter-${name}`),
      }),
    ),
    // A staff member's preview of an item, published or not (domain/site-paths.ts).
    route(`${segment(PREVIEW_PATH)}/:jeton`, "routes/site/preview.tsx", { id: id("preview") }),
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
