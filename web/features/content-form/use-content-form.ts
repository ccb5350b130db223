import type { FieldValues } from "react-hook-form";
import { useFormDraft } from "../../lib/use-form-draft.ts";
import { type FormSchema, useSchemaForm } from "../../lib/use-schema-form.ts";

/** What a content form's create and edit pages give it. */
export interface ContentFormProps<V> {
  mode: "create" | "edit";
  initialValues: V;
  submitLabel: string;
  /** Where the typing is kept until saved (`opportunite:nouveau`, `realisation:{id}`). */
  draftKey: string;
}

/**
 * A content form's state, validated by the domain's creation or edition schema, and its
 * draft (the files, which a page cannot store, left out with the `notStored` fields).
 */
export function useContentForm<V extends FieldValues>(
  { mode, initialValues, draftKey }: ContentFormProps<V>,
  schemas: { create: FormSchema; edit: FormSchema },
  notStored: readonly string[],
) {
  const form = useSchemaForm(mode === "create" ? schemas.create : schemas.edit, initialValues);
  const draft = useFormDraft(form.form, { key: draftKey, exclude: notStored });
  return { form, draft };
}
