import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Localized } from "../../../domain/constants.ts";
import type { JournalEntityType } from "../../../domain/journal.ts";
import { useUntreatedCount } from "../../features/admin/untreated-count.ts";
import { Dashboard } from "../../features/back-office/dashboard.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ENTITY_LABELS } from "../../features/back-office/labels.ts";
import { api } from "../../lib/api.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

/** How many items the staff lists give in one page: the pool the most viewed come from. */
const VIEWS_POOL = 100;
const MOST_VIEWED = 5;

const CONTENT_LISTS = [
  { type: "article", path: "/articles" },
  { type: "realisation", path: "/realisations" },
  { type: "opportunite", path: "/opportunites" },
] as const satisfies readonly { type: JournalEntityType; path: string }[];

interface Counts {
  subscribers: number;
  articles: number;
  realisations: number;
  opportunites: number;
}

interface Viewed {
  _id: string;
  type: JournalEntityType;
  titre: string;
  nombreVues: number;
}

/** A list's total: one item is asked for, the total comes beside it. */
const totalOf = async (path: string, auth = true) =>
  (await api<{ total: number }>(path, { auth })).total;

async function loadCounts(): Promise<Counts> {
  // The public lists, read without the token, count what visitors see: published items,
  // active opportunities.
  const [subscribers, articles, realisations, opportunites] = await Promise.all([
    totalOf("/newsletter?limite=1"),
    totalOf("/articles?limite=1", false),
    totalOf("/realisations?limite=1", false),
    totalOf("/opportunites?limite=1", false),
  ]);
  return { subscribers, articles, realisations, opportunites };
}

/**
 * The most viewed items of the three types. The staff lists cannot sort by views, so the
 * latest VIEWS_POOL items of each type are read and sorted here.
 */
async function loadMostViewed(): Promise<Viewed[]> {
  const lists = await Promise.all(
    CONTENT_LISTS.map(async ({ type, path }) => {
      const { data } = await api<{
        data: { _id: string; titre: Localized; nombreVues: number }[];
      }>(`${path}/admin/all?limite=${VIEWS_POOL}`);
      return data.map((item) => ({
        _id: item._id,
        type,
        titre: item.titre.fr || "Titre manquant",
        nombreVues: item.nombreVues,
      }));
    }),
  );
  return lists
    .flat()
    .filter((item) => item.nombreVues > 0)
    .sort((a, b) => b.nombreVues - a.nombreVues)
    .slice(0, MOST_VIEWED);
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function AdminDashboard() {
  const untreated = useUntreatedCount();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [mostViewed, setMostViewed] = useState<Viewed[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const fail = (caught: unknown) => {
      console.error(caught);
      setFailed(true);
    };
    loadCounts().then(setCounts, fail);
    loadMostViewed().then(setMostViewed, fail);
  }, []);

  const cards = [
    {
      label: "Demandes non traitées",
      value: untreated,
      to: `${ADMIN_PATHS.requests}?traite=false`,
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
    <Dashboard
      intro="Les demandes de contact, les abonnés, le journal d'activité et les utilisateurs du back office, en un coup d'œil."
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
      {failed ? (
        <p
          role="alert"
          className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          Erreur lors du chargement
        </p>
      ) : null}
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="mb-3 text-lg font-semibold">
          En chiffres
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {cards.map((card) => {
            const body = (
              <>
                <span className="block text-2xl font-semibold text-brand-700">
                  {card.value ?? "…"}
                </span>
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
      </section>
      <section aria-labelledby="dashboard-most-viewed">
        <h2 id="dashboard-most-viewed" className="mb-3 text-lg font-semibold">
          Les plus consultés
        </h2>
        {mostViewed === null ? (
          <p className="text-slate-600">Chargement en cours...</p>
        ) : mostViewed.length === 0 ? (
          <p className="text-slate-600">Aucune consultation pour le moment.</p>
        ) : (
          <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {mostViewed.map((item) => (
              <li key={`${item.type}-${item._id}`} className="flex items-center gap-3 px-4 py-3">
                <span className="min-w-0 flex-1">
                  <span className="block text-xs text-slate-600">{ENTITY_LABELS[item.type]}</span>
                  <span className="block break-words">{item.titre}</span>
                </span>
                <span className="shrink-0 text-sm font-medium whitespace-nowrap">
                  {item.nombreVues} vue{item.nombreVues > 1 ? "s" : ""}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Dashboard>
  );
}
