import { useState } from "react";
import { useLocation, useNavigate, useParams, useRevalidator } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import {
  type SavedHere,
  savedHereMessage,
  savedNotice,
  withNotice,
} from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { ItemPreview, LoadedItem, readStaffItem } from "../../features/back-office/staff-item.tsx";
import { ContentForm } from "../../features/content-form/content-form.tsx";
import { formValues, type StoredItem } from "../../features/content-form/form-model.ts";
import { ChoicesRead } from "../../features/content-form/side-reads.tsx";
import { contentTypeOfPath, screensOf, sideReads } from "../../features/content-form/type-forms.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";
import type { Route } from "./+types/content-edit";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * /admin/{type}/modifier/:id (and /conseiller/…), one route per content type: the type is
 * the address's. The item and the form's side reads are read in the browser (the token
 * lives there), not awaited: the screen shows at once.
 */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const type = contentTypeOfPath(new URL(request.url).pathname);
  const reads = sideReads(type, "edit");
  return {
    type,
    item: readStaffItem(type, params.id),
    choices: reads.choices,
    section: reads.section,
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const { type } = loaderData;
  const screen = screensOf(type);
  const paths = useContentPaths();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const draftKey = `${screen.model.type.key}:${id}`;
  const revalidator = useRevalidator();
  // 'Enregistrer et continuer' says it saved, here or (after a creation) on arriving.
  const arrived = (useLocation().state as SavedHere | null)?.savedHere ?? null;
  const [saved, setSaved] = useState<string | null>(arrived);
  const toValues = (item: unknown) => formValues(screen.model, "edit", item as StoredItem);

  return (
    <FormPage
      backTo={paths.content[type].list}
      heading={screen.words.edit}
      preview={<ItemPreview item={loaderData.item} type={type} id={id} />}
      versions={{
        type,
        id,
        onRestored: () => {
          forgetDraft(draftKey);
          void revalidator.revalidate();
        },
      }}
    >
      <LoadedItem
        item={loaderData.item}
        toValues={toValues}
        messages={screen.loadMessages}
        {...(screen.loadingText ? { loadingText: screen.loadingText } : {})}
      >
        {(initialValues) => (
          <ChoicesRead choices={loaderData.choices}>
            {(choices) => (
              <ContentForm
                spec={screen}
                mode="edit"
                initialValues={initialValues}
                choices={choices}
                sectionRead={loaderData.section}
                submitLabel="Enregistrer les modifications"
                draftKey={draftKey}
                workingCopy={{ type, itemId: id }}
                saved={saved}
                onSubmit={async (body, onProgress, { stay }) => {
                  const answer = await apiUpload(`/${type}/${encodeURIComponent(id)}`, {
                    method: "PATCH",
                    body,
                    onProgress,
                  });
                  if (stay) {
                    // The form starts again from the item as saved.
                    setSaved(savedHereMessage(type));
                    await revalidator.revalidate();
                    return;
                  }
                  await navigate(paths.content[type].list, withNotice(savedNotice(type, answer)));
                }}
              />
            )}
          </ChoicesRead>
        )}
      </LoadedItem>
    </FormPage>
  );
}
