import { ROLES } from "../../../domain/constants.ts";
import { BackOfficeLayout } from "../../features/back-office/back-office-layout.tsx";
import { ADMIN_PATHS } from "../../lib/paths.ts";

const SIDEBAR_LINKS = [
  { to: ADMIN_PATHS.dashboard, label: "Tableau de bord", end: true },
  { to: ADMIN_PATHS.realisations, label: "Réalisations", end: false },
  { to: ADMIN_PATHS.users, label: "Utilisateurs", end: false },
] as const;

export function meta() {
  return [{ title: "Administration" }, { name: "robots", content: "noindex" }];
}

/** SPEC.md §2 guard: administrators only; others (a conseiller too) go to /admin/connexion. */
export default function AdminLayout() {
  return (
    <BackOfficeLayout
      title="Administration"
      role={ROLES.administrateur}
      loginPath={ADMIN_PATHS.login}
      links={SIDEBAR_LINKS}
    />
  );
}
