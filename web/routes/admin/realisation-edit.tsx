import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import {
  RealisationForm,
  type RealisationFormValues,
  realisationFormValues,
  type StaffRealisation,
} from "../../features/realisations/realisation-form.tsx";
import { useSectors } from "../../features/realisations/use-sectors.ts";
import { ApiError, api, apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

export default function RealisationEdit() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const paths = useContentPaths();
  const sectors = useSectors();
  const [initialValues, setInitialValues] = useState<RealisationFormValues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setInitialValues(null);
    setLoadError(null);
    api<{ data: StaffRealisation }>(`/realisations/admin/${encodeURIComponent(id)}`)
      .then(({ data }) => !cancelled && setInitialValues(realisationFormValues(data)))
      .catch((caught) => {
        if (cancelled) return;
        console.error(caught);
        // Another owner's project answers 404 too: it does not exist for this person.
        const notFound = caught instanceof ApiError && caught.status === 404;
        setLoadError(notFound ? "Réalisation introuvable" : "Erreur de chargement");
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.realisations} className="text-sm text-brand-600 hover:underline">
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
            await navigate(paths.realisations);
          }}
        />
      )}
    </section>
  );
}
