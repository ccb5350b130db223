import { Link } from "react-router";
import { useInboxCount } from "../../features/admin/inbox-count.ts";
import { unreadApplications, useUntreatedCount } from "../../features/admin/untreated-count.ts";
import { Dashboard } from "../../features/back-office/dashboard.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { LIST_LOAD_FAILED, LoadFailure } from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import {
  REQUESTS_HEADING,
  REQUESTS_TITLE,
  RequestsChart,
} from "../../features/dashboard/dashboard-charts.tsx";
import { DashboardOverview } from "../../features/dashboard/overview.tsx";
import { Panel, ReadPanel } from "../../features/dashboard/panels.tsx";
import { LegalNoticeMissing } from "../../features/site-settings/legal-notice-missing.tsx";
import { apiGet, readApi, readWith } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/dashboard";

interface Counts {
  subscribers: number;
  articles: number;
  realisations: number;
  opportunites: number;
}

/** One item is asked for: a list's total comes beside it. */
const ONE = () => new URLSearchParams({ limite: "1" });

async function loadCounts(): Promise<Counts> {
  // The public lists, read without the token, count what visitors see: published items,
  // active opportunities.
  const [subscribers, articles, realisations, opportunites] = await Promise.all([
    apiGet("/newsletter", { query: ONE() }),
    apiGet("/articles", { query: ONE(), auth: false }),
    apiGet("/realisations", { query: ONE(), auth: false }),
    apiGet("/opportunites", { query: ONE(), auth: false }),
  ]);
  return {
    subscribers: subscribers.total,
    articles: articles.total,
    realisations: realisations.total,
    opportunites: opportunites.total,
  };
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * The counts, the site's figures (GET /tableau-de-bord) and the contact requests per week,
 * read in the browser (the token lives there), not awaited: the greeting and the links
 * show at once, each panel when its read comes.
 */
export function clientLoader() {
  return {
    counts: readWith(loadCounts, LIST_LOAD_FAILED),
    overview: readApi("/tableau-de-bord", {}, LIST_LOAD_FAILED),
    requests: readApi("/tableau-de-bord/demandes", {}, LIST_LOAD_FAILED),
    // The settings, for what the legal notice still lacks (issue 32).
    site: readApi("/site", {}, LIST_LOAD_FAILED),
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, overview, requests, site } = loaderData;
  const untreated = useUntreatedCount();
  const unread = useInboxCount(unreadApplications);

  return (
    <Dashboard
      intro="L'audience du site, les demandes de contact, l'activité de l'équipe et vos brouillons, en un coup d'œil."
      links={[
        { to: ADMIN_PATHS.requests, label: "Demandes de contact", description: "Lire et traiter" },
        { to: ADMIN_PATHS.journal, label: "Journal d'activité", description: "Qui a fait quoi" },
        {
          to: ADMIN_PATHS.users,
          label: "Gestion des utilisateurs",
          description: "Conseillers et administrateurs",
        },
      ]}
    >
      {/* Nothing while it reads, nor if it fails: the notice is a reminder, not a panel. */}
      <Deferred read={site} pending={null}>
        {(read) =>
          read.ok ? (
            <LegalNoticeMissing notice={read.answer.data.mentionsLegales} where="dashboard" />
          ) : null
        }
      </Deferred>
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="mb-3 text-lg font-semibold">
          En chiffres
        </h2>
        <Deferred
          read={counts}
          pending={<CountCards untreated={untreated} unread={unread} counts={null} />}
        >
          {(read, retry) =>
            read.ok ? (
              <CountCards untreated={untreated} unread={unread} counts={read.answer} />
            ) : (
              <div className="flex flex-col gap-3">
                <LoadFailure reason={read.message} onRetry={retry} />
                <CountCards untreated={untreated} unread={unread} counts={null} />
              </div>
            )
          }
        </Deferred>
      </section>
      <DashboardOverview
        scope="site"
        overview={overview}
        journalLink={
          <Link
            to={ADMIN_PATHS.journal}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Tout le journal
          </Link>
        }
        requests={
          <Panel
            id={REQUESTS_HEADING}
            title={REQUESTS_TITLE}
            action={
              <Link
                to={ADMIN_PATHS.requests}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Ouvrir la boîte
              </Link>
            }
          >
            <ReadPanel read={requests}>{({ data }) => <RequestsChart data={data} />}</ReadPanel>
          </Panel>
        }
      />
    </Dashboard>
  );
}

/** The numbers, each opening its list; "…" until read. */
function CountCards({
  untreated,
  unread,
  counts,
}: {
  untreated: number | null;
  unread: number | null;
  counts: Counts | null;
}) {
  const cards = [
    {
      label: "Demandes non traitées",
      value: untreated,
      to: `${ADMIN_PATHS.requests}?traite=false`,
    },
    {
      label: "Candidatures non lues",
      value: unread,
      to: `${ADMIN_PATHS.applications}?lu=false`,
    },
    { label: "Abonnés à la newsletter", value: counts?.subscribers, to: ADMIN_PATHS.subscribers },
    // Each count opens its list, filtered to what it counts.
    {
      label: "Réalisations publiées",
      value: counts?.realisations,
      to: `${ADMIN_PATHS.content.realisations.list}?etat=publi%C3%A9`,
    },
    {
      label: "Articles publiés",
      value: counts?.articles,
      to: `${ADMIN_PATHS.content.articles.list}?etat=publi%C3%A9`,
    },
    {
      label: "Opportunités actives",
      value: counts?.opportunites,
      to: `${ADMIN_PATHS.content.opportunites.list}?statut=actif&etat=publi%C3%A9`,
    },
  ];

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {cards.map((card) => {
        const body = (
          <>
            <span className="block text-2xl font-semibold text-brand-700">{card.value ?? "…"}</span>
            <span className="mt-1 block text-sm text-slate-700">{card.label}</span>
          </>
        );
        const box = "block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm";
        return (
          <li key={card.label}>
            {card.to ? (
              <Link to={card.to} className={`${box} hover:border-brand-600`}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
