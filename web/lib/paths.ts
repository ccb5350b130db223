import { useLocation } from "react-router";
import type { ContentTypePlural } from "../../domain/content-types/identities.ts";
import { STAFF_AREAS, type StaffArea } from "../../domain/staff-areas.ts";
import {
  ADMIN_SCREENS,
  ADVISER_SCREENS,
  AREA_PAGES,
  CONTENT_SCREENS,
  CONTENT_TYPES,
  linksOf,
} from "./back-office-screens.ts";

/**
 * The content screens of a back-office area: administrators under /admin and advisers
 * under /conseiller use the same screens (SPEC.md §2), the server deciding what each sees.
 * Built from the table web/routes.ts makes its routes from (back-office-screens.ts).
 */
const contentPaths = (area: StaffArea) => ({
  /** Whether the area is the adviser's, whose screens speak of *their* items. */
  ownItemsOnly: area === STAFF_AREAS.conseiller,
  /** Each content type's list, create (`create`) and edit (`edit(id)`) links. */
  content: Object.fromEntries(
    CONTENT_TYPES.map((type) => [type, linksOf(area, CONTENT_SCREENS[type])]),
  ) as { [T in ContentTypePlural]: ReturnType<typeof linksOf<(typeof CONTENT_SCREENS)[T]>> },
});

/** Back-office paths, defined once (SPEC.md §2). */
export const ADMIN_PATHS = {
  login: `${STAFF_AREAS.administrateur}/${AREA_PAGES.login}`,
  dashboard: STAFF_AREAS.administrateur,
  ...contentPaths(STAFF_AREAS.administrateur),
  ...linksOf(STAFF_AREAS.administrateur, ADMIN_SCREENS),
} as const;

/** The adviser's area (SPEC.md §2). */
export const ADVISER_PATHS = {
  login: `${STAFF_AREAS.conseiller}/${AREA_PAGES.login}`,
  dashboard: STAFF_AREAS.conseiller,
  ...contentPaths(STAFF_AREAS.conseiller),
  ...linksOf(STAFF_AREAS.conseiller, ADVISER_SCREENS),
} as const;

/** The content paths of the area the current screen belongs to. */
export function useContentPaths(): ReturnType<typeof contentPaths> {
  return useAreaPaths();
}

/** The paths of the area the current screen belongs to. */
export function useAreaPaths(): typeof ADMIN_PATHS | typeof ADVISER_PATHS {
  const { pathname } = useLocation();
  return areaPathsOf(pathname);
}

/** The paths of the area `pathname` belongs to (the administrator's unless the adviser's). */
export function areaPathsOf(pathname: string): typeof ADMIN_PATHS | typeof ADVISER_PATHS {
  const adviser =
    pathname === ADVISER_PATHS.dashboard || pathname.startsWith(`${ADVISER_PATHS.dashboard}/`);
  return adviser ? ADVISER_PATHS : ADMIN_PATHS;
}
