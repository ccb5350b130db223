import { Link } from "react-router";
import { useSession } from "../auth/session.ts";
import { CreateLinks } from "../dashboard/panels.tsx";

export interface DashboardLink {
  to: string;
  label: string;
  description: string;
}

/**
 * A back-office home (SPEC.md §2): the signed-in user greeted by name, a link creating each
 * content type, the area's pages, then what the area shows of the site (issue 31).
 */
export function Dashboard({
  intro,
  links,
  children,
}: {
  intro: string;
  links: readonly DashboardLink[];
  /** What the area shows below its links (the figures, the charts, the drafts). */
  children?: React.ReactNode;
}) {
  const { user } = useSession();
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">
          Bienvenue, {user?.prenom} {user?.nom}
        </h1>
        <p className="max-w-prose text-slate-600">{intro}</p>
        <CreateLinks />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block h-full rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-brand-600"
            >
              <span className="font-medium">{link.label}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
