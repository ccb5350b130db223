import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import {
  REFERENCE_GROUP_LABELS,
  REFERENCE_GROUPS,
  type ReferenceGroup,
} from "../../../domain/references.ts";
import { Alert } from "../../components/form-field.tsx";
import { ItemActions, ListHeader } from "../../features/back-office/content-list.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { LIST_LOAD_FAILED, LoadFailure } from "../../features/back-office/list-controls.tsx";
import {
  type ListNotice,
  ListNoticeArea,
  SAVED_ROW_CLASS,
  SavedMark,
  useSavedId,
} from "../../features/back-office/list-notice.tsx";
import { MoveButton } from "../../features/back-office/move-button.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { errorMessage } from "../../lib/api.ts";
import type { StaffReference } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/references-list";

export function meta() {
  return [{ title: "Engagements – Administration" }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** Every reference, read in the browser (the token lives there), not awaited. */
export function clientLoader() {
  return { references: readApi("/references/admin/all", {}, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/references (issue 32 point 4, docs/decisions/064): the certifications, partners
 * and clients of /engagements (the last two also the home and about pages' strip), each
 * group in the order the pages show them. Administrators move them within their group,
 * edit, delete and add them.
 */
export default function ReferencesList({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);

  /** Runs a change, says its message and reads the list again (the loader). */
  async function change(run: () => Promise<{ message: string }>) {
    setActionError(null);
    setNotice(null);
    try {
      const { message } = await run();
      setNotice({ message });
    } catch (caught) {
      console.error(caught);
      setActionError(errorMessage(caught, "Erreur lors de la mise à jour"));
    }
    await revalidator.revalidate();
  }

  const move = (reference: StaffReference, ordre: number) =>
    change(() =>
      apiSend("PATCH /references/:id", { params: { id: reference._id }, body: { ordre } }),
    );

  function remove(reference: StaffReference) {
    // The content lists' confirmation: a yes before anything is deleted.
    if (!window.confirm(`Supprimer « ${reference.nom} » des engagements ?`)) return;
    void change(() => apiSend("DELETE /references/:id", { params: { id: reference._id } }));
  }

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <ListHeader
          heading="Engagements"
          addTo={ADMIN_PATHS.referenceCreate}
          addLabel="+ Ajouter une référence"
        />
        <p className="max-w-3xl text-slate-600">
          Les certifications, partenaires et clients de la page « Engagements », dans l'ordre où
          elle les montre ; les partenaires et les clients forment aussi le bandeau de logos des
          pages d'accueil et « Qui sommes-nous ». Les textes et les chiffres de la page se modifient
          dans « Pages ».
        </p>
      </div>
      {actionError ? <Alert message={actionError} /> : null}
      <ListNoticeArea local={notice}>
        <Deferred read={loaderData.references}>
          {(read, retry) => {
            if (!read.ok) return <LoadFailure reason={read.message} onRetry={retry} />;
            const references = read.answer.data;
            if (references.length === 0) {
              return (
                <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
                  <p className="text-slate-700">
                    Aucune référence pour l'instant : la page « Engagements » ne montre encore ni
                    certification, ni partenaire, ni client.
                  </p>
                  <Link
                    to={ADMIN_PATHS.referenceCreate}
                    className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
                  >
                    Ajouter une référence
                  </Link>
                </div>
              );
            }
            return REFERENCE_GROUPS.map((group) => (
              <GroupSection
                key={group}
                group={group}
                references={references.filter((reference) => reference.groupe === group)}
                onMove={(reference, ordre) => void move(reference, ordre)}
                onDelete={remove}
              />
            ));
          }}
        </Deferred>
      </ListNoticeArea>
    </section>
  );
}

/** One group's references in their order, each with its moves and actions. */
function GroupSection({
  group,
  references,
  onMove,
  onDelete,
}: {
  group: ReferenceGroup;
  references: StaffReference[];
  onMove(reference: StaffReference, ordre: number): void;
  onDelete(reference: StaffReference): void;
}) {
  const savedId = useSavedId();
  const heading = REFERENCE_GROUP_LABELS[group];
  const headingId = `groupe-${group}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading} <span className="font-normal text-slate-600">({references.length})</span>
      </h2>
      {references.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
          Aucune référence de ce type pour l'instant.
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {references.map((reference, index) => (
            <li
              key={reference._id}
              data-reference={reference._id}
              // On a phone the actions take a line of their own under the name, at the right.
              className={`grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] ${reference._id === savedId ? SAVED_ROW_CLASS : ""}`}
            >
              <div className="flex items-center gap-1">
                <MoveButton
                  label={`Monter : ${reference.nom}`}
                  arrow="↑"
                  disabled={index === 0}
                  onClick={() => onMove(reference, index - 1)}
                />
                <MoveButton
                  label={`Descendre : ${reference.nom}`}
                  arrow="↓"
                  disabled={index === references.length - 1}
                  onClick={() => onMove(reference, index + 1)}
                />
              </div>
              <div className="flex min-w-0 items-center gap-3">
                {reference.logo ? (
                  // Decorative here: the name beside it says whose it is.
                  <img
                    src={reference.logo}
                    alt=""
                    width={96}
                    height={48}
                    loading="lazy"
                    className="h-12 w-24 shrink-0 object-contain"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-24 shrink-0 items-center justify-center rounded bg-slate-200 text-lg font-semibold text-slate-600"
                  >
                    {reference.nom.slice(0, 1)}
                  </span>
                )}
                <div className="min-w-0">
                  {reference._id === savedId ? <SavedMark /> : null}
                  <p className="font-medium">{reference.nom}</p>
                  <p className="truncate text-sm text-slate-600">
                    {reference.groupe === "certification"
                      ? `${reference.emetteur}, ${reference.annee ?? ""}`
                      : reference.lien}
                  </p>
                </div>
              </div>
              <div className="col-span-2 justify-self-end sm:col-span-1">
                <ItemActions
                  editTo={ADMIN_PATHS.referenceEdit(reference._id)}
                  label={reference.nom}
                  onDelete={() => onDelete(reference)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
