import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { PublicUser } from "../../../domain/users.ts";
import { Alert } from "../../components/form-field.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { SAVED_MESSAGES, withNotice } from "../../features/back-office/list-notice.tsx";
import {
  EMPTY_USER_FORM,
  toUserPayload,
  UserForm,
  type UserFormValues,
} from "../../features/users/user-form.tsx";
import { UserPasskeys } from "../../features/users/user-passkeys.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

function toFormValues(user: PublicUser): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    prenom: user.prenom,
    nom: user.nom,
    email: user.email,
    telephone: user.telephone ?? "",
    role: user.role,
    statut: user.statut,
  };
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function UserEdit() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [initialValues, setInitialValues] = useState<UserFormValues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api<{ donnees: PublicUser }>(`/utilisateurs/${encodeURIComponent(id)}`)
      .then(({ donnees }) => !cancelled && setInitialValues(toFormValues(donnees)))
      .catch(
        (caught) =>
          !cancelled && setLoadError(errorMessage(caught, "Impossible de charger l’utilisateur")),
      );
    return () => {
      cancelled = true;
    };
  }, [id]);

  return (
    <section className="flex flex-col gap-6">
      <Link to={ADMIN_PATHS.users} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Modifier l'utilisateur</h1>
        {/* The delete screen asks who takes over what the user wrote. */}
        <Link to={ADMIN_PATHS.userDelete(id)} className="text-red-700 hover:underline">
          Supprimer l'utilisateur
        </Link>
      </div>
      {loadError ? (
        <Alert message={loadError} />
      ) : initialValues === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <UserForm
          mode="edit"
          initialValues={initialValues}
          submitLabel="Enregistrer les modifications"
          fallbackError="Erreur lors de la mise à jour"
          draftKey={`utilisateur:${id}`}
          onSubmit={async (values) => {
            await api(`/utilisateurs/${encodeURIComponent(id)}`, {
              method: "PUT",
              body: toUserPayload(values, "edit"),
            });
            await navigate(
              ADMIN_PATHS.users,
              withNotice({ message: SAVED_MESSAGES.utilisateurs, savedId: id }),
            );
          }}
        />
      )}
      {initialValues === null ? null : <UserPasskeys userId={id} />}
    </section>
  );
}
