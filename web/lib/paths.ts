/** Back-office paths, defined once (SPEC.md §2). */
export const ADMIN_PATHS = {
  login: "/admin/connexion",
  dashboard: "/admin",
  users: "/admin/utilisateurs",
  userCreate: "/admin/utilisateurs/creer",
  userEdit: (id: string) => `/admin/utilisateurs/modifier/${encodeURIComponent(id)}`,
  requests: "/admin/demandes",
  subscribers: "/admin/abonnes",
  journal: "/admin/journal",
} as const;
