import { useNavigate, useParams } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { useStaffItem } from "../../features/back-office/use-staff-item.ts";
import {
  OpportuniteForm,
  opportuniteFormValues,
} from "../../features/opportunites/opportunite-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function OpportuniteEdit() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const paths = useContentPaths();
  const draftKey = `opportunite:${id}`;
  const { values, error, reload } = useStaffItem("opportunites", id, opportuniteFormValues, {
    notFound: "Opportunité introuvable",
    failed: "Erreur de chargement",
    empty: "Aucune opportunité à modifier",
  });
  return (
    <FormPage
      backTo={paths.content.opportunites.list}
      heading="Modifier l'opportunité"
      preview={values ? { type: "opportunites", id } : undefined}
      versions={{
        type: "opportunites",
        id,
        onRestored: () => {
          forgetDraft(draftKey);
          reload();
        },
      }}
    >
      <Loaded value={values} error={error} loadingText="Chargement de l'opportunité…">
        {(initialValues) => (
          <OpportuniteForm
            mode="edit"
            initialValues={initialValues}
            submitLabel="Enregistrer les modifications"
            draftKey={draftKey}
            onSubmit={async (body, onProgress) => {
              const answer = await apiUpload(`/opportunites/${encodeURIComponent(id)}`, {
                method: "PATCH",
                body,
                onProgress,
              });
              await navigate(
                paths.content.opportunites.list,
                withNotice(savedNotice("opportunites", answer)),
              );
            }}
          />
        )}
      </Loaded>
    </FormPage>
  );
}
