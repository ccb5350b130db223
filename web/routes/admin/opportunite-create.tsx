import { useState } from "react";
import { useNavigate } from "react-router";
import { useOwnProfile } from "../../features/auth/use-own-profile.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import {
  emptyOpportuniteForm,
  OpportuniteForm,
} from "../../features/opportunites/opportunite-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * /admin/opportunites/creer (and /conseiller/…): SPEC.md §2 wants the person identified
 * before they create an opportunity, which is recorded under their name; the form shows
 * once the server has said who they are.
 */
export default function OpportuniteCreate() {
  const paths = useContentPaths();
  const navigate = useNavigate();
  const [initialValues] = useState(emptyOpportuniteForm);
  const author = useOwnProfile();
  return (
    <FormPage backTo={paths.content.opportunites.list} heading="Ajouter une opportunité">
      <Loaded
        value={author.user}
        error={author.failed ? "Erreur : utilisateur non identifié" : null}
        loadingText="Chargement de l’utilisateur…"
      >
        {(user) => (
          <>
            <p className="text-sm text-slate-600">
              Auteur : {user.prenom} {user.nom}
            </p>
            <OpportuniteForm
              mode="create"
              initialValues={initialValues}
              submitLabel="Créer l'opportunité"
              draftKey="opportunite:nouveau"
              onSubmit={async (body, onProgress) => {
                const answer = await apiUpload("/opportunites", {
                  method: "POST",
                  body,
                  onProgress,
                });
                await navigate(
                  paths.content.opportunites.list,
                  withNotice(savedNotice("opportunites", answer)),
                );
              }}
            />
          </>
        )}
      </Loaded>
    </FormPage>
  );
}
