import { Link } from "react-router";
import { useSession } from "../auth/session.ts";

export interface DashboardLink {
  to: string;
  label: string;
  description: string;
}

/** A back-office home (SPEC.md §2): the signed-in user greeted by name, and the area's pages. */
export function Dashboard({
  intro,
  links,
  children,
}: {
  intro: string;
  links: readonly DashboardLink[];
  /** What the area shows below its links (the administrator's counts). */
  children?: React.ReactNode;
}) {
  const { user } = useSession();
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        Bienvenue, {user?.prenom} {user?.nom}
      </h1>
      <p className="text-slate-600">{intro}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <span className="font-medium">{link.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
