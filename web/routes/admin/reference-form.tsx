import { useState } from "react";
import { useLocation, useNavigate, useParams, useRevalidator } from "react-router";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import {
  type SavedHere,
  savedAtMessage,
  withNotice,
} from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import type { ItemOutcome } from "../../features/back-office/staff-item.tsx";
import { LoadedItem } from "../../features/back-office/staff-item.tsx";
import { REFERENCE_FORM, REFERENCE_SAVED } from "../../features/commitments/reference-form.ts";
import { ContentForm } from "../../features/content-form/content-form.tsx";
import {
  type FormValues,
  formValues,
  type StoredItem,
} from "../../features/content-form/form-model.ts";
import { apiUpload } from "../../lib/api.ts";
import type { StaffReference } from "../../lib/api-types.ts";
import { readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/reference-form";

export function meta({ params }: Route.MetaArgs) {
  const heading = params.id ? "Modifier la référence" : "Ajouter une référence";
  return [{ title: `${heading} – Administration` }];
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

const LOAD_MESSAGES = { notFound: "Référence introuvable.", failed: "Erreur de chargement" };

/** The reference an edit edits, read in the browser (the token lives there), not awaited. */
async function readReference(id: string): Promise<ItemOutcome<StaffReference>> {
  const read = await readApi("/references/admin/:id", { params: { id } }, "");
  if (!read.ok) return { problem: read.status === 404 ? "notFound" : "failed", read: read.read };
  return { item: read.answer.data, read: read.read };
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { reference: params.id ? readReference(params.id) : undefined };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/references/nouveau and /admin/references/{id} (issue 32 point 4, ADR 064): a
 * certification, a partner or a client, drawn from the registry's descriptor by the
 * content forms' own form, as a person's (ADR 058). Saved, the list says so; refused, each
 * message shows by its field and the typing stays.
 */
export default function ReferenceForm({ loaderData }: Route.ComponentProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  const mode = id ? "edit" : "create";
  const [createValues] = useState<FormValues>(() => formValues(REFERENCE_FORM.model, "create"));
  const revalidator = useRevalidator();
  // 'Enregistrer et continuer' says it saved, here or (after a creation) on arriving.
  const arrived = (useLocation().state as SavedHere | null)?.savedHere ?? null;
  const [saved, setSaved] = useState<string | null>(arrived);

  const form = (initialValues: FormValues) => (
    <ContentForm
      spec={REFERENCE_FORM}
      mode={mode}
      initialValues={initialValues}
      submitLabel={id ? "Enregistrer les modifications" : "Ajouter la référence"}
      draftKey={`reference:${id ?? "nouveau"}`}
      // The server keeps working copies of content items only (docs/decisions/053).
      workingCopy={null}
      saved={saved}
      onSubmit={async (body, onProgress, { stay }) => {
        const answer = (await apiUpload(
          id ? `/references/${encodeURIComponent(id)}` : "/references",
          {
            method: id ? "PATCH" : "POST",
            body,
            onProgress,
          },
        )) as { data?: { _id?: string } };
        const savedId = answer.data?._id;
        if (stay && savedId && !id) {
          await navigate(ADMIN_PATHS.referenceEdit(savedId), {
            state: { savedHere: savedAtMessage(REFERENCE_SAVED) } satisfies SavedHere,
          });
          return;
        }
        if (stay) {
          // The form starts again from the reference as saved.
          setSaved(savedAtMessage(REFERENCE_SAVED));
          await revalidator.revalidate();
          return;
        }
        await navigate(ADMIN_PATHS.references, withNotice({ message: REFERENCE_SAVED, savedId }));
      }}
    />
  );

  return (
    <FormPage
      backTo={ADMIN_PATHS.references}
      heading={id ? "Modifier la référence" : "Ajouter une référence"}
    >
      {loaderData.reference ? (
        <LoadedItem
          item={loaderData.reference}
          toValues={(item) =>
            formValues(REFERENCE_FORM.model, "edit", item as unknown as StoredItem)
          }
          messages={LOAD_MESSAGES}
        >
          {form}
        </LoadedItem>
      ) : (
        form(createValues)
      )}
    </FormPage>
  );
}
