/** Back-office paths, defined once (SPEC.md §2). */
export const ADMIN_PATHS = {
  login: "/admin/connexion",
  dashboard: "/admin",
  realisations: "/admin/realisations",
  realisationCreate: "/admin/realisations/creer",
  realisationEdit: (id: string) => `/admin/realisations/modifier/${encodeURIComponent(id)}`,
  opportunites: "/admin/opportunites",
  opportuniteCreate: "/admin/opportunites/creer",
  opportuniteEdit: (id: string) => `/admin/opportunites/modifier/${encodeURIComponent(id)}`,
  users: "/admin/utilisateurs",
  userCreate: "/admin/utilisateurs/creer",
  userEdit: (id: string) => `/admin/utilisateurs/modifier/${encodeURIComponent(id)}`,
  requests: "/admin/demandes",
  subscribers: "/admin/abonnes",
  journal: "/admin/journal",
} as const;

/**
 * The adviser's area (SPEC.md §2). SPEC names both /conseiller/realisations and
 * /conseiller/biens for the projects: the first is the page, the second redirects to it.
 */
export const ADVISER_PATHS = {
  login: "/conseiller/connexion",
  dashboard: "/conseiller",
  realisations: "/conseiller/realisations",
  biens: "/conseiller/biens",
  articles: "/conseiller/articles",
  opportunites: "/conseiller/opportunites",
} as const;
