import { useCallback, useEffect, useState } from "react";
import type { PublicUser } from "../../../domain/users.ts";
import { Alert } from "../../components/form-field.tsx";
import { ItemActions, ListHeader } from "../../features/back-office/content-list.tsx";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { LIST_LOAD_FAILED, LoadFailure } from "../../features/back-office/list-controls.tsx";
import { fetchAllUsers } from "../../features/users/fetch-users.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

const ROLE_LABELS: Record<PublicUser["role"], string> = {
  conseiller: "Conseiller",
  administrateur: "Administrateur",
};
const STATUS_LABELS: Record<PublicUser["statut"], string> = { actif: "Actif", inactif: "Inactif" };

export default function UsersList() {
  const [users, setUsers] = useState<PublicUser[] | null>(null);
  // Why the list could not be read; apart from a deletion's error, which leaves it shown.
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      setUsers(await fetchAllUsers());
    } catch (caught) {
      console.error(caught);
      setFailure(errorMessage(caught, LIST_LOAD_FAILED));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function remove(user: PublicUser) {
    if (!window.confirm("Confirmer la suppression de cet utilisateur ?")) return;
    setError(null);
    try {
      await api(`/utilisateurs/${user._id}`, { method: "DELETE" });
      setUsers((current) => current?.filter((u) => u._id !== user._id) ?? null);
    } catch (caught) {
      // The list stays as it was; the reason (last administrator, say) is worth showing.
      console.error(caught);
      setError(errorMessage(caught, "Erreur lors de la suppression"));
    }
  }

  const columns: Column<PublicUser>[] = [
    {
      header: "Nom complet",
      cell: (user) => `${user.nom} ${user.prenom}`,
      className: "font-medium",
    },
    { header: "Email", cell: (user) => user.email },
    { header: "Rôle", cell: (user) => ROLE_LABELS[user.role] },
    { header: "Statut", cell: (user) => STATUS_LABELS[user.statut] },
    {
      header: "Actions",
      cell: (user) => (
        <ItemActions
          editTo={ADMIN_PATHS.userEdit(user._id)}
          onDelete={() => remove(user)}
          label={`${user.prenom} ${user.nom}`}
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
      <Alert message={error} />
      {failure !== null ? (
        <LoadFailure reason={failure} onRetry={() => void load()} />
      ) : users === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <DataTable
          label="Utilisateurs"
          rows={users}
          columns={columns}
          rowKey={(user) => user._id}
        />
      )}
    </section>
  );
}
