import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { PERSON_GROUP_LABELS, PERSON_GROUPS, type PersonGroup } from "../../../domain/personnes.ts";
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
import type { StaffPerson } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/personnes-list";

export function meta() {
  return [{ title: "Gouvernance – Administration" }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** Every person, read in the browser (the token lives there), not awaited. */
export function clientLoader() {
  return { people: readApi("/personnes/admin/all", {}, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/personnes (issue 32 point 1, docs/decisions/058): the people of /gouvernance, the
 * direction then the board, each in the order the page shows them. Administrators move
 * them within their group, edit, delete and add them.
 */
export default function PeopleList({ loaderData }: Route.ComponentProps) {
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

  const move = (person: StaffPerson, ordre: number) =>
    change(() => apiSend("PATCH /personnes/:id", { params: { id: person._id }, body: { ordre } }));

  function remove(person: StaffPerson) {
    // The content lists' confirmation: a yes before anything is deleted.
    if (!window.confirm(`Supprimer ${person.nom.fr} de la gouvernance ?`)) return;
    void change(() => apiSend("DELETE /personnes/:id", { params: { id: person._id } }));
  }

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <ListHeader
          heading="Gouvernance"
          addTo={ADMIN_PATHS.personCreate}
          addLabel="+ Ajouter une personne"
        />
        <p className="max-w-3xl text-slate-600">
          Les personnes de la page « Gouvernance » du site, dans l'ordre où elle les montre : la
          direction, puis le conseil d'administration.
        </p>
      </div>
      {actionError ? <Alert message={actionError} /> : null}
      <ListNoticeArea local={notice}>
        <Deferred read={loaderData.people}>
          {(read, retry) => {
            if (!read.ok) return <LoadFailure reason={read.message} onRetry={retry} />;
            const people = read.answer.data;
            if (people.length === 0) {
              return (
                <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
                  <p className="text-slate-700">
                    Aucune personne pour l'instant : la page « Gouvernance » ne montre encore
                    personne.
                  </p>
                  <Link
                    to={ADMIN_PATHS.personCreate}
                    className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
                  >
                    Ajouter une personne
                  </Link>
                </div>
              );
            }
            return PERSON_GROUPS.map((group) => (
              <GroupSection
                key={group}
                group={group}
                people={people.filter((person) => person.groupe === group)}
                onMove={(person, ordre) => void move(person, ordre)}
                onDelete={remove}
              />
            ));
          }}
        </Deferred>
      </ListNoticeArea>
    </section>
  );
}

/** One group's people in their order, each with its moves and actions. */
function GroupSection({
  group,
  people,
  onMove,
  onDelete,
}: {
  group: PersonGroup;
  people: StaffPerson[];
  onMove(person: StaffPerson, ordre: number): void;
  onDelete(person: StaffPerson): void;
}) {
  const savedId = useSavedId();
  const heading = PERSON_GROUP_LABELS[group];
  const headingId = `groupe-${group}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading} <span className="font-normal text-slate-600">({people.length})</span>
      </h2>
      {people.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
          Personne dans ce groupe pour l'instant.
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {people.map((person, index) => (
            <li
              key={person._id}
              data-person={person._id}
              // On a phone the actions take a line of their own under the name, at the right.
              className={`grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] ${person._id === savedId ? SAVED_ROW_CLASS : ""}`}
            >
              <div className="flex items-center gap-1">
                <MoveButton
                  label={`Monter : ${person.nom.fr}`}
                  arrow="↑"
                  disabled={index === 0}
                  onClick={() => onMove(person, index - 1)}
                />
                <MoveButton
                  label={`Descendre : ${person.nom.fr}`}
                  arrow="↓"
                  disabled={index === people.length - 1}
                  onClick={() => onMove(person, index + 1)}
                />
              </div>
              <div className="flex min-w-0 items-center gap-3">
                {person.portrait ? (
                  // Decorative here: the name beside it says who it is.
                  <img
                    src={person.portrait}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-slate-200 text-lg font-semibold text-slate-600"
                  >
                    {person.nom.fr.slice(0, 1)}
                  </span>
                )}
                <div className="min-w-0">
                  {person._id === savedId ? <SavedMark /> : null}
                  <p className="font-medium">{person.nom.fr}</p>
                  <p className="text-sm text-slate-600">{person.fonction.fr}</p>
                </div>
              </div>
              <div className="col-span-2 justify-self-end sm:col-span-1">
                <ItemActions
                  editTo={ADMIN_PATHS.personEdit(person._id)}
                  label={person.nom.fr}
                  onDelete={() => onDelete(person)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
