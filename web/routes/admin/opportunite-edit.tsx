import { useNavigate, useParams, useRevalidator } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { ItemPreview, LoadedItem, readStaffItem } from "../../features/back-office/staff-item.tsx";
import {
  OpportuniteForm,
  opportuniteFormValues,
} from "../../features/opportunites/opportunite-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";
import type { Route } from "./+types/opportunite-edit";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The item, read in the browser (the token lives there), not awaited: the screen shows at once. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { item: readStaffItem("opportunites", params.id) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

// SPEC.md §8's load failures of the opportunity edition screen.
const LOAD_MESSAGES = {
  notFound: "Opportunité introuvable",
  failed: "Erreur de chargement",
  empty: "Aucune opportunité à modifier",
};

export default function OpportuniteEdit({ loaderData }: Route.ComponentProps) {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const paths = useContentPaths();
  const draftKey = `opportunite:${id}`;
  const revalidator = useRevalidator();
  return (
    <FormPage
      backTo={paths.content.opportunites.list}
      heading="Modifier l'opportunité"
      preview={<ItemPreview item={loaderData.item} type="opportunites" id={id} />}
      versions={{
        type: "opportunites",
        id,
        onRestored: () => {
          forgetDraft(draftKey);
          void revalidator.revalidate();
        },
      }}
    >
      <LoadedItem
        item={loaderData.item}
        toValues={opportuniteFormValues}
        messages={LOAD_MESSAGES}
        loadingText="Chargement de l'opportunité…"
      >
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
      </LoadedItem>
    </FormPage>
  );
}
