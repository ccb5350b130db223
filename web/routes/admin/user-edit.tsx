import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { SAVED_MESSAGES, withNotice } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import {
  EMPTY_USER_FORM,
  toUserPayload,
  UserForm,
  type UserFormValues,
} from "../../features/users/user-form.tsx";
import { USER_KEYS_LOAD_FAILED, UserPasskeys } from "../../features/users/user-passkeys.tsx";
import type { PublicUser } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/user-edit";

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

/**
 * The user and their passkeys, read in the browser (the token lives there), not awaited:
 * the screen shows at once. Two reads: keys that cannot be read leave the form usable.
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const options = { params: { id: params.id } };
  return {
    user: readApi("/utilisateurs/:id", options, "Impossible de charger l’utilisateur"),
    keys: readApi("/utilisateurs/:id/cles", options, USER_KEYS_LOAD_FAILED),
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

export default function UserEdit({ loaderData, params }: Route.ComponentProps) {
  const { id } = params;
  const navigate = useNavigate();

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
      <Deferred read={loaderData.user}>
        {(read) =>
          read.ok ? (
            <>
              <UserForm
                // Another user's form, or a new read of this one, starts from its answer.
                key={read.read}
                mode="edit"
                initialValues={toFormValues(read.answer.donnees)}
                submitLabel="Enregistrer les modifications"
                fallbackError="Erreur lors de la mise à jour"
                draftKey={`utilisateur:${id}`}
                onSubmit={async (values) => {
                  await apiSend("PUT /utilisateurs/:id", {
                    params: { id },
                    body: toUserPayload(values, "edit"),
                  });
                  await navigate(
                    ADMIN_PATHS.users,
                    withNotice({ message: SAVED_MESSAGES.utilisateurs, savedId: id }),
                  );
                }}
              />
              <UserPasskeys userId={id} keys={loaderData.keys} />
            </>
          ) : (
            <Alert message={read.message} />
          )
        }
      </Deferred>
    </section>
  );
}
