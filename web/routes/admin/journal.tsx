import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { JOURNAL_ENTITY_TYPES, type JournalEntryView } from "../../../domain/journal.ts";
import { Alert } from "../../components/form-field.tsx";
import { ACTION_LABELS, ENTITY_LABELS, formatDateTime } from "../../features/admin/labels.ts";
import {
  ADMIN_PAGE_SIZE,
  AdminPagination,
  FilterSelect,
  pageOf,
  TableRegion,
  useApiList,
} from "../../features/admin/list-controls.tsx";
import { fetchAllUsers } from "../../features/users/fetch-users.ts";

export function meta() {
  return [{ title: "Journal d'activité – Administration" }];
}

const ENTITY_OPTIONS = JOURNAL_ENTITY_TYPES.map((type) => ({
  value: type,
  label: ENTITY_LABELS[type],
}));

function listPath(params: URLSearchParams): string {
  const query = new URLSearchParams({
    page: String(pageOf(params)),
    limite: String(ADMIN_PAGE_SIZE),
  });
  for (const name of ["utilisateur", "entite"]) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  return `/journal?${query}`;
}

export default function Journal() {
  const [params] = useSearchParams();
  const { answer, error } = useApiList<JournalEntryView>(listPath(params));
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);

  useEffect(() => {
    fetchAllUsers()
      .then((users) =>
        setPeople(
          users
            .map((user) => ({ value: user._id, label: `${user.prenom} ${user.nom}` }))
            .sort((a, b) => a.label.localeCompare(b.label, "fr")),
        ),
      )
      // Without the list the log still shows; only the person filter stays empty.
      .catch((caught: unknown) => console.error(caught));
  }, []);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Journal d'activité</h1>
      <form
        aria-label="Filtrer le journal"
        className="flex flex-wrap gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          name="utilisateur"
          label="Personne"
          allLabel="Toutes les personnes"
          options={people}
        />
        <FilterSelect
          name="entite"
          label="Type d'élément"
          allLabel="Tous les types"
          options={ENTITY_OPTIONS}
        />
      </form>
      <Alert message={error} />
      {answer === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {answer.total} action{answer.total > 1 ? "s" : ""}
          </p>
          {answer.data.length === 0 ? (
            <p className="text-slate-600">Aucune action enregistrée.</p>
          ) : (
            <TableRegion label="Actions du journal">
              <table className="min-w-full text-left text-sm">
                <thead className="bg-slate-100 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Qui
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Action
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Élément
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Quand
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.map((entry) => (
                    <tr key={entry._id} className="border-t border-slate-200 align-top">
                      <td className="px-4 py-3">
                        {entry.utilisateur
                          ? `${entry.utilisateur.prenom} ${entry.utilisateur.nom}`
                          : `${entry.nomUtilisateur} (compte supprimé)`}
                      </td>
                      <td className="px-4 py-3">{ACTION_LABELS[entry.action]}</td>
                      <td className="min-w-48 px-4 py-3">
                        <span className="block text-xs text-slate-600">
                          {ENTITY_LABELS[entry.element.type] ?? entry.element.type}
                        </span>
                        {entry.element.titre ?? (
                          <span className="text-slate-600 italic">Élément supprimé</span>
                        )}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
          <AdminPagination total={answer.total} label="Pages du journal" />
        </>
      )}
    </section>
  );
}
