import { useState } from "react";
import { useNavigate } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import {
  emptyRealisationForm,
  RealisationForm,
} from "../../features/realisations/realisation-form.tsx";
import { useSectors } from "../../features/realisations/use-sectors.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function RealisationCreate() {
  const navigate = useNavigate();
  const paths = useContentPaths();
  const sectors = useSectors();
  const [initialValues] = useState(() => emptyRealisationForm());
  return (
    <FormPage backTo={paths.content.realisations.list} heading="Ajouter une réalisation">
      <Loaded value={sectors}>
        {(choices) => (
          <RealisationForm
            mode="create"
            initialValues={initialValues}
            sectors={choices}
            submitLabel="Créer la réalisation"
            draftKey="realisation:nouveau"
            onSubmit={async (body, onProgress) => {
              const answer = await apiUpload("/realisations", { method: "POST", body, onProgress });
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
