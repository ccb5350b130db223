import { Link, useNavigate } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { SAVED_MESSAGES, withNotice } from "../../features/back-office/list-notice.tsx";
import { EMPTY_USER_FORM, toUserPayload, UserForm } from "../../features/users/user-form.tsx";
import { apiSend } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function UserCreate() {
  const navigate = useNavigate();
  return (
    <section className="flex flex-col gap-6">
      <Link to={ADMIN_PATHS.users} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">Ajouter un utilisateur</h1>
      <UserForm
        mode="create"
        initialValues={EMPTY_USER_FORM}
        submitLabel="Créer l'utilisateur"
        fallbackError="Erreur lors de la création"
        draftKey="utilisateur:nouveau"
        onSubmit={async (values) => {
          const { donnees } = await apiSend("POST /utilisateurs", {
            body: toUserPayload(values, "create"),
          });
          await navigate(
            ADMIN_PATHS.users,
            withNotice({ message: SAVED_MESSAGES.utilisateurs, savedId: donnees._id }),
          );
        }}
      />
    </section>
  );
}
