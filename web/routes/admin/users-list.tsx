import { useLocation } from "react-router";
import type { PublicUser } from "../../../domain/users.ts";
import { ItemActions, ListHeader } from "../../features/back-office/content-list.tsx";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import {
  countOf,
  FilterSelect,
  ListFilters,
  ListResults,
  SearchField,
  useApiList,
  useListPath,
} from "../../features/back-office/list-controls.tsx";
import {
  fullName,
  ROLE_LABELS,
  ROLE_OPTIONS,
  STATUS_LABELS,
  STATUS_OPTIONS,
} from "../../features/users/user-labels.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

/** What a screen that changed the list (the delete screen) tells it to say. */
export interface UsersListNotice {
  notice: string;
}

/**
 * /admin/utilisateurs: by name, a page at a time, searched by name or email and filtered
 * by role and status, all kept in the address. 'Supprimer' opens the delete screen, which
 * asks who takes the user's content over.
 */
export default function UsersList() {
  const path = useListPath("/utilisateurs", ["recherche", "role", "statut"]);
  const list = useApiList<PublicUser>(path, "donnees");
  const notice = (useLocation().state as UsersListNotice | null)?.notice ?? null;

  const columns: Column<PublicUser>[] = [
    {
      header: "Nom complet",
      cell: (user) => (
        <>
          <span className="font-medium">{`${user.nom} ${user.prenom}`}</span>
          {/* On a phone the hidden columns go under the name; a long email may break
              anywhere, the words after it never. */}
          <span className="mt-1 block text-slate-600 sm:hidden">
            <span className="block break-all">{user.email}</span>
            {`${ROLE_LABELS[user.role]} · ${STATUS_LABELS[user.statut]}`}
          </span>
        </>
      ),
    },
    { header: "Email", cell: (user) => user.email, hideOnPhone: true },
    { header: "Rôle", cell: (user) => ROLE_LABELS[user.role], hideOnPhone: true },
    { header: "Statut", cell: (user) => STATUS_LABELS[user.statut], hideOnPhone: true },
    {
      header: "Actions",
      cell: (user) => (
        <ItemActions
          editTo={ADMIN_PATHS.userEdit(user._id)}
          deleteTo={ADMIN_PATHS.userDelete(user._id)}
          label={fullName(user)}
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <ListHeader
        heading="Gestion des utilisateurs"
        addTo={ADMIN_PATHS.userCreate}
        addLabel="+ Ajouter un utilisateur"
      />
      {notice ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {notice}
        </p>
      ) : null}
      <ListFilters>
        <SearchField label="Rechercher par nom ou email" />
        <FilterSelect name="role" label="Rôle" allLabel="Tous les rôles" options={ROLE_OPTIONS} />
        <FilterSelect
          name="statut"
          label="Statut"
          allLabel="Tous les statuts"
          options={STATUS_OPTIONS}
        />
      </ListFilters>
      <ListResults
        list={list}
        count={countOf("utilisateur", "utilisateurs")}
        emptyText="Aucun utilisateur."
        narrowedEmptyText="Aucun utilisateur ne correspond à votre recherche."
        pagesLabel="Pages : Gestion des utilisateurs"
      >
        {(rows) => (
          <DataTable label="Utilisateurs" rows={rows} columns={columns} rowKey={(u) => u._id} />
        )}
      </ListResults>
    </section>
  );
}
