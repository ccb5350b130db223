// 'Mes brouillons' (issue 31 points 3 and 6): what the signed-in person has started and
// not published: their own items in state 'brouillon' (SPEC.md §4) and their working
// copies (docs/decisions/053: a new or existing item saved as they type, without the
// completeness rules), listed together by their last save, both read from
// GET /tableau-de-bord's `brouillons`.

import { Link } from "react-router";
import { CONTENT_TYPE_IDENTITIES } from "../../../domain/content-types/identities.ts";
import { DRAFTS_COUNT } from "../../../domain/dashboard.ts";
import type { DashboardView } from "../../lib/api-types.ts";
import type { Read } from "../../lib/back-office-client.ts";
import { useAreaPaths } from "../../lib/paths.ts";
import { formatDateTime } from "../back-office/labels.ts";
import { formatNumber } from "./column-chart.tsx";
import { Panel, ReadPanel, useEditLink } from "./panels.tsx";

type Drafts = DashboardView["brouillons"];

/** One line of the panel: an item in state 'brouillon', or a working copy. */
export type DraftEntry =
  | (Drafts["elements"][number] & { kind: "brouillon" })
  | (Drafts["copies"][number] & { kind: "copie" });

/** The drafts and the copies, last saved first, as many as the panel lists. */
export function draftEntries(drafts: Drafts): DraftEntry[] {
  return [
    ...drafts.elements.map((entry) => ({ ...entry, kind: "brouillon" as const })),
    ...drafts.copies.map((entry) => ({ ...entry, kind: "copie" as const })),
  ]
    .sort((a, b) => b.dateModification.localeCompare(a.dateModification))
    .slice(0, DRAFTS_COUNT);
}

/**
 * Where an entry resumes: an item's edit screen (which offers its working copy back), or
 * the creation screen filled with a new item's copy.
 */
function useResumeLink(): (entry: DraftEntry) => string {
  const editLink = useEditLink();
  const paths = useAreaPaths();
  return (entry) => {
    if (entry.kind === "brouillon") return editLink(entry.type, entry._id);
    if (entry.element) return editLink(entry.type, entry.element);
    const create = paths.content[CONTENT_TYPE_IDENTITIES[entry.type].plural].create;
    return `${create}?copie=${encodeURIComponent(entry._id)}`;
  };
}

/**
 * The panel, in its own frame on both dashboards. `read` is the dashboard's read; the
 * working copies' own read, when it comes, is waited for here beside it.
 */
export function DraftsPanel({ read }: { read: Promise<Read<{ data: DashboardView }>> }) {
  return (
    <Panel id="dashboard-drafts" title="Mes brouillons">
      <ReadPanel read={read}>{({ data }) => <DraftList drafts={data.brouillons} />}</ReadPanel>
    </Panel>
  );
}

function DraftList({ drafts }: { drafts: Drafts }) {
  const resumeLink = useResumeLink();
  const total =
    Object.values(drafts.parType).reduce((sum, count) => sum + count, 0) + drafts.totalCopies;
  const entries = draftEntries(drafts);
  if (entries.length === 0) {
    return <p className="text-slate-600">Aucun brouillon en cours.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li
            key={`${entry.kind}-${entry._id}`}
            className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0"
          >
            <Link
              to={resumeLink(entry)}
              className="font-medium break-words text-brand-700 hover:underline"
            >
              {entry.titre}
            </Link>
            <span className="text-sm text-slate-600">
              {CONTENT_TYPE_IDENTITIES[entry.type].labels.one}
              {entry.kind === "copie"
                ? entry.element
                  ? " · copie de travail"
                  : " · nouvelle, copie de travail"
                : ""}{" "}
              · modifié le{" "}
              <time dateTime={entry.dateModification}>
                {formatDateTime(entry.dateModification)}
              </time>
            </span>
          </li>
        ))}
      </ul>
      {total > entries.length && (
        <p className="text-sm text-slate-600">
          Les {entries.length} derniers sur {formatNumber(total)} brouillons.
        </p>
      )}
    </>
  );
}
