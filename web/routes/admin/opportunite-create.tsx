import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  emptyOpportuniteForm,
  OpportuniteForm,
} from "../../features/opportunites/opportunite-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

export default function OpportuniteCreate() {
  const navigate = useNavigate();
  const [initialValues] = useState(emptyOpportuniteForm);
  return (
    <section className="flex flex-col gap-6">
      <Link to={ADMIN_PATHS.opportunites} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">Ajouter une opportunité</h1>
      <OpportuniteForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Créer l'opportunité"
        draftKey="opportunite:nouveau"
        onSubmit={async (body) => {
          await apiUpload("/opportunites", { method: "POST", body });
          await navigate(ADMIN_PATHS.opportunites);
        }}
      />
    </section>
  );
}
