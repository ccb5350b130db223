// The dashboard's lists (issue 31 point 6): the most read items, the recent activity, and
// the links that create each content type. Each names items by their French title and
// opens their edit screen in the reader's area.

import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  CONTENT_TYPE_IDENTITIES,
  type ContentTypeKey,
  isContentTypeKey,
  keyOfPlural,
} from "../../../domain/content-types/identities.ts";
import { listTexts } from "../../../domain/content-types/lists.ts";
import { DASHBOARD_DAYS } from "../../../domain/dashboard.ts";
import type { DashboardView } from "../../lib/api-types.ts";
import type { Read } from "../../lib/back-office-client.ts";
import { CONTENT_TYPES } from "../../lib/back-office-screens.ts";
import { useAreaPaths } from "../../lib/paths.ts";
import { Deferred } from "../back-office/deferred.tsx";
import { ACTION_LABELS, ENTITY_LABELS, formatDateTime } from "../back-office/labels.ts";
import { LoadFailure } from "../back-office/list-controls.tsx";
import { formatNumber } from "./column-chart.tsx";

/** A titled box of the dashboard; `action` sits at the heading's right (a link to more). */
export function Panel({
  id,
  title,
  action,
  children,
  className = "",
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** What shows in a panel of `read`: its content once read, why it failed otherwise. */
export function ReadPanel<T>({
  read,
  children,
}: {
  read: Promise<Read<T>>;
  children(answer: T): ReactNode;
}) {
  return (
    <Deferred read={read}>
      {(settled, retry) =>
        settled.ok ? (
          children(settled.answer)
        ) : (
          <LoadFailure reason={settled.message} onRetry={retry} />
        )
      }
    </Deferred>
  );
}

/** The edit screen of an item of `type` in the reader's area. */
export function useEditLink(): (type: ContentTypeKey, id: string) => string {
  const paths = useAreaPaths();
  return (type, id) => paths.content[CONTENT_TYPE_IDENTITIES[type].plural].edit(id);
}

/** The most read items of the last 30 days, each bar as long as its share of the first. */
export function MostRead({ items }: { items: DashboardView["plusLus"] }) {
  const editLink = useEditLink();
  if (items.length === 0) {
    return (
      <p className="text-slate-600">Aucune consultation sur les {DASHBOARD_DAYS} derniers jours.</p>
    );
  }
  const most = Math.max(1, ...items.map((item) => item.vues));
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={`${item.type}-${item._id}`} className="flex flex-col gap-1">
          <div className="flex items-baseline gap-3">
            <span className="min-w-0 flex-1">
              <Link
                to={editLink(item.type, item._id)}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {item.titre}
              </Link>
              <span className="ml-2 text-xs text-slate-600">
                {CONTENT_TYPE_IDENTITIES[item.type].labels.one}
              </span>
            </span>
            <span className="shrink-0 text-sm font-medium whitespace-nowrap tabular-nums">
              {formatNumber(item.vues)} vue{item.vues > 1 ? "s" : ""}
            </span>
          </div>
          <span aria-hidden="true" className="block h-1.5 rounded-full bg-slate-100">
            <span
              className="block h-full rounded-full bg-brand-600"
              style={{ width: `${(item.vues / most) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The newest lines of the journal: what was done, to what, by whom, when. */
export function RecentActivity({ entries }: { entries: DashboardView["activite"] }) {
  const editLink = useEditLink();
  if (entries.length === 0) {
    return <p className="text-slate-600">Aucune activité pour le moment.</p>;
  }
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => {
        const { type, _id, titre } = entry.element;
        // A content item still there opens its edit screen; anything else is named.
        const name = titre ?? "Élément supprimé";
        return (
          <li key={entry._id} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
            {isContentTypeKey(type) && titre !== null ? (
              <Link
                to={editLink(type, _id)}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {name}
              </Link>
            ) : (
              <span className="font-medium break-words">{name}</span>
            )}
            <span className="text-sm text-slate-600">
              {ACTION_LABELS[entry.action]} · {ENTITY_LABELS[type]} · {entry.nomUtilisateur} ·{" "}
              <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A link creating each content type, from the table of screens (every type, in order):
 * 'Ajouter un article'; on a phone, where the three share one line, 'Article' under a '+'.
 */
export function CreateLinks() {
  const paths = useAreaPaths();
  return (
    <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" aria-label="Créer">
      {CONTENT_TYPES.map((plural) => {
        const key = keyOfPlural(plural);
        const label = listTexts(key, false).addLabel.replace(/^\+\s*/, "");
        return (
          <li key={plural}>
            <Link
              to={paths.content[plural].create}
              aria-label={label}
              className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-md border border-brand-600 bg-white px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:inline-flex sm:flex-row sm:gap-1.5 sm:px-3"
            >
              <Plus aria-hidden="true" className="size-4" />
              <span className="sm:hidden">{CONTENT_TYPE_IDENTITIES[key].labels.one}</span>
              <span className="hidden sm:inline">{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
