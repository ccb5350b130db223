import { useState } from "react";
import { useNavigate } from "react-router";
import { useOwnProfile } from "../../features/auth/use-own-profile.ts";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import {
  emptyOpportuniteForm,
  OpportuniteForm,
} from "../../features/opportunites/opportunite-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

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
    <FormPage backTo={paths.opportunites} heading="Ajouter une opportunité">
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
                await navigate(paths.opportunites, withNotice(savedNotice("opportunites", answer)));
              }}
            />
          </>
        )}
      </Loaded>
    </FormPage>
  );
}
