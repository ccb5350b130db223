// The back-office areas (SPEC.md §2): where each role's screens, sign-in, reset and profile
// pages live. Apart from accounts.ts so that the browser's links do not load its schemas.

/** The back-office area of each role: where its sign-in, reset and profile pages live. */
export const STAFF_AREAS = { administrateur: "/admin", conseiller: "/conseiller" } as const;
export type StaffArea = (typeof STAFF_AREAS)[keyof typeof STAFF_AREAS];

/** The account pages of an area (SPEC.md §2's back-office paths, issue 18). */
export const accountPaths = (area: StaffArea) => ({
  forgotPassword: `${area}/mot-de-passe-oublie`,
  /** The page a reset mail links to, `{reset}/{jeton}`; it sends on to `reset` itself. */
  reset: `${area}/nouveau-mot-de-passe`,
  profile: `${area}/profil`,
});

/** Whether a path is a back-office page (`/admin…`, `/conseiller…`). */
export const isStaffAreaPath = (pathname: string): boolean =>
  Object.values(STAFF_AREAS).some((area) => pathname === area || pathname.startsWith(`${area}/`));
