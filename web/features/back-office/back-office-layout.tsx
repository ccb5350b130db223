import { ExternalLink, LogOut, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import type { Role } from "../../../domain/constants.ts";
import { signInPathFor } from "../auth/return-path.ts";
import { session, useSession } from "../auth/session.ts";
import { SignInAgainDialog } from "../auth/sign-in-again.tsx";
import { BrandMark } from "../site/brand-mark.tsx";
import { useSiteSettings } from "../site/site-settings.ts";

export interface SidebarLink {
  to: string;
  label: string;
  /** Drawn beside the label (decorative: the label names the link). */
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard), not below it. */
  end: boolean;
  /** A count beside the label (untreated requests), with what it counts for screen readers. */
  badge?: { count: number; label: string } | null | undefined;
}

interface BackOfficeLayoutProps {
  /** The area's name, shown atop the sidebar and in the phone's top bar. */
  title: string;
  role: Role;
  loginPath: string;
  links: readonly SidebarLink[];
  /** Staff of another role who open this area go there instead of the sign-in page. */
  otherRoleHome?: string;
}

/**
 * A guarded back-office area (SPEC.md §2, §6): only `role` sees it, anyone else goes to
 * `loginPath`, which opens the page they asked for once they are signed in;
 * 'Chargement en cours...' until the session is known, which is also what the server
 * renders, since it cannot know the session.
 */
export function BackOfficeLayout({
  title,
  role,
  loginPath,
  links,
  otherRoleHome,
}: BackOfficeLayoutProps) {
  const { status, user } = useSession();
  const site = useSiteSettings();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();

  useEffect(() => session.start(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes because the path changed.
  useEffect(() => setMenuOpen(false), [pathname]);

  if (status === "loading") {
    return <p className="p-8 text-center text-slate-600">Chargement en cours...</p>;
  }
  if (user?.role !== role) {
    if (user && otherRoleHome) return <Navigate to={otherRoleHome} replace />;
    // Signed in, they come back to the page they asked for (its filters included).
    return <Navigate to={signInPathFor(loginPath, `${pathname}${search}`)} replace />;
  }

  async function logout() {
    await session.logout();
    await navigate(loginPath, { replace: true });
  }

  // Escape closes the open phone menu and gives the focus back to its button.
  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <div className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white md:hidden">
        <span className="font-semibold">{title}</span>
        <button
          ref={menuButton}
          type="button"
          className="rounded border border-white/40 px-3 py-1 text-sm"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={closeOnEscape}
        >
          Menu
        </button>
      </div>
      <aside
        id={sidebarId}
        onKeyDown={closeOnEscape}
        className={`${menuOpen ? "block" : "hidden"} bg-brand-900 text-white md:block md:min-h-screen md:w-60 md:shrink-0`}
      >
        {/* The brand atop the sidebar, as the public site's header shows it; on a phone,
            atop the open menu (the top bar keeps the area's name beside the menu button). */}
        <div className="flex flex-col gap-3 px-5 pt-5 pb-2 md:pb-5">
          <BrandMark site={site} className="text-lg" />
          <span className="hidden text-lg font-semibold md:block">{title}</span>
        </div>
        <nav aria-label={title}>
          <ul className="flex flex-col gap-1 px-3 py-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block rounded px-3 py-2 ${isActive ? "bg-white/15 font-medium" : "hover:bg-white/10"}`
                  }
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-3">
                      <link.icon aria-hidden="true" className="h-5 w-5 shrink-0 opacity-80" />
                      {link.label}
                    </span>
                    {link.badge?.count ? (
                      <span className="rounded-full bg-amber-300 px-2 text-sm font-semibold text-brand-900">
                        {link.badge.count}
                        <span className="sr-only"> {link.badge.label}</span>
                      </span>
                    ) : null}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 border-t border-white/15 px-3 py-4">
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="flex items-center gap-3 rounded px-3 py-2 hover:bg-white/10"
          >
            <ExternalLink aria-hidden="true" className="h-5 w-5 shrink-0 opacity-80" />
            Voir le site<span className="sr-only"> (nouvel onglet)</span>
          </a>
          <p className="px-3 pt-3 pb-1 text-sm text-white/70">
            {user.prenom} {user.nom}
          </p>
          <button
            type="button"
            onClick={logout}
            className="flex w-full items-center gap-3 rounded px-3 py-2 text-left hover:bg-white/10"
          >
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0 opacity-80" />
            Se déconnecter
          </button>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">
        <Outlet />
      </main>
      <SignInAgainDialog email={user.email} />
    </div>
  );
}
