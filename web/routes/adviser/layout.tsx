import { FileUser, Images, LayoutDashboard, UserRound } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { ROLES } from "../../../domain/constants.ts";
import { accountPaths, STAFF_AREAS } from "../../../domain/staff-areas.ts";
import { useInboxCount } from "../../features/admin/inbox-count.ts";
import { unreadApplications } from "../../features/admin/untreated-count.ts";
import { useSession } from "../../features/auth/session.ts";
import {
  BackOfficeLayout,
  type SidebarLink,
} from "../../features/back-office/back-office-layout.tsx";
import { contentMenuLinks } from "../../features/back-office/content-menu.ts";
import { AreaErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ADMIN_PATHS, ADVISER_PATHS } from "../../lib/paths.ts";

const SIDEBAR_LINKS: SidebarLink[] = [
  { to: ADVISER_PATHS.dashboard, label: "Tableau de bord", icon: LayoutDashboard, end: true },
  // Each content type's list, their own (SPEC.md §2's 'Mes Biens', 'Mes Articles', …).
  ...contentMenuLinks(ADVISER_PATHS, true),
  { to: ADVISER_PATHS.medias, label: "Médiathèque", icon: Images, end: false },
  // The applications to the adviser's own offers (ADR 066); its count is added below.
  { to: ADVISER_PATHS.applications, label: "Candidatures", icon: FileUser, end: false },
  {
    to: accountPaths(STAFF_AREAS.conseiller).profile,
    label: "Mon profil",
    icon: UserRound,
    end: false,
  },
];

/** A failure of the area's frame itself: the back office's message, on its own page. */
export const ErrorBoundary = AreaErrorBoundary;

export function meta() {
  return [{ title: "Espace conseiller" }, { name: "robots", content: "noindex" }];
}

/**
 * SPEC.md §2 guard: conseillers only; a visitor goes to /conseiller/connexion, an
 * administrator to their own area, which already shows them everything.
 */
export default function AdviserLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const unread = useInboxCount(unreadApplications);
  const isAdviser = user?.role === ROLES.conseiller;
  // Applications keep arriving: the count is read again on every screen change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again because the path changed.
  useEffect(() => {
    if (isAdviser) void unreadApplications.refresh();
  }, [pathname, isAdviser]);
  const links = SIDEBAR_LINKS.map((link) =>
    link.to === ADVISER_PATHS.applications && unread
      ? { ...link, badge: { count: unread, label: `non lue${unread > 1 ? "s" : ""}` } }
      : link,
  );
  return (
    <BackOfficeLayout
      title="Espace conseiller"
      role={ROLES.conseiller}
      loginPath={ADVISER_PATHS.login}
      links={links}
      otherRoleHome={ADMIN_PATHS.dashboard}
    />
  );
}
