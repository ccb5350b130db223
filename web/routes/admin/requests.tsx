import { useId, useState } from "react";
import { Alert } from "../../components/form-field.tsx";
import { untreatedCount } from "../../features/admin/untreated-count.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { formatDateTime, SECTOR_OPTIONS, sectorLabel } from "../../features/back-office/labels.ts";
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
import { errorMessage } from "../../lib/api.ts";
import type { ContactRequestView } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import type { Route } from "./+types/requests";

export function meta() {
  return [{ title: "Demandes de contact – Administration" }];
}

const STATUS_OPTIONS = [
  { value: "false", label: "Non traitées" },
  { value: "true", label: "Traitées" },
] as const;

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The page of requests the URL asks for, read in the browser (the token lives there), not awaited. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(new URL(request.url).searchParams, ["secteur", "traite"]);
  return { read: readApi("/contact", { query }, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** Requests changed on this screen since the list was read, by id, and the read they change. */
interface Changed {
  read: Promise<unknown>;
  byId: Record<string, ContactRequestView>;
}

export default function RequestsInbox({ loaderData }: Route.ComponentProps) {
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [changed, setChanged] = useState<Changed>({ read: loaderData.read, byId: {} });
  // A new read of the list (another filter, another page) starts from what it answers.
  const changedNow = changed.read === loaderData.read ? changed.byId : {};

  async function setTreated(request: ContactRequestView, traite: boolean) {
    setActionError(null);
    setNotice("");
    try {
      const { data, message } = await apiSend("PATCH /contact/:id", {
        params: { id: request._id },
        body: { traite },
      });
      // Updated in place even when the filter no longer matches: the row does not vanish
      // under the pointer; the next reading of the list drops it.
      setChanged((last) => ({
        read: loaderData.read,
        byId: { ...(last.read === loaderData.read ? last.byId : {}), [data._id]: data },
      }));
      setNotice(message);
      void untreatedCount.refresh();
    } catch (caught) {
      console.error(caught);
      setActionError(errorMessage(caught, "Erreur lors de la mise à jour"));
    }
  }

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Demandes de contact</h1>
      <ListFilters>
        <FilterSelect
          name="secteur"
          label="Secteur"
          allLabel="Tous les secteurs"
          options={SECTOR_OPTIONS}
        />
        <FilterSelect
          name="traite"
          label="Statut"
          allLabel="Tous les statuts"
          options={STATUS_OPTIONS}
        />
      </ListFilters>
      <Alert message={actionError} />
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {notice}
      </p>
      <DeferredResults list={loaderData}>
        {(list) => (
          <ListResults
            list={list}
            count={countOf("demande", "demandes")}
            emptyText="Aucune demande pour le moment."
            pagesLabel="Pages des demandes"
          >
            {(rows) => (
              <ul className="flex flex-col gap-3">
                {rows.map((request) => (
                  <RequestCard
                    key={request._id}
                    request={changedNow[request._id] ?? request}
                    onSetTreated={setTreated}
                  />
                ))}
              </ul>
            )}
          </ListResults>
        )}
      </DeferredResults>
    </section>
  );
}

function StatusBadge({ treated }: { treated: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${
        treated ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {treated ? "Traitée" : "Non traitée"}
    </span>
  );
}

function RequestCard({
  request,
  onSetTreated,
}: {
  request: ContactRequestView;
  onSetTreated: (request: ContactRequestView, traite: boolean) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const detailId = useId();
  const titleId = useId();

  async function toggleTreated() {
    setSending(true);
    try {
      await onSetTreated(request, !request.traite);
    } finally {
      setSending(false);
    }
  }

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={titleId} className="font-semibold break-words">
              {request.nom}
            </h2>
            <p className="text-sm break-words text-slate-600">
              {request.entreprise ?? "Sans entreprise"} · {sectorLabel(request.secteur)} ·{" "}
              <time dateTime={request.dateCreation}>{formatDateTime(request.dateCreation)}</time>
            </p>
          </div>
          <StatusBadge treated={request.traite} />
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((value) => !value)}
            className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-600"
          >
            {open ? "Masquer le détail" : "Voir le détail"}
          </button>
          <button
            type="button"
            onClick={toggleTreated}
            disabled={sending}
            className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {sending
              ? "Enregistrement…"
              : request.traite
                ? "Marquer comme non traitée"
                : "Marquer comme traitée"}
          </button>
        </div>
        <div id={detailId} hidden={!open} className="mt-4 border-t border-slate-200 pt-4">
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:gap-y-3 sm:grid-cols-[max-content_1fr]">
            <Detail term="Nom">{request.nom}</Detail>
            <Detail term="Numéro">
              <a href={`tel:${request.numero.replace(/[^\d+]/g, "")}`} className="underline">
                {request.numero}
              </a>
            </Detail>
            <Detail term="Email">
              <a href={`mailto:${request.email}`} className="break-all text-brand-700 underline">
                {request.email}
              </a>
            </Detail>
            <Detail term="Entreprise">{request.entreprise ?? "—"}</Detail>
            <Detail term="Secteur">{sectorLabel(request.secteur)}</Detail>
            <Detail term="Date">{formatDateTime(request.dateCreation)}</Detail>
            <Detail term="Statut">
              {request.traite
                ? `Traitée${request.traiteLe ? ` le ${formatDateTime(request.traiteLe)}` : ""}${
                    request.traitePar
                      ? ` par ${request.traitePar.prenom} ${request.traitePar.nom}`
                      : ""
                  }`
                : "Non traitée"}
            </Detail>
            <Detail term="Message">
              <span className="whitespace-pre-line break-words">{request.description}</span>
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
