// The 'Versions' panel of an edit screen (issue 19, part 5): the item's saved versions,
// a comparison of one with the current item, and its restoration after a confirmation.
import { diffWords } from "diff";
import { useCallback, useEffect, useId, useState } from "react";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { contentTypeByPlural } from "../../../domain/content-types/index.ts";
import {
  REVISION_MESSAGES,
  type RevisionView,
  revisionFieldLabel,
  revisionLabelsOf,
} from "../../../domain/revisions.ts";
import { Alert } from "../../components/form-field.tsx";
import { apiGet, apiSend } from "../../lib/back-office-client.ts";
import { formatDateTime } from "../back-office/labels.ts";
import { type ComparedField, compareItems } from "./compare.ts";

const BUTTON =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/** A text with the words the other side lacks marked: struck out now, underlined then. */
function MarkedText({ from, to, side }: { from: string; to: string; side: "current" | "version" }) {
  if (!from && !to) return null;
  const parts = diffWords(from, to);
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {parts.map((part, index) => {
        const key = `${index}-${part.value.length}`;
        if (part.removed) {
          return side === "current" ? (
            <del key={key} className="bg-red-100 text-red-900">
              {part.value}
            </del>
          ) : null;
        }
        if (part.added) {
          return side === "version" ? (
            <ins key={key} className="bg-emerald-100 text-emerald-900 no-underline">
              {part.value}
            </ins>
          ) : null;
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

function Pictures({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <p className="text-sm text-slate-600">Aucune image</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <li key={url}>
          <img
            src={url}
            alt={`${index + 1} sur ${urls.length}`}
            className="h-16 w-24 rounded object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

function Comparison({ lines }: { lines: ComparedField[] }) {
  if (lines.length === 0) {
    return (
      <p className="text-sm text-slate-700">Cette version est identique à la version actuelle.</p>
    );
  }
  return (
    <dl className="flex flex-col gap-4">
      {lines.map((line) => (
        <div key={line.key} className="rounded-md border border-slate-200">
          <dt className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold">
            {line.label}
          </dt>
          <dd className="grid gap-3 p-3 @lg:grid-cols-2">
            <div>
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                Version actuelle
              </p>
              {line.images ? (
                <Pictures urls={line.images.current} />
              ) : (
                <MarkedText from={line.current} to={line.version} side="current" />
              )}
            </div>
            <div>
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                Cette version
              </p>
              {line.images ? (
                <Pictures urls={line.images.version} />
              ) : (
                <MarkedText from={line.current} to={line.version} side="version" />
              )}
            </div>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Lists the versions of `type`/`id` once opened; 'Comparer' shows what differs from the
 * current item, 'Restaurer' saves that version again after 'Confirmer la restauration ?',
 * then `onRestored` reloads the form.
 */
const failed = (): never => {
  throw new Error("Erreur lors du chargement");
};

export function VersionsPanel({
  type,
  id,
  onRestored,
}: {
  type: ContentTypePlural;
  id: string;
  onRestored(): void;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<RevisionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [compared, setCompared] = useState<{ id: string; lines: ComparedField[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setError(null);
      setVersions((await apiGet(`/${type}/:id/revisions`, { params: { id } })).data);
    } catch (caught) {
      console.error(caught);
      setError("Erreur lors du chargement");
    }
  }, [type, id]);

  useEffect(() => {
    if (open && versions === null) void load();
  }, [open, versions, load]);

  async function compare(version: RevisionView) {
    setBusy(true);
    setStatus("");
    try {
      const [current, then] = await Promise.all([
        apiGet(`/${type}/admin/:id`, { params: { id } }),
        apiGet(`/${type}/:id/revisions/:revisionId`, { params: { id, revisionId: version._id } }),
      ]);
      setCompared({
        id: version._id,
        lines: compareItems(
          revisionLabelsOf(contentTypeByPlural(type).key),
          // The item gone since the panel opened: say the load failed, compare nothing.
          current.data ?? failed(),
          then.data,
        ),
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Erreur lors du chargement");
    } finally {
      setBusy(false);
    }
  }

  async function restore(version: RevisionView) {
    if (!window.confirm(REVISION_MESSAGES.confirmRestore)) return;
    setBusy(true);
    try {
      await apiSend(`POST /${type}/:id/revisions/:revisionId/restaurer`, {
        params: { id, revisionId: version._id },
      });
      setCompared(null);
      setStatus(`${REVISION_MESSAGES.restored} (version du ${formatDateTime(version.date)})`);
      await load();
      onRestored();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Erreur inconnue");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      // Its comparisons side by side only where it is wide enough: not in a side panel.
      className="@container rounded-lg border border-slate-200 bg-white"
    >
      <p role="status" className="px-4 text-sm font-medium text-emerald-800 empty:hidden pt-3">
        {status}
      </p>
      <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold">
          <span
            aria-hidden="true"
            className="text-slate-500 transition-transform group-open:rotate-90"
          >
            ▸
          </span>
          <h2 id={headingId} className="text-base">
            Versions{versions ? ` (${versions.length})` : ""}
          </h2>
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-200 p-4">
          <Alert message={error} />
          {open && versions === null && !error ? (
            <p className="text-sm text-slate-600">Chargement des versions…</p>
          ) : null}
          <ol className="flex flex-col divide-y divide-slate-200">
            {versions?.map((version, index) => (
              <li key={version._id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-semibold">{formatDateTime(version.date)}</span>
                    {" — "}
                    {version.nomAuteur}
                    {index === 0 ? (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                        Version actuelle
                      </span>
                    ) : null}
                  </p>
                  {index > 0 ? (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={BUTTON}
                        disabled={busy}
                        aria-expanded={compared?.id === version._id}
                        onClick={() =>
                          compared?.id === version._id ? setCompared(null) : void compare(version)
                        }
                      >
                        Comparer
                        <span className="sr-only">
                          {" "}
                          la version du {formatDateTime(version.date)}
                        </span>
                      </button>
                      <button
                        type="button"
                        className={BUTTON}
                        disabled={busy}
                        onClick={() => void restore(version)}
                      >
                        Restaurer
                        <span className="sr-only">
                          {" "}
                          la version du {formatDateTime(version.date)}
                        </span>
                      </button>
                    </div>
                  ) : null}
                </div>
                <p className="text-sm text-slate-700">
                  {version.restaureDe ? "Restauration d'une version antérieure — " : ""}
                  {index === versions.length - 1 && !version.restaureDe
                    ? "Première version"
                    : `Modifié : ${version.champs.map(revisionFieldLabel).join(", ") || "aucun champ"}`}
                </p>
                {compared?.id === version._id ? <Comparison lines={compared.lines} /> : null}
              </li>
            ))}
          </ol>
        </div>
      </details>
    </section>
  );
}
