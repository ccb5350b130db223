// The back office's screens, written once: web/routes.ts makes its routes from these tables
// and web/lib/paths.ts its links, so a path cannot differ between the two. No React here:
// the route config reads this module at build time.

import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypePlural,
} from "../../domain/content-types/identities.ts";
import { STAFF_AREAS, type StaffArea } from "../../domain/staff-areas.ts";

/** A screen: its path under its area (`:name` for a parameter) and its route module. */
export interface Screen {
  readonly path: string;
  readonly module: string;
}

/**
 * A content type's three screens, the same in both areas (SPEC.md §2: the server shows an
 * adviser only their own items). One list module and one creation and edition module
 * serve every type (docs/decisions/043, 044): each reads its type from its address.
 */
function contentScreens<T extends ContentTypePlural>(type: T) {
  return {
    list: { path: type, module: "routes/back-office/content-list.tsx" },
    create: { path: `${type}/creer`, module: "routes/back-office/content-create.tsx" },
    edit: { path: `${type}/modifier/:id`, module: "routes/back-office/content-edit.tsx" },
  } as const;
}

/** The content types by their plural, in the registry's order (its paths' first segment). */
export const CONTENT_TYPES = CONTENT_TYPE_KEYS.map(
  (key) => CONTENT_TYPE_IDENTITIES[key].plural,
) as ContentTypePlural[];

/** Each content type's screens, keyed by its plural: the registry supplies the keys. */
export const CONTENT_SCREENS = Object.fromEntries(
  CONTENT_TYPES.map((type) => [type, contentScreens(type)]),
) as { [T in ContentTypePlural]: ReturnType<typeof contentScreens<T>> };

/** The media library (issue 31 point 1): the same screen in both areas. */
const MEDIAS_SCREEN = { path: "medias", module: "routes/back-office/medias.tsx" } as const;

/**
 * The job applications (issue 32 point 2, ADR 066), in both areas (an adviser reads those
 * to their own offers): the inbox, and one application (the recruiters' mail links it).
 */
const APPLICATION_SCREENS = {
  applications: { path: "candidatures", module: "routes/back-office/candidatures.tsx" },
  application: { path: "candidatures/:id", module: "routes/back-office/candidatures.tsx" },
} as const;

/** The administrator's own screens, besides the content ones (SPEC.md §2, issues 18, 19). */
export const ADMIN_SCREENS = {
  medias: MEDIAS_SCREEN,
  ...APPLICATION_SCREENS,
  /**
   * The people of the governance (issue 32 point 1, docs/decisions/058): one form module
   * for a new person and an existing one (`nouveau` is matched before `:id`).
   */
  people: { path: "personnes", module: "routes/admin/personnes-list.tsx" },
  personCreate: { path: "personnes/nouveau", module: "routes/admin/personne-form.tsx" },
  personEdit: { path: "personnes/:id", module: "routes/admin/personne-form.tsx" },
  /** The certifications, partners and clients (issue 32 point 4, ADR 064), the same way. */
  references: { path: "references", module: "routes/admin/references-list.tsx" },
  referenceCreate: { path: "references/nouveau", module: "routes/admin/reference-form.tsx" },
  referenceEdit: { path: "references/:id", module: "routes/admin/reference-form.tsx" },
  /** The opportunities' categories (issue 19). */
  categories: { path: "categories", module: "routes/admin/categories.tsx" },
  users: { path: "utilisateurs", module: "routes/admin/users-list.tsx" },
  userCreate: { path: "utilisateurs/creer", module: "routes/admin/user-create.tsx" },
  userEdit: { path: "utilisateurs/modifier/:id", module: "routes/admin/user-edit.tsx" },
  userDelete: { path: "utilisateurs/supprimer/:id", module: "routes/admin/user-delete.tsx" },
  requests: { path: "demandes", module: "routes/admin/requests.tsx" },
  subscribers: { path: "abonnes", module: "routes/admin/subscribers.tsx" },
  journal: { path: "journal", module: "routes/admin/journal.tsx" },
  site: { path: "site", module: "routes/admin/site.tsx" },
  /** The page texts (issue 18): the nine pages, then a page's form by its key. */
  pages: { path: "pages", module: "routes/admin/pages-list.tsx" },
  pageEdit: { path: "pages/:cle", module: "routes/admin/page-edit.tsx" },
} as const satisfies Record<string, Screen>;

/**
 * The adviser's own screens. SPEC.md §2 names both /conseiller/realisations and
 * /conseiller/biens for the projects: the first is the page, the second redirects to it.
 */
export const ADVISER_SCREENS = {
  medias: MEDIAS_SCREEN,
  ...APPLICATION_SCREENS,
  biens: { path: "biens", module: "routes/adviser/biens.tsx" },
} as const satisfies Record<string, Screen>;

/** The areas, by the name their route ids start with. */
export const AREAS = {
  admin: STAFF_AREAS.administrateur,
  adviser: STAFF_AREAS.conseiller,
} as const satisfies Record<string, StaffArea>;

/** The sign-in page of every area (the account pages are domain/accounts.ts's). */
export const AREA_PAGES = { login: "connexion" } as const;

/** A link to a screen: `path` under `area`, a parameter's value encoded in place of `:name`. */
type LinkOf<P extends string> = P extends `${string}:${string}`
  ? (value: string) => string
  : string;

export function linkTo<P extends string>(area: StaffArea, path: P): LinkOf<P> {
  const full = `${area}/${path}`;
  if (!path.includes(":")) return full as LinkOf<P>;
  return ((value: string) =>
    full.replace(/:[A-Za-z]+/, encodeURIComponent(value))) as unknown as LinkOf<P>;
}

/** The links of a table of screens under an area, by the table's keys. */
export function linksOf<S extends Record<string, Screen>>(
  area: StaffArea,
  screens: S,
): { [K in keyof S]: LinkOf<S[K]["path"]> } {
  return Object.fromEntries(
    Object.entries(screens).map(([name, screen]) => [name, linkTo(area, screen.path)]),
  ) as { [K in keyof S]: LinkOf<S[K]["path"]> };
}
