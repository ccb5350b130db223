import { accountPaths, STAFF_AREAS, type StaffArea } from "../../../domain/accounts.ts";
import { ADMIN_PATHS, ADVISER_PATHS } from "../../lib/paths.ts";

/**
 * The back-office area a page of the account screens belongs to, from its path: the same
 * screens serve /admin and /conseiller, each leading back to its own sign-in page.
 */
export function staffAreaOf(pathname: string): StaffArea {
  const adviser = STAFF_AREAS.conseiller;
  return pathname === adviser || pathname.startsWith(`${adviser}/`)
    ? adviser
    : STAFF_AREAS.administrateur;
}

/** The account pages of the area `pathname` is in, with its sign-in page. */
export function accountPathsOf(pathname: string) {
  const area = staffAreaOf(pathname);
  return {
    ...accountPaths(area),
    login: area === STAFF_AREAS.conseiller ? ADVISER_PATHS.login : ADMIN_PATHS.login,
  };
}
