import { useLocation } from "react-router";

/**
 * The content screens of a back-office area: administrators under /admin and advisers
 * under /conseiller use the same screens (SPEC.md §2), the server deciding what each sees.
 */
const contentPaths = (area: string) => ({
  /** Whether the area is the adviser's, whose screens speak of *their* items. */
  ownItemsOnly: area === "/conseiller",
  realisations: `${area}/realisations`,
  realisationCreate: `${area}/realisations/creer`,
  realisationEdit: (id: string) => `${area}/realisations/modifier/${encodeURIComponent(id)}`,
  articles: `${area}/articles`,
  articleCreate: `${area}/articles/creer`,
  articleEdit: (id: string) => `${area}/articles/modifier/${encodeURIComponent(id)}`,
  opportunites: `${area}/opportunites`,
  opportuniteCreate: `${area}/opportunites/creer`,
  opportuniteEdit: (id: string) => `${area}/opportunites/modifier/${encodeURIComponent(id)}`,
});

/** Back-office paths, defined once (SPEC.md §2). */
export const ADMIN_PATHS = {
  login: "/admin/connexion",
  dashboard: "/admin",
  ...contentPaths("/admin"),
  users: "/admin/utilisateurs",
  userCreate: "/admin/utilisateurs/creer",
  userEdit: (id: string) => `/admin/utilisateurs/modifier/${encodeURIComponent(id)}`,
  userDelete: (id: string) => `/admin/utilisateurs/supprimer/${encodeURIComponent(id)}`,
  requests: "/admin/demandes",
  subscribers: "/admin/abonnes",
  journal: "/admin/journal",
  /** The opportunities' categories (issue 19). */
  categories: "/admin/categories",
  site: "/admin/site",
  /** The page texts (issue 18): the nine pages, then a page's form by its key. */
  pages: "/admin/pages",
  pageEdit: (cle: string) => `/admin/pages/${encodeURIComponent(cle)}`,
} as const;

/**
 * The adviser's area (SPEC.md §2). SPEC names both /conseiller/realisations and
 * /conseiller/biens for the projects: the first is the page, the second redirects to it.
 */
export const ADVISER_PATHS = {
  login: "/conseiller/connexion",
  dashboard: "/conseiller",
  ...contentPaths("/conseiller"),
  biens: "/conseiller/biens",
  articles: "/conseiller/articles",
  opportunites: "/conseiller/opportunites",
} as const;

/** The content paths of the area the current screen belongs to. */
export function useContentPaths(): ReturnType<typeof contentPaths> {
  const { pathname } = useLocation();
  const adviser =
    pathname === ADVISER_PATHS.dashboard || pathname.startsWith(`${ADVISER_PATHS.dashboard}/`);
  return adviser ? ADVISER_PATHS : ADMIN_PATHS;
}
