import { useNavigate, useParams } from "react-router";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { useStaffItem } from "../../features/back-office/use-staff-item.ts";
import {
  RealisationForm,
  realisationFormValues,
} from "../../features/realisations/realisation-form.tsx";
import { useSectors } from "../../features/realisations/use-sectors.ts";
import { apiUpload } from "../../lib/api.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

export default function RealisationEdit() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const sectors = useSectors();
  const { values: initialValues, error: loadError } = useStaffItem(
    `/realisations/admin/${encodeURIComponent(id)}`,
    realisationFormValues,
    "Réalisation introuvable",
  );

  return (
    <FormPage backTo={ADMIN_PATHS.realisations} heading="Modifier la réalisation">
      <Loaded
        value={initialValues && sectors ? { initialValues, sectors } : null}
        error={loadError}
      >
        {(loaded) => (
          <RealisationForm
            mode="edit"
            initialValues={loaded.initialValues}
            sectors={loaded.sectors}
            submitLabel="Enregistrer les modifications"
            draftKey={`realisation:${id}`}
            onSubmit={async (body, onProgress) => {
              await apiUpload(`/realisations/${encodeURIComponent(id)}`, {
                method: "PATCH",
                body,
                onProgress,
              });
              await navigate(ADMIN_PATHS.realisations);
            }}
          />
        )}
      </Loaded>
    </FormPage>
  );
}
