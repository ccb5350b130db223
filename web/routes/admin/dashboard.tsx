import { Link } from "react-router";
import { useSession } from "../../features/auth/session.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

export default function AdminDashboard() {
  const { user } = useSession();
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        Bienvenue, {user?.prenom} {user?.nom}
      </h1>
      <p className="text-slate-600">
        Gérez depuis cet espace les utilisateurs du back office ; les réalisations, les articles et
        les opportunités arrivent ici ensuite.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            to={ADMIN_PATHS.users}
            className="block rounded-lg border bg-white p-5 shadow-sm hover:border-brand-600"
          >
            <span className="font-medium">Gestion des utilisateurs</span>
            <span className="mt-1 block text-sm text-slate-600">
              Conseillers et administrateurs
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
