import { useState } from "react";
import { useRevalidator } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import { ItemActions, ListHeader } from "../../features/back-office/content-list.tsx";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import {
  countOf,
  DeferredResults,
  FilterSelect,
  LIST_LOAD_FAILED,
  ListFilters,
  ListResults,
  listQueryOf,
  SearchField,
} from "../../features/back-office/list-controls.tsx";
import { type ListNotice, ListNoticeArea } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { StatusLabel } from "../../features/back-office/status-label.tsx";
import {
  accountStatus,
  fullName,
  ROLE_LABELS,
  ROLE_OPTIONS,
  STATUS_OPTIONS,
} from "../../features/users/user-labels.ts";
import { errorMessage } from "../../lib/api.ts";
import type { PublicUser } from "../../lib/api-types.ts";
import { apiGet, apiSend, readWith } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/users-list";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The page of users the URL asks for, read in the browser (the token lives there), not awaited. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(new URL(request.url).searchParams, ["recherche", "role", "statut"]);
  const read = readWith(async () => {
    // GET /utilisateurs keeps its items under `donnees` (SPEC.md §7), the lists read `data`.
    const { donnees, total } = await apiGet("/utilisateurs", { query });
    return { data: donnees, total };
  }, LIST_LOAD_FAILED);
  return { read };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/utilisateurs: by name, a page at a time, searched by name or email and filtered
 * by role and status, all kept in the address. 'Supprimer' opens the delete screen, which
 * asks who takes the user's content over.
 */
export default function UsersList({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  /** A new invitation for a user who has not chosen a password; the list is read again. */
  async function resendInvitation(user: PublicUser) {
    setNotice(null);
    setActionError(null);
    setResending(user._id);
    try {
      const { message } = await apiSend("POST /utilisateurs/:id/invitation", {
        params: { id: user._id },
        body: undefined,
      });
      setNotice({ message });
      await revalidator.revalidate();
    } catch (caught) {
      setActionError(errorMessage(caught, "Erreur lors de l'envoi de l'invitation"));
    } finally {
      setResending(null);
    }
  }

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
            {`${ROLE_LABELS[user.role]} · ${accountStatus(user).label}`}
          </span>
        </>
      ),
    },
    { header: "Email", cell: (user) => user.email, hideOnPhone: true },
    { header: "Rôle", cell: (user) => ROLE_LABELS[user.role], hideOnPhone: true },
    {
      header: "Statut",
      cell: (user) => <StatusLabel {...accountStatus(user)} />,
      hideOnPhone: true,
    },
    {
      header: "Actions",
      cell: (user) => (
        <div className="flex flex-wrap items-center gap-2">
          <ItemActions
            editTo={ADMIN_PATHS.userEdit(user._id)}
            deleteTo={ADMIN_PATHS.userDelete(user._id)}
            label={fullName(user)}
          />
          {user.invitation && user.statut === "actif" ? (
            <button
              type="button"
              onClick={() => resendInvitation(user)}
              disabled={resending !== null}
              className="min-h-11 rounded px-2 text-sm font-medium whitespace-nowrap text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
            >
              {resending === user._id ? "Envoi…" : "Renvoyer l'invitation"}
              <span className="sr-only"> : {fullName(user)}</span>
            </button>
          ) : null}
        </div>
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
      <Alert message={actionError} />
      <ListNoticeArea local={notice}>
        <DeferredResults list={loaderData}>
          {(list) => (
            <ListResults
              list={list}
              count={countOf("utilisateur", "utilisateurs")}
              emptyText="Aucun utilisateur."
              emptyAction={{ to: ADMIN_PATHS.userCreate, label: "+ Ajouter un utilisateur" }}
              narrowedEmptyText="Aucun utilisateur ne correspond à votre recherche."
              pagesLabel="Pages : Gestion des utilisateurs"
            >
              {(rows) => (
                <DataTable
                  label="Utilisateurs"
                  rows={rows}
                  columns={columns}
                  rowKey={(u) => u._id}
                />
              )}
            </ListResults>
          )}
        </DeferredResults>
      </ListNoticeArea>
    </section>
  );
}
