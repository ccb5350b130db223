import { Link, useNavigate } from "react-router";
import { appContext } from "#app-context";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { SAVED_MESSAGES, withNotice } from "../../features/back-office/list-notice.tsx";
import { EMPTY_USER_FORM, toUserPayload, UserForm } from "../../features/users/user-form.tsx";
import { apiSend } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/user-create";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * Whether mail goes out, which an invitation needs: the server knows it, and says no more
 * than the forgotten-password page already tells anyone.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { mailConfigured: context.get(appContext).accounts.mailConfigured };
}

export default function UserCreate({ loaderData }: Route.ComponentProps) {
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
        mailConfigured={loaderData.mailConfigured}
        onSubmit={async (values) => {
          const payload = toUserPayload(values, "create");
          const { donnees, message } = await apiSend("POST /utilisateurs", { body: payload });
          await navigate(
            ADMIN_PATHS.users,
            withNotice({
              // An invitation's answer names where it went; a plain creation, the usual words.
              message: "invitation" in payload ? message : SAVED_MESSAGES.utilisateurs,
              savedId: donnees._id,
            }),
          );
        }}
      />
    </section>
  );
}
