import { Dashboard } from "../../features/back-office/dashboard.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { LIST_LOAD_FAILED } from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { DashboardOverview } from "../../features/dashboard/overview.tsx";
import { readApi } from "../../lib/back-office-client.ts";
import { ADVISER_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/dashboard";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * The adviser's figures, read in the browser (the token lives there) and not awaited: the
 * greeting and the links show at once. The server answers with their own items' and
 * writes' figures only.
 */
export function clientLoader() {
  return { overview: readApi("/tableau-de-bord", {}, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

export default function AdviserDashboard({ loaderData }: Route.ComponentProps) {
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
    >
      <DashboardOverview scope="personnel" overview={loaderData.overview} />
    </Dashboard>
  );
}
