import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  emptyRealisationForm,
  RealisationForm,
} from "../../features/realisations/realisation-form.tsx";
import { useSectors } from "../../features/realisations/use-sectors.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

export default function RealisationCreate() {
  const navigate = useNavigate();
  const paths = useContentPaths();
  const sectors = useSectors();
  const [initialValues] = useState(() => emptyRealisationForm());
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.realisations} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">Ajouter une réalisation</h1>
      {sectors === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <RealisationForm
          mode="create"
          initialValues={initialValues}
          sectors={sectors}
          submitLabel="Créer la réalisation"
          draftKey="realisation:nouveau"
          onSubmit={async (body, onProgress) => {
            await apiUpload("/realisations", { method: "POST", body, onProgress });
            await navigate(paths.realisations);
          }}
        />
      )}
    </section>
  );
}
