import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import { unreadApplications } from "../../features/admin/untreated-count.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { formatDateTime } from "../../features/back-office/labels.ts";
import {
  countOf,
  DeferredResults,
  FilterSelect,
  LIST_LOAD_FAILED,
  ListFilters,
  ListResults,
  listQueryOf,
} from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { downloadFile, errorMessage } from "../../lib/api.ts";
import type { CandidatureView } from "../../lib/api-types.ts";
import { apiGet, apiSend, readApi, readWith } from "../../lib/back-office-client.ts";
import { useAreaPaths } from "../../lib/paths.ts";
import type { Route } from "./+types/candidatures";

// The job applications' inbox (issue 32 point 2, ADR 066), in both areas: an administrator
// reads every application, an adviser those to their own offers (the server decides). The
// same screen shows one application at /…/candidatures/{id}, the recruiters' mail's link.

export function meta() {
  return [{ title: "Candidatures – Back office" }];
}

const STATUS_OPTIONS = [
  { value: "false", label: "Non lues" },
  { value: "true", label: "Lues" },
] as const;

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** One page of applications, or the one the address names, as a list of one. */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const one = params.id;
  const read = one
    ? readWith(async () => {
        const { data } = await apiGet("/candidatures/:id", { params: { id: one } });
        return { data: [data], total: 1, page: 1, limite: 1, nonLues: 0 };
      }, LIST_LOAD_FAILED)
    : readApi(
        "/candidatures",
        { query: listQueryOf(new URL(request.url).searchParams, ["offre", "lu"]) },
        LIST_LOAD_FAILED,
      );
  // The offers this person may filter by (an adviser's own): their titles in French.
  const offers = one
    ? Promise.resolve([])
    : apiGet("/offres-emploi/admin/all", { query: new URLSearchParams({ limite: "100" }) })
        .then(({ data }) => data.map((offer) => ({ value: offer._id, label: offer.titre.fr })))
        .catch(() => []);
  return { read, offers, one: one ?? null };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** Applications changed on this screen since the list was read, by id (null: deleted). */
interface Changed {
  read: Promise<unknown>;
  byId: Record<string, CandidatureView | null>;
}

export default function ApplicationsInbox({ loaderData }: Route.ComponentProps) {
  const paths = useAreaPaths();
  const navigate = useNavigate();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [offers, setOffers] = useState<{ value: string; label: string }[]>([]);
  const [changed, setChanged] = useState<Changed>({ read: loaderData.read, byId: {} });
  const changedNow = changed.read === loaderData.read ? changed.byId : {};

  useEffect(() => {
    let current = true;
    void loaderData.offers.then((options) => current && setOffers(options));
    return () => {
      current = false;
    };
  }, [loaderData.offers]);

  function remember(id: string, value: CandidatureView | null) {
    setChanged((last) => ({
      read: loaderData.read,
      byId: { ...(last.read === loaderData.read ? last.byId : {}), [id]: value },
    }));
  }

  async function act(run: () => Promise<string>, fallback: string) {
    setActionError(null);
    setNotice("");
    try {
      setNotice(await run());
      void unreadApplications.refresh();
    } catch (caught) {
      console.error(caught);
      setActionError(errorMessage(caught, fallback));
    }
  }

  const setRead = (application: CandidatureView, lu: boolean) =>
    act(async () => {
      const { data, message } = await apiSend("PATCH /candidatures/:id", {
        params: { id: application._id },
        body: { lu },
      });
      // Updated in place even when the filter no longer matches: the row does not vanish
      // under the pointer; the next reading of the list drops it.
      remember(data._id, data);
      return message;
    }, "Erreur lors de la mise à jour");

  const remove = (application: CandidatureView) =>
    act(async () => {
      const { message } = await apiSend("DELETE /candidatures/:id", {
        params: { id: application._id },
      });
      remember(application._id, null);
      if (loaderData.one) void navigate(paths.applications);
      return message;
    }, "Erreur lors de la suppression");

  const download = (application: CandidatureView) =>
    act(async () => {
      await downloadFile(application.cv.url.replace(/^\/api\/v1/, ""), application.cv.nom);
      // Reading the CV is reading the application.
      if (!application.lu) await setRead(application, true);
      return "";
    }, "Le CV n'a pas pu être téléchargé");

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{loaderData.one ? "Candidature" : "Candidatures"}</h1>
      {loaderData.one ? (
        <Link to={paths.applications} className="text-brand-700 underline">
          Toutes les candidatures
        </Link>
      ) : (
        <ListFilters>
          <FilterSelect name="offre" label="Offre" allLabel="Toutes les offres" options={offers} />
          <FilterSelect
            name="lu"
            label="Statut"
            allLabel="Tous les statuts"
            options={STATUS_OPTIONS}
          />
        </ListFilters>
      )}
      <Alert message={actionError} />
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {notice}
      </p>
      <DeferredResults list={loaderData}>
        {(list) => (
          <ListResults
            list={list}
            count={countOf("candidature", "candidatures")}
            emptyText="Aucune candidature pour le moment."
            pagesLabel="Pages des candidatures"
          >
            {(rows) => (
              <ul className="flex flex-col gap-3">
                {rows.map((row) => {
                  const application = changedNow[row._id] === undefined ? row : changedNow[row._id];
                  return application ? (
                    <ApplicationCard
                      key={row._id}
                      application={application}
                      openAtFirst={Boolean(loaderData.one)}
                      onSetRead={setRead}
                      onDelete={remove}
                      onDownload={download}
                    />
                  ) : null;
                })}
              </ul>
            )}
          </ListResults>
        )}
      </DeferredResults>
    </section>
  );
}

