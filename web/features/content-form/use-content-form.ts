import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { UploadProgress } from "../../lib/api.ts";
import { useFormDraft } from "../../lib/use-form-draft.ts";
import { type FormSchema, useSchemaForm } from "../../lib/use-schema-form.ts";
import { failureFor } from "./form-support.ts";

/** What a content form's create and edit pages give it. */
export interface ContentFormProps<V> {
  mode: "create" | "edit";
  initialValues: V;
  submitLabel: string;
  /** Where the typing is kept until saved (`opportunite:nouveau`, `realisation:{id}`). */
  draftKey: string;
  /** Sends the body, telling how much of it has gone; throws ApiError on failure. */
  onSubmit(body: FormData, onProgress: (progress: UploadProgress) => void): Promise<void>;
}

/**
 * A content form's state, validated by the domain's creation or edition schema, its
 * draft (the files, which a page cannot store, left out with the `notStored` fields) and
 * the progress of its send (for an UploadProgressBar).
 */
export function useContentForm<V extends FieldValues>(
  { mode, initialValues, draftKey, onSubmit }: ContentFormProps<V>,
  schemas: { create: FormSchema; edit: FormSchema },
  notStored: readonly string[],
) {
  const form = useSchemaForm(mode === "create" ? schemas.create : schemas.edit, initialValues);
  const draft = useFormDraft(form.form, { key: draftKey, exclude: notStored });
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  /**
   * The form's onSubmit: a valid value goes to the page as the body `toBody` makes of it,
   * the draft forgotten once saved; a failure shows its message (SPEC.md §8).
   */
  const submit = (toBody: (values: V) => FormData) =>
    form.handleSubmit(
      draft.guard(async (values: V) => {
        setProgress(null);
        try {
          await onSubmit(toBody(values), setProgress);
        } finally {
          setProgress(null);
        }
      }),
      failureFor(mode),
    );

  return { form, draft, progress, submit };
}
