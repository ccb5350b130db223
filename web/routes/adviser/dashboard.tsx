import { Dashboard } from "../../features/back-office/dashboard.tsx";
import { ADVISER_PATHS } from "../../lib/paths.ts";

export default function AdviserDashboard() {
  return (
    <Dashboard
      intro="Gérez depuis cet espace vos propres biens (réalisations) et vos articles, ainsi que vos opportunités. Vous n'y voyez que ce que vous avez créé."
      links={[
        {
          to: ADVISER_PATHS.realisations,
          label: "Mes Biens",
          description: "Vos réalisations (projets)",
        },
        { to: ADVISER_PATHS.articles, label: "Mes Articles", description: "Vos actualités" },
        {
          to: ADVISER_PATHS.opportunites,
          label: "Mes Opportunités",
          description: "Vos opportunités d'affaires",
        },
      ]}
    />
  );
}
