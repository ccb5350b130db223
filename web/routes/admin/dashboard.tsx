import { Dashboard } from "../../features/back-office/dashboard.tsx";
import { ADMIN_PATHS } from "../../lib/paths.ts";

export default function AdminDashboard() {
  return (
    <Dashboard
      intro="Gérez depuis cet espace les utilisateurs du back office ; les réalisations, les articles et les opportunités arrivent ici ensuite."
      links={[
        {
          to: ADMIN_PATHS.users,
          label: "Gestion des utilisateurs",
          description: "Conseillers et administrateurs",
        },
      ]}
    />
  );
}
