import { useNavigate, useParams, useRevalidator } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { ItemPreview, LoadedItem, readStaffItem } from "../../features/back-office/staff-item.tsx";
import {
  RealisationForm,
  realisationFormValues,
} from "../../features/realisations/realisation-form.tsx";
import { useSectors } from "../../features/realisations/use-sectors.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";
import type { Route } from "./+types/realisation-edit";

const LOAD_MESSAGES = { notFound: "Réalisation introuvable", failed: "Erreur de chargement" };

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The item, read in the browser (the token lives there), not awaited: the screen shows at once. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { item: readStaffItem("realisations", params.id) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

export default function RealisationEdit({ loaderData }: Route.ComponentProps) {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const paths = useContentPaths();
  const sectors = useSectors();
  const draftKey = `realisation:${id}`;
  const revalidator = useRevalidator();

  return (
    <FormPage
      backTo={paths.content.realisations.list}
      heading="Modifier la réalisation"
      preview={<ItemPreview item={loaderData.item} type="realisations" id={id} />}
      versions={{
        type: "realisations",
        id,
        onRestored: () => {
          forgetDraft(draftKey);
          void revalidator.revalidate();
        },
      }}
    >
      <LoadedItem item={loaderData.item} toValues={realisationFormValues} messages={LOAD_MESSAGES}>
        {(initialValues) => (
          <Loaded value={sectors}>
            {(choices) => (
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
        )}
      </LoadedItem>
    </FormPage>
  );
}
