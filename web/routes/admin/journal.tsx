import { Suspense, use } from "react";
import { JOURNAL_ENTITY_TYPES } from "../../../domain/journal.ts";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ACTION_LABELS, ENTITY_LABELS, formatDateTime } from "../../features/back-office/labels.ts";
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
import { fetchAllUsers } from "../../features/users/fetch-users.ts";
import type { JournalEntryView } from "../../lib/api-types.ts";
import { readApi } from "../../lib/back-office-client.ts";
import type { Route } from "./+types/journal";

export function meta() {
  return [{ title: "Journal d'activité – Administration" }];
}

const ENTITY_OPTIONS = JOURNAL_ENTITY_TYPES.map((type) => ({
  value: type,
  label: ENTITY_LABELS[type],
}));

const COLUMNS: Column<JournalEntryView>[] = [
  {
    header: "Qui",
    cell: (entry) => (
      <>
        {entry.utilisateur
          ? `${entry.utilisateur.prenom} ${entry.utilisateur.nom}`
          : `${entry.nomUtilisateur} (compte supprimé)`}
        {/* On a phone the date goes under the name: the table then fits the screen. */}
        <time dateTime={entry.date} className="mt-1 block text-xs text-slate-600 sm:hidden">
          {formatDateTime(entry.date)}
        </time>
      </>
    ),
  },
  { header: "Action", cell: (entry) => ACTION_LABELS[entry.action] },
  {
    header: "Élément",
    className: "min-w-36 break-words",
    cell: (entry) => (
      <>
        <span className="block text-xs text-slate-600">
          {ENTITY_LABELS[entry.element.type] ?? entry.element.type}
        </span>
        {entry.element.titre ?? <span className="text-slate-600 italic">Élément supprimé</span>}
      </>
    ),
  },
  {
    header: "Quand",
    className: "whitespace-nowrap",
    hideOnPhone: true,
    cell: (entry) => <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>,
  },
];

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

type PersonOption = { value: string; label: string };

/** Everyone, by name, for the person filter. */
async function readPeople(): Promise<PersonOption[]> {
  try {
    const users = await fetchAllUsers();
    return users
      .map((user) => ({ value: user._id, label: `${user.prenom} ${user.nom}` }))
      .sort((a, b) => a.label.localeCompare(b.label, "fr"));
  } catch (caught) {
    // Without the list the log still shows; only the person filter stays empty.
    console.error(caught);
    return [];
  }
}

/**
 * The page of the log the URL asks for and the people to filter by, read in the browser
 * (the token lives there), not awaited: the screen and its filters show at once.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(new URL(request.url).searchParams, ["utilisateur", "entite"]);
  return { read: readApi("/journal", { query }, LIST_LOAD_FAILED), people: readPeople() };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** /admin/journal: who did what to which item, and when, filtered by person and type. */
export default function Journal({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Journal d'activité</h1>
      <ListFilters>
        {/* Until the people come, the filter offers everyone only. */}
        <Suspense fallback={<PersonFilter people={[]} />}>
          <PeopleFilter people={loaderData.people} />
        </Suspense>
        <FilterSelect
          name="entite"
          label="Type d'élément"
          allLabel="Tous les types"
          options={ENTITY_OPTIONS}
        />
      </ListFilters>
      <DeferredResults list={loaderData}>
        {(list) => (
          <ListResults
            list={list}
            count={countOf("action", "actions")}
            emptyText="Aucune action enregistrée."
            pagesLabel="Pages du journal"
          >
            {(rows) => (
              <DataTable
                label="Actions du journal"
                rows={rows}
                columns={COLUMNS}
                rowKey={(entry) => entry._id}
              />
            )}
          </ListResults>
        )}
      </DeferredResults>
    </section>
  );
}

function PeopleFilter({ people }: { people: Promise<PersonOption[]> }) {
  return <PersonFilter people={use(people)} />;
}

function PersonFilter({ people }: { people: PersonOption[] }) {
  return (
    <FilterSelect
      name="utilisateur"
      label="Personne"
      allLabel="Toutes les personnes"
      options={people}
    />
  );
}
