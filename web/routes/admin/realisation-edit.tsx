import { useNavigate, useParams } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { useStaffItem } from "../../features/back-office/use-staff-item.ts";
import {
  RealisationForm,
  realisationFormValues,
} from "../../features/realisations/realisation-form.tsx";
import { useSectors } from "../../features/realisations/use-sectors.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";

const LOAD_MESSAGES = { notFound: "Réalisation introuvable", failed: "Erreur de chargement" };

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function RealisationEdit() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const paths = useContentPaths();
  const sectors = useSectors();
  const draftKey = `realisation:${id}`;
  const { values, error, reload } = useStaffItem(
    "realisations",
    id,
    realisationFormValues,
    LOAD_MESSAGES,
  );

  return (
    <FormPage
      backTo={paths.content.realisations.list}
      heading="Modifier la réalisation"
      preview={values ? { type: "realisations", id } : undefined}
      versions={{
        type: "realisations",
        id,
        onRestored: () => {
          forgetDraft(draftKey);
          reload();
        },
      }}
    >
      <Loaded value={values && sectors ? { values, sectors } : null} error={error}>
        {({ values: initialValues, sectors: choices }) => (
          <RealisationForm
            mode="edit"
            initialValues={initialValues}
            sectors={choices}
            submitLabel="Enregistrer les modifications"
            draftKey={draftKey}
            onSubmit={async (body, onProgress) => {
              const answer = await apiUpload(`/realisations/${encodeURIComponent(id)}`, {
                method: "PATCH",
                body,
                onProgress,
              });
              await navigate(
                paths.content.realisations.list,
                withNotice(savedNotice("realisations", answer)),
              );
            }}
          />
        )}
      </Loaded>
    </FormPage>
  );
}
