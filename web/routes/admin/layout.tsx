import {
  Award,
  FileText,
  FileUser,
  History,
  Images,
  Inbox,
  Landmark,
  LayoutDashboard,
  Mail,
  Settings,
  Tags,
  UserRound,
  Users,
} from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { ROLES } from "../../../domain/constants.ts";
import { accountPaths, STAFF_AREAS } from "../../../domain/staff-areas.ts";
import { useInboxCount } from "../../features/admin/inbox-count.ts";
import {
  unreadApplications,
  untreatedCount,
  useUntreatedCount,
} from "../../features/admin/untreated-count.ts";
import { useSession } from "../../features/auth/session.ts";
import { BackOfficeLayout } from "../../features/back-office/back-office-layout.tsx";
import { contentMenuLinks } from "../../features/back-office/content-menu.ts";
import { AreaErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ADMIN_PATHS } from "../../lib/paths.ts";

/** A failure of the area's frame itself: the back office's message, on its own page. */
export const ErrorBoundary = AreaErrorBoundary;

export function meta() {
  return [{ title: "Administration" }, { name: "robots", content: "noindex" }];
}

/** SPEC.md §2 guard: administrators only; others (a conseiller too) go to /admin/connexion. */
export default function AdminLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const untreated = useUntreatedCount();
  const unread = useInboxCount(unreadApplications);
  const isAdministrator = user?.role === ROLES.administrateur;

  // Requests keep arriving: the count is read again on every screen change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again because the path changed.
  useEffect(() => {
    if (!isAdministrator) return;
    void untreatedCount.refresh();
    void unreadApplications.refresh();
  }, [pathname, isAdministrator]);

  const links = [
    { to: ADMIN_PATHS.dashboard, label: "Tableau de bord", icon: LayoutDashboard, end: true },
    // Each content type's list, in the registry's order.
    ...contentMenuLinks(ADMIN_PATHS, false),
    // The people of /gouvernance: kept beside the content they sit with on the site.
    { to: ADMIN_PATHS.people, label: "Gouvernance", icon: Landmark, end: false },
    // The certifications, partners and clients of /engagements (ADR 064).
    { to: ADMIN_PATHS.references, label: "Engagements", icon: Award, end: false },
    { to: ADMIN_PATHS.medias, label: "Médiathèque", icon: Images, end: false },
    { to: ADMIN_PATHS.categories, label: "Catégories", icon: Tags, end: false },
    {
      to: ADMIN_PATHS.requests,
      label: "Demandes",
      icon: Inbox,
      end: false,
      badge: untreated
        ? { count: untreated, label: `non traitée${untreated > 1 ? "s" : ""}` }
        : null,
    },
    {
      to: ADMIN_PATHS.applications,
      label: "Candidatures",
      icon: FileUser,
      end: false,
      badge: unread ? { count: unread, label: `non lue${unread > 1 ? "s" : ""}` } : null,
    },
    { to: ADMIN_PATHS.subscribers, label: "Abonnés", icon: Mail, end: false },
    { to: ADMIN_PATHS.journal, label: "Journal", icon: History, end: false },
    { to: ADMIN_PATHS.pages, label: "Pages", icon: FileText, end: false },
    { to: ADMIN_PATHS.users, label: "Utilisateurs", icon: Users, end: false },
    { to: ADMIN_PATHS.site, label: "Paramètres du site", icon: Settings, end: false },
    {
      to: accountPaths(STAFF_AREAS.administrateur).profile,
      label: "Mon profil",
      icon: UserRound,
      end: false,
    },
  ];
  return (
    <BackOfficeLayout
      title="Administration"
      role={ROLES.administrateur}
      loginPath={ADMIN_PATHS.login}
      links={links}
    />
  );
}
