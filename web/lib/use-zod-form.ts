import { useMemo, useState } from "react";
import type { z } from "zod";
import type { FieldError } from "./api.ts";

type Values = Record<string, string>;

/**
 * Form state validated by a domain schema as the user types (DESIGN.md §1): the same zod
 * schema and French messages the API uses. A field's error shows once the field has been
 * left or the form submitted; what was typed is never reset by a failed submit.
 */
export function useZodForm<V extends Values>(schema: z.ZodType, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const clientErrors = useMemo(() => {
    const result = schema.safeParse(values);
    const errors: Partial<Record<string, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "");
        errors[field] ??= issue.message;
      }
    }
    return errors;
  }, [schema, values]);

  const errorFor = (field: keyof V & string): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? clientErrors[field] : undefined);

  return {
    values,
    errorFor,
    /** Props for an input bound to `field`. */
    field(field: keyof V & string) {
      return {
        name: field,
        value: values[field] ?? "",
        onChange(event: { target: { value: string } }) {
          const value = event.target.value;
          setValues((current) => ({ ...current, [field]: value }));
          setServerErrors((current) => ({ ...current, [field]: undefined }));
        },
        onBlur() {
          setTouched((current) => ({ ...current, [field]: true }));
        },
      };
    },
    reset(next: V) {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setServerErrors({});
    },
    /** Marks the form submitted; returns the parsed values, or null when invalid. */
    validate(): z.output<typeof schema> | null {
      setSubmitted(true);
      const result = schema.safeParse(values);
      return result.success ? result.data : null;
    },
    /** Shows the API's `erreurs` beside their fields. */
    setServerErrors(erreurs: FieldError[]) {
      const next: Partial<Record<string, string>> = {};
      for (const e of erreurs) next[e.champ.split(".")[0] ?? e.champ] ??= e.message;
      setServerErrors(next);
    },
  };
}
