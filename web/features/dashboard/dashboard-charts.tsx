// The dashboard's two charts (issue 31 point 6), in French: days and weeks as the server
// counts them (UTC days, weeks from Monday: domain/dashboard.ts), named in French.

import { SECTOR_CODES, type SectorCode } from "../../../domain/constants.ts";
import { DASHBOARD_DAYS, DASHBOARD_WEEKS } from "../../../domain/dashboard.ts";
import type { DashboardView, RequestsPerWeekView } from "../../lib/api-types.ts";
import { sectorLabel } from "../back-office/labels.ts";
import { type Column, ColumnChart, formatNumber } from "./column-chart.tsx";

// UTC: a day is the server's day, whatever the reader's time zone.
const SHORT_DAY = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const LONG_DAY = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** "27 nov." */
export const shortDay = (day: string) => SHORT_DAY.format(dateOf(day));
/** "vendredi 27 novembre" */
export const longDay = (day: string) => LONG_DAY.format(dateOf(day));

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count > 1 ? many : one}`;

/** The ids of the headings of the charts' panels, which name them. */
export const VIEWS_HEADING = "dashboard-views";
export const REQUESTS_HEADING = "dashboard-requests";

/** The views chart's heading. */
export const viewsTitle = (scope: DashboardView["perimetre"]) =>
  scope === "site"
    ? `Vues par jour, ${DASHBOARD_DAYS} derniers jours`
    : `Vues de vos contenus par jour, ${DASHBOARD_DAYS} derniers jours`;
export const REQUESTS_TITLE = `Demandes par secteur, ${DASHBOARD_WEEKS} dernières semaines`;

/** Views per day over the last 30 days; a label every week back from today. */
export function ViewsChart({
  data,
}: {
  data: Pick<DashboardView, "vuesParJour" | "totalVues" | "perimetre">;
}) {
  const days = data.vuesParJour;
  const last = days.length - 1;
  const columns: Column[] = days.map(({ jour, vues }, index) => ({
    label: shortDay(jour),
    name: longDay(jour),
    parts: [{ series: "Vues", value: vues, fill: "fill-brand-600" }],
    labelled: { phone: (last - index) % 7 === 0, wide: (last - index) % 7 === 0 },
  }));
  const best = days.reduce(
    (top, day) => (day.vues > top.vues ? day : top),
    days[0] ?? { jour: "", vues: 0 },
  );
  return (
    <ColumnChart
      id="vues-par-jour"
      labelledBy={VIEWS_HEADING}
      caption={viewsTitle(data.perimetre)}
      summary={
        data.totalVues === 0
          ? `Aucune vue du ${shortDay(days[0]?.jour ?? "")} au ${shortDay(days[last]?.jour ?? "")}.`
          : `${plural(data.totalVues, "vue", "vues")} du ${shortDay(days[0]?.jour ?? "")} au ${shortDay(
              days[last]?.jour ?? "",
            )} ; le plus : ${plural(best.vues, "vue", "vues")} le ${longDay(best.jour)}.`
      }
      unit="Vues"
      axis="Jour"
      columns={columns}
      empty="Aucune vue sur la période."
    />
  );
}

/** Each sector's colour, as the public site gives it (sector-accents.ts's tones). */
const SECTOR_FILLS: Record<SectorCode, { fill: string; swatch: string }> = {
  immobilier: { fill: "fill-immobilier-600", swatch: "bg-immobilier-600" },
  aviation: { fill: "fill-aviation-600", swatch: "bg-aviation-600" },
  mines: { fill: "fill-mines-600", swatch: "bg-mines-600" },
  logistique: { fill: "fill-logistique-600", swatch: "bg-logistique-600" },
};

/** Contact requests per week, each sector's stacked; a label every other week on a phone. */
export function RequestsChart({ data }: { data: RequestsPerWeekView }) {
  const sectors = data.secteurs.filter((code) => SECTOR_CODES.includes(code));
  const last = data.semaines.length - 1;
  const columns: Column[] = data.semaines.map((week, index) => ({
    label: shortDay(week.debut),
    name: `Semaine du ${longDay(week.debut)}`,
    parts: sectors.map((code) => ({
      series: sectorLabel(code),
      value: week.parSecteur[code],
      fill: SECTOR_FILLS[code].fill,
    })),
    labelled: { phone: (last - index) % 3 === 0, wide: (last - index) % 2 === 0 },
  }));
  return (
    <ColumnChart
      id="demandes-par-semaine"
      labelledBy={REQUESTS_HEADING}
      caption={REQUESTS_TITLE}
      summary={
        data.total === 0
          ? "Aucune demande sur la période."
          : `${plural(data.total, "demande", "demandes")} depuis le ${shortDay(data.semaines[0]?.debut ?? "")} ; cette semaine : ${formatNumber(data.semaines[last]?.total ?? 0)}.`
      }
      unit="Demandes"
      axis="Semaine du"
      columns={columns}
      legend={sectors.map((code) => ({
        series: sectorLabel(code),
        swatch: SECTOR_FILLS[code].swatch,
        total: data.semaines.reduce((sum, week) => sum + week.parSecteur[code], 0),
      }))}
      empty="Aucune demande sur la période."
    />
  );
}
