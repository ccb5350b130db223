import { Dashboard } from "../../features/back-office/dashboard.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ADVISER_PATHS } from "../../lib/paths.ts";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function AdviserDashboard() {
  return (
    <Dashboard
      intro="Gérez depuis cet espace vos propres biens (réalisations) et vos articles, ainsi que vos opportunités. Vous n'y voyez que ce que vous avez créé."
      links={[
        {
          to: ADVISER_PATHS.content.realisations.list,
          label: "Mes Biens",
          description: "Vos réalisations (projets)",
        },
        {
          to: ADVISER_PATHS.content.articles.list,
          label: "Mes Articles",
          description: "Vos actualités",
        },
        {
          to: ADVISER_PATHS.content.opportunites.list,
          label: "Mes Opportunités",
          description: "Vos opportunités d'affaires",
        },
      ]}
    />
  );
}
