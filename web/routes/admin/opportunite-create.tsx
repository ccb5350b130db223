import { useState } from "react";
import { useNavigate } from "react-router";
import { FormPage } from "../../features/back-office/form-page.tsx";
import {
  emptyOpportuniteForm,
  OpportuniteForm,
} from "../../features/opportunites/opportunite-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

export default function OpportuniteCreate() {
  const paths = useContentPaths();
  const navigate = useNavigate();
  const [initialValues] = useState(emptyOpportuniteForm);
  return (
    <FormPage backTo={paths.opportunites} heading="Ajouter une opportunité">
      <OpportuniteForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Créer l'opportunité"
        draftKey="opportunite:nouveau"
        onSubmit={async (body, onProgress) => {
          await apiUpload("/opportunites", { method: "POST", body, onProgress });
          await navigate(paths.opportunites);
        }}
      />
    </FormPage>
  );
}
