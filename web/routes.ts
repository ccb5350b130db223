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
function accountPages(area: "admin" | "conseiller"): RouteConfigEntry[] {
  return [
    route(`${area}/mot-de-passe-oublie`, "routes/account/forgot-password.tsx", {
      id: `${area}/forgot-password`,
    }),
    route(`${area}/nouveau-mot-de-passe`, "routes/account/reset-password.tsx", {
      id: `${area}/reset-password`,
    }),
    route(`${area}/nouveau-mot-de-passe/:jeton`, "routes/account/reset-link.tsx", {
      id: `${area}/reset-link`,
    }),
  ];
}

// Every path of SPEC.md §2 is declared here, once.
export default [
  ...LANGUAGES.flatMap(publicSite),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("admin/connexion", "routes/admin/login.tsx"),
  // A staff member's own account (issue 18): the same screens in both areas.
  ...accountPages("admin"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("realisations", "routes/admin/realisations-list.tsx"),
    route("realisations/creer", "routes/admin/realisation-create.tsx"),
    route("realisations/modifier/:id", "routes/admin/realisation-edit.tsx"),
    route("articles", "routes/admin/articles-list.tsx"),
    route("articles/creer", "routes/admin/article-create.tsx"),
    route("articles/modifier/:id", "routes/admin/article-edit.tsx"),
    route("opportunites", "routes/admin/opportunites-list.tsx"),
    route("opportunites/creer", "routes/admin/opportunite-create.tsx"),
    route("opportunites/modifier/:id", "routes/admin/opportunite-edit.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("utilisateurs", "routes/admin/users-list.tsx"),
    route("utilisateurs/creer", "routes/admin/user-create.tsx"),
    route("utilisateurs/modifier/:id", "routes/admin/user-edit.tsx"),
    route("utilisateurs/supprimer/:id", "routes/admin/user-delete.tsx"),
    route("demandes", "routes/admin/requests.tsx"),
    route("abonnes", "routes/admin/subscribers.tsx"),
    route("journal", "routes/admin/journal.tsx"),
    route("site", "routes/admin/site.tsx"),
    route("pages", "routes/admin/pages-list.tsx"),
    route("pages/:cle", "routes/admin/page-edit.tsx"),
    route("profil", "routes/account/profile.tsx", { id: "admin/profile" }),
  ]),
  route("conseiller/connexion", "routes/adviser/login.tsx"),
  ...accountPages("conseiller"),
  route("conseiller", "routes/adviser/layout.tsx", [
    index("routes/adviser/dashboard.tsx"),
    // The administrator's content screens: the server shows an adviser only their own.
    route("realisations", "routes/admin/realisations-list.tsx", { id: "adviser/realisations" }),
    route("realisations/creer", "routes/admin/realisation-create.tsx", {
      id: "adviser/realisation-create",
    }),
    route("realisations/modifier/:id", "routes/admin/realisation-edit.tsx", {
      id: "adviser/realisation-edit",
    }),
    route("articles", "routes/admin/articles-list.tsx", { id: "adviser/articles" }),
    route("articles/creer", "routes/admin/article-create.tsx", { id: "adviser/article-create" }),
    route("articles/modifier/:id", "routes/admin/article-edit.tsx", {
      id: "adviser/article-edit",
    }),
    route("opportunites", "routes/admin/opportunites-list.tsx", { id: "adviser/opportunites" }),
    route("opportunites/creer", "routes/admin/opportunite-create.tsx", {
      id: "adviser/opportunite-create",
    }),
    route("opportunites/modifier/:id", "routes/admin/opportunite-edit.tsx", {
      id: "adviser/opportunite-edit",
    }),
    route("biens", "routes/adviser/biens.tsx"),
    route("profil", "routes/account/profile.tsx", { id: "adviser/profile" }),
  ]),
] satisfies RouteConfig;
