import { useMemo } from "react";
import { Link } from "react-router";
import type { JournalEntityType } from "../../../domain/journal.ts";
import { useUntreatedCount } from "../../features/admin/untreated-count.ts";
import { Dashboard } from "../../features/back-office/dashboard.tsx";
import { Deferred, LOADING_TEXT } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ENTITY_LABELS } from "../../features/back-office/labels.ts";
import { LIST_LOAD_FAILED } from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import type { ContentListPath } from "../../lib/api-types.ts";
import { apiGet, type Read, readWith } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/dashboard";

/** How many items the staff lists give in one page: the pool the most viewed come from. */
const VIEWS_POOL = 100;
const MOST_VIEWED = 5;

const CONTENT_LISTS = [
  { type: "article", path: "/articles/admin/all" },
  { type: "realisation", path: "/realisations/admin/all" },
  { type: "opportunite", path: "/opportunites/admin/all" },
] as const satisfies readonly {
  type: JournalEntityType;
  path: ContentListPath<"articles" | "realisations" | "opportunites">;
}[];

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

/**
 * The most viewed items of the three types. The staff lists cannot sort by views, so the
 * latest VIEWS_POOL items of each type are read and sorted here.
 */
async function loadMostViewed(): Promise<Viewed[]> {
  const query = new URLSearchParams({ limite: String(VIEWS_POOL) });
  const lists = await Promise.all(
    CONTENT_LISTS.map(async ({ type, path }) => {
      const { data } = await apiGet(path, { query });
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

/**
 * The counts and the most viewed items, read in the browser (the token lives there), not
 * awaited: the greeting and the links show at once, each number when it comes.
 */
export function clientLoader() {
  return {
    counts: readWith(loadCounts, LIST_LOAD_FAILED),
    mostViewed: readWith(loadMostViewed, LIST_LOAD_FAILED),
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** The first of `reads` to fail, as soon as it does; else the last of them. */
function firstFailure(reads: Promise<Read<unknown>>[]): Promise<Read<unknown>> {
  return new Promise((resolve) => {
    for (const read of reads) void read.then((settled) => settled.ok || resolve(settled));
    void Promise.all(reads).then((settled) => resolve(settled.at(-1) as Read<unknown>));
  });
}

/** Either read failed: said once, above the numbers. */
function LoadFailed({ reads }: { reads: Promise<Read<unknown>> }) {
  return (
    <Deferred read={reads} pending={null}>
      {(read) =>
        read.ok ? null : (
          <p
            role="alert"
            className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            Erreur lors du chargement
          </p>
        )
      }
    </Deferred>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, mostViewed } = loaderData;
  const untreated = useUntreatedCount();
  // The first of the two reads to fail, or success once both have come; one promise for
  // the two reads the loader gave (a new one each render would never settle for React).
  const either = useMemo(() => firstFailure([counts, mostViewed]), [counts, mostViewed]);

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
      <LoadFailed reads={either} />
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="mb-3 text-lg font-semibold">
          En chiffres
        </h2>
        <Deferred read={counts} pending={<CountCards untreated={untreated} counts={null} />}>
          {(read) => <CountCards untreated={untreated} counts={read.ok ? read.answer : null} />}
        </Deferred>
      </section>
      <section aria-labelledby="dashboard-most-viewed">
        <h2 id="dashboard-most-viewed" className="mb-3 text-lg font-semibold">
          Les plus consultés
        </h2>
        <Deferred read={mostViewed}>
          {(read) =>
            // Unread, the list says it is loading, as it always did; the alert above says why.
            read.ok ? (
              <MostViewed items={read.answer} />
            ) : (
              <p className="text-slate-600">{LOADING_TEXT}</p>
            )
          }
        </Deferred>
      </section>
    </Dashboard>
  );
}

/** The numbers, each opening its list; "…" until read. */
function CountCards({ untreated, counts }: { untreated: number | null; counts: Counts | null }) {
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
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
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

/** The most viewed items, or that nothing has been viewed yet. */
function MostViewed({ items }: { items: Viewed[] }) {
  if (items.length === 0) {
    return <p className="text-slate-600">Aucune consultation pour le moment.</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => (
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
  );
}
