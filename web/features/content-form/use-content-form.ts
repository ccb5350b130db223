import { useState } from "react";
import type { UploadProgress } from "../../lib/api.ts";
import { useFormDraft } from "../../lib/use-form-draft.ts";
import { type FormSchema, useSchemaForm } from "../../lib/use-schema-form.ts";
import type { FormValues } from "./form-model.ts";
import { failureFor } from "./form-support.ts";
import { useWorkingCopy, type WorkingCopyTarget } from "./use-working-copy.ts";

/** How a save was asked for, and what the server must know of it. */
export interface SaveRequest {
  /** 'Enregistrer et continuer': the screen stays on the document once saved. */
  stay: boolean;
  /** The working copy of a new item the creation comes from (the server discards it). */
  workingCopyId: string | undefined;
}

/** What a content form's create and edit pages give it. */
export interface ContentFormProps {
  mode: "create" | "edit";
  initialValues: FormValues;
  submitLabel: string;
  /** Where the typing is kept in this browser until saved (`opportunite:nouveau`, `realisation:{id}`). */
  draftKey: string;
  /** What the working copy kept on the server is a copy of (docs/decisions/053); null: none. */
  workingCopy: WorkingCopyTarget | null;
  /** Sends the body, telling how much of it has gone; throws ApiError on failure. */
  onSubmit(
    body: FormData,
    onProgress: (progress: UploadProgress) => void,
    request: SaveRequest,
  ): Promise<void>;
}

/**
 * A content form's state, validated by the domain's creation or edition schema, its
 * draft in this browser and its working copy on the server (the files, which neither
 * keeps, left out with the `notStored` fields) and the progress of its send (for an
 * UploadProgressBar).
 */
export function useContentForm(
  { mode, initialValues, draftKey, workingCopy: target, onSubmit }: ContentFormProps,
  schemas: { create: FormSchema; edit: FormSchema },
  notStored: readonly string[],
) {
  const form = useSchemaForm(mode === "create" ? schemas.create : schemas.edit, initialValues);
  const draft = useFormDraft(form.form, { key: draftKey, exclude: notStored });
  const workingCopy = useWorkingCopy(form.form, target, notStored);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  /**
   * The form's onSubmit: a valid value goes to the page as the body `toBody` makes of it,
   * the draft forgotten once saved (the server discards the working copy in the same
   * save); a failure shows its message (SPEC.md §8).
   */
  const submit = (toBody: (values: FormValues) => FormData, stay: () => boolean) =>
    form.handleSubmit(
      draft.guard(
        workingCopy.around(async (values: FormValues) => {
          setProgress(null);
          try {
            await onSubmit(toBody(values), setProgress, {
              stay: stay(),
              workingCopyId: workingCopy.copyId(),
            });
          } finally {
            setProgress(null);
          }
        }),
      ),
      failureFor(mode),
    );

  return { form, draft, workingCopy, progress, submit };
}
