import { Link, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/form-field.tsx";
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
    <section className="flex flex-col gap-6">
      <Link to={ADMIN_PATHS.realisations} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">Modifier la réalisation</h1>
      {loadError ? (
        <Alert message={loadError} />
      ) : initialValues === null || sectors === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <RealisationForm
          mode="edit"
          initialValues={initialValues}
          sectors={sectors}
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
    </section>
  );
}
