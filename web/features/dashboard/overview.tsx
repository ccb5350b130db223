// How the site is doing (issue 31 point 6), the same on both dashboards: the views chart,
// the most read items, the recent activity and 'Mes brouillons', from one read of
// GET /tableau-de-bord (the server scopes it: the whole site for an administrator, an
// adviser's own items and writes). The administrator's dashboard adds its requests chart.

import type { ReactNode } from "react";
import { DASHBOARD_DAYS } from "../../../domain/dashboard.ts";
import type { DashboardView } from "../../lib/api-types.ts";
import type { Read } from "../../lib/back-office-client.ts";
import { VIEWS_HEADING, ViewsChart, viewsTitle } from "./dashboard-charts.tsx";
import { DraftsPanel } from "./drafts-panel.tsx";
import { MostRead, Panel, ReadPanel, RecentActivity } from "./panels.tsx";

export function DashboardOverview({
  scope,
  overview,
  requests,
  journalLink,
}: {
  /** Whose figures the server gives: the site's (an administrator) or the adviser's own. */
  scope: DashboardView["perimetre"];
  overview: Promise<Read<{ data: DashboardView }>>;
  /** The administrator's requests chart, beside the most read items. */
  requests?: ReactNode;
  /** Where the whole journal is (administrators). */
  journalLink?: ReactNode;
}) {
  return (
    <>
      <Panel id={VIEWS_HEADING} title={viewsTitle(scope)}>
        <ReadPanel read={overview}>{({ data }) => <ViewsChart data={data} />}</ReadPanel>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        {requests}
        <Panel id="dashboard-most-read" title={`Les plus lus (${DASHBOARD_DAYS} jours)`}>
          <ReadPanel read={overview}>{({ data }) => <MostRead items={data.plusLus} />}</ReadPanel>
        </Panel>
        <DraftsPanel read={overview} />
        {/* Beside the drafts under the requests chart; else a row of its own. */}
        <Panel
          id="dashboard-activity"
          title="Activité récente"
          action={journalLink}
          className={requests ? "" : "lg:col-span-2"}
        >
          <ReadPanel read={overview}>
            {({ data }) => <RecentActivity entries={data.activite} />}
          </ReadPanel>
        </Panel>
      </div>
    </>
  );
}
