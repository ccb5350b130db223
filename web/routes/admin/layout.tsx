import { useEffect, useState } from "react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { ROLES } from "../../../domain/constants.ts";
import { untreatedCount, useUntreatedCount } from "../../features/admin/untreated-count.ts";
import { session, useSession } from "../../features/auth/session.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

const SIDEBAR_LINKS = [
  { to: ADMIN_PATHS.dashboard, label: "Tableau de bord", end: true },
  { to: ADMIN_PATHS.requests, label: "Demandes", end: false },
  { to: ADMIN_PATHS.subscribers, label: "Abonnés", end: false },
  { to: ADMIN_PATHS.journal, label: "Journal", end: false },
  { to: ADMIN_PATHS.users, label: "Utilisateurs", end: false },
] as const;

export function meta() {
  return [{ title: "Administration" }, { name: "robots", content: "noindex" }];
}

/** SPEC.md §2 guard: administrators only; others go to /admin/connexion. */
export default function AdminLayout() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const isAdministrator = user?.role === ROLES.administrateur;
  const untreated = useUntreatedCount();

  useEffect(() => session.start(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes because the path changed.
  useEffect(() => setMenuOpen(false), [pathname]);
  // Requests keep arriving: the count is read again on every screen change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again because the path changed.
  useEffect(() => {
    if (isAdministrator) void untreatedCount.refresh();
  }, [pathname, isAdministrator]);

  if (status === "loading") {
    return <p className="p-8 text-center text-slate-600">Chargement en cours...</p>;
  }
  if (!isAdministrator) {
    return <Navigate to={ADMIN_PATHS.login} replace />;
  }

  async function logout() {
    await session.logout();
    await navigate(ADMIN_PATHS.login, { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <div className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white md:hidden">
        <span className="font-semibold">Administration</span>
        <button
          type="button"
          className="rounded border border-white/40 px-3 py-1 text-sm"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
      </div>
      <aside
        id="admin-sidebar"
        className={`${menuOpen ? "block" : "hidden"} bg-brand-900 text-white md:block md:min-h-screen md:w-60 md:shrink-0`}
      >
        <div className="hidden px-5 py-5 text-lg font-semibold md:block">Administration</div>
        <nav aria-label="Administration">
          <ul className="flex flex-col gap-1 px-3 py-2">
            {SIDEBAR_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block rounded px-3 py-2 ${isActive ? "bg-white/15 font-medium" : "hover:bg-white/10"}`
                  }
                >
                  <span className="flex items-center justify-between gap-2">
                    {link.label}
                    {link.to === ADMIN_PATHS.requests && untreated ? (
                      <span className="rounded-full bg-amber-300 px-2 text-sm font-semibold text-brand-900">
                        {untreated}
                        <span className="sr-only"> non traitée{untreated > 1 ? "s" : ""}</span>
                      </span>
                    ) : null}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-3 py-4">
          <p className="px-3 pb-2 text-sm text-white/70">
            {user.prenom} {user.nom}
          </p>
          <button
            type="button"
            onClick={logout}
            className="w-full rounded px-3 py-2 text-left hover:bg-white/10"
          >
            Se déconnecter
          </button>
        </div>
      </aside>
      <main className="flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
