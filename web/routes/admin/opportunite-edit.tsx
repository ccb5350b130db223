import { Link, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import { useStaffItem } from "../../features/back-office/use-staff-item.ts";
import {
  OpportuniteForm,
  opportuniteFormValues,
} from "../../features/opportunites/opportunite-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

export default function OpportuniteEdit() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { values: initialValues, error: loadError } = useStaffItem(
    `/opportunites/admin/${encodeURIComponent(id)}`,
    opportuniteFormValues,
    "Opportunité introuvable",
  );

  return (
    <section className="flex flex-col gap-6">
      <Link to={ADMIN_PATHS.opportunites} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">Modifier l'opportunité</h1>
      {loadError ? (
        <Alert message={loadError} />
      ) : initialValues === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <OpportuniteForm
          mode="edit"
          initialValues={initialValues}
          submitLabel="Enregistrer les modifications"
          draftKey={`opportunite:${id}`}
          onSubmit={async (body) => {
            await apiUpload(`/opportunites/${encodeURIComponent(id)}`, { method: "PATCH", body });
            await navigate(ADMIN_PATHS.opportunites);
          }}
        />
      )}
    </section>
  );
}