function ReadBadge({ read }: { read: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${
        read ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {read ? "Lue" : "Non lue"}
    </span>
  );
}

/** "1,2 Mo", "340 Ko": a CV's weight as staff read it. */
function weight(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
}

const LANGUAGE_NAMES: Record<string, string> = { fr: "français", en: "anglais", it: "italien" };

function ApplicationCard({
  application,
  openAtFirst,
  onSetRead,
  onDelete,
  onDownload,
}: {
  application: CandidatureView;
  openAtFirst: boolean;
  onSetRead: (application: CandidatureView, lu: boolean) => Promise<void>;
  onDelete: (application: CandidatureView) => Promise<void>;
  onDownload: (application: CandidatureView) => Promise<void>;
}) {
  const [open, setOpen] = useState(openAtFirst);
  const [busy, setBusy] = useState<"" | "read" | "delete" | "cv">("");
  const [confirming, setConfirming] = useState(false);
  const detailId = useId();
  const titleId = useId();

  async function run(kind: "read" | "delete" | "cv", action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy("");
    }
  }

  const buttonClass =
    "rounded border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-600 disabled:opacity-60";
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={titleId} className="font-semibold break-words">
              {application.nom}
            </h2>
            <p className="text-sm break-words text-slate-600">
              {application.offreTitre}
              {application.offre ? "" : " (offre supprimée)"} ·{" "}
              <time dateTime={application.dateCreation}>
                {formatDateTime(application.dateCreation)}
              </time>
            </p>
          </div>
          <ReadBadge read={application.lu} />
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((value) => !value)}
            className={buttonClass}
          >
            {open ? "Masquer le détail" : "Voir le détail"}
          </button>
          <button
            type="button"
            onClick={() => run("cv", () => onDownload(application))}
            disabled={busy !== ""}
            className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy === "cv"
              ? "Téléchargement…"
              : `Télécharger le CV (PDF, ${weight(application.cv.octets)})`}
          </button>
          <button
            type="button"
            onClick={() => run("read", () => onSetRead(application, !application.lu))}
            disabled={busy !== ""}
            className={buttonClass}
          >
            {busy === "read"
              ? "Enregistrement…"
              : application.lu
                ? "Marquer comme non lue"
                : "Marquer comme lue"}
          </button>
          {confirming ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-700">Supprimer la candidature et son CV ?</span>
              <button
                type="button"
                onClick={() => run("delete", () => onDelete(application))}
                disabled={busy !== ""}
                className="rounded bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60"
              >
                {busy === "delete" ? "Suppression…" : "Supprimer"}
              </button>
              <button type="button" onClick={() => setConfirming(false)} className={buttonClass}>
                Annuler
              </button>
            </span>
          ) : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="rounded border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:border-red-700"
            >
              Supprimer
            </button>
          )}
        </div>
        <div id={detailId} hidden={!open} className="mt-4 border-t border-slate-200 pt-4">
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:gap-y-3 sm:grid-cols-[max-content_1fr]">
            <Detail term="Offre">{application.offreTitre}</Detail>
            <Detail term="Email">
              <a
                href={`mailto:${application.email}`}
                className="break-all text-brand-700 underline"
              >
                {application.email}
              </a>
            </Detail>
            <Detail term="Téléphone">
              <a href={`tel:${application.telephone.replace(/[^\d+]/g, "")}`} className="underline">
                {application.telephone}
              </a>
            </Detail>
            <Detail term="Langue">
              {LANGUAGE_NAMES[application.langue] ?? application.langue}
            </Detail>
            <Detail term="CV">
              <span className="break-all">{application.cv.nom}</span>
            </Detail>
            <Detail term="Reçue le">{formatDateTime(application.dateCreation)}</Detail>
            <Detail term="Statut">
              {application.lu
                ? `Lue${application.luLe ? ` le ${formatDateTime(application.luLe)}` : ""}`
                : "Non lue"}
            </Detail>
            <Detail term="Message">
              <span className="whitespace-pre-line break-words">{application.message ?? "—"}</span>
            </Detail>
          </dl>
        </div>
      </article>
    </li>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="mb-2 min-w-0 sm:mb-0">{children}</dd>
    </div>
  );
}
