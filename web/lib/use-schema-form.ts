// The back-office form hook: react-hook-form holds the value (nested paths, lists, files)
// and the domain's zod schema validates it, the same schema the API parses the body with
// (docs/decisions/007-form-library.md). Only back-office routes import this file, so the
// library stays out of the public pages' JavaScript.
import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, type ChangeEvent, useEffect, useMemo, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage, type FieldError } from "./api.ts";
import {
  clearServerErrors,
  type ServerErrors,
  serverErrorsByPath,
  toFormData,
  visibleError,
} from "./form-values.ts";

/** A domain schema that reads an object: the form's value. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * Validates the form value with a domain schema. `raw`: the value is kept as typed rather
 * than replaced by the schema's output (trimmed, lower-cased, numbers, dates), because it
 * is what goes to the API, which parses it with the same schema.
 */
export function schemaResolver<V extends FieldValues>(schema: FormSchema): Resolver<V> {
  return zodResolver(schema, undefined, { raw: true, mode: "sync" }) as unknown as Resolver<V>;
}

/** What a failed send shows above the form: a fixed fallback, or the screen's own wording. */
type FailureMessage = string | ((caught: unknown) => string);

/**
 * Form state validated by a domain schema as the user types (DESIGN.md §1). The whole value
 * is validated on every change, so a rule across fields (the confirmation, a date required
 * once published) is always current; a field's error shows once the field has been left or
 * the form submitted. The API's `erreurs` show beside their fields until the field changes.
 * What was typed is never reset by a failed submit.
 */
export function useSchemaForm<V extends FieldValues>(schema: FormSchema, defaultValues: V) {
  const resolver = useMemo(() => schemaResolver<V>(schema), [schema]);
  const form = useForm<V>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    // The library validates on submit only; the effect below validates on every change.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Read during render: react-hook-form re-renders on the states a render reads.
  const { errors, touchedFields, isSubmitted } = form.formState;

  useEffect(() => {
    void form.trigger();
    return form.subscribe({ formState: { values: true }, callback: () => void form.trigger() });
  }, [form]);

  const forget = (path: string) => setServerErrors((current) => clearServerErrors(current, path));

  /** Sets a value from code (a list, a file, a chosen tag) as if typed: touched, revalidated. */
  function setValue<P extends Path<V>>(path: P, value: PathValue<V, P>) {
    forget(path);
    form.setValue(path, value, { shouldDirty: true, shouldTouch: true });
  }

  return {
    /** The underlying react-hook-form object (`control` for useFieldArray, `watch`, …). */
    form,
    /** The error to show beside the field at `path` (`titre.fr`, `motsCles.it`, `images`). */
    errorFor(path: Path<V>): string | undefined {
      return visibleError(path, {
        serverErrors,
        clientErrors: errors,
        touched: touchedFields,
        submitted: isSubmitted,
      });
    },
    /** Props for an input, select or textarea bound to `path` (uncontrolled). */
    field<P extends Path<V>>(path: P, options?: RegisterOptions<V, P>) {
      const registered = form.register(path, options);
      return {
        ...registered,
        onChange(event: ChangeEvent) {
          forget(path);
          return registered.onChange(event);
        },
      };
    },
    /**
     * Props for `<input type="file">`: the field holds a File (or null) when single, a
     * File[] with `multiple`. A file input cannot be given a value, so none is passed.
     */
    fileField<P extends Path<V>>(path: P, { multiple = false }: { multiple?: boolean } = {}) {
      return {
        name: path,
        type: "file" as const,
        multiple,
        onChange(event: ChangeEvent<HTMLInputElement>) {
          const files = Array.from(event.currentTarget.files ?? []);
          setValue(path, (multiple ? files : (files[0] ?? null)) as PathValue<V, P>);
        },
      };
    },
    setValue,
    /** The whole current value, nested as the schema reads it. */
    values: (): V => form.getValues(),
    /** The current value as multipart FormData with the API's dotted names. */
    formData: (): FormData => toFormData(form.getValues()),
    /** The form-level error (the API's message), shown above the fields. */
    formError,
    setFormError,
    /** Shows the API's `erreurs` beside their fields (`champ` is a dotted path). */
    setServerErrors(erreurs: readonly FieldError[]) {
      setServerErrors(serverErrorsByPath(erreurs));
    },
    /** True from a valid submit until its send settles. */
    sending,
    /**
     * The form's onSubmit: validates the whole value, then calls `send` with it when valid.
     * When `send` throws, its ApiError's `erreurs` go beside their fields and the message
     * above the form; the typed value stays.
     */
    handleSubmit(send: (values: V) => Promise<void>, failure: FailureMessage) {
      return (event?: BaseSyntheticEvent) => {
        setFormError(null);
        return form.handleSubmit(async (values) => {
          setSending(true);
          try {
            await send(values);
          } catch (caught) {
            if (caught instanceof ApiError) setServerErrors(serverErrorsByPath(caught.erreurs));
            setFormError(
              typeof failure === "string" ? errorMessage(caught, failure) : failure(caught),
            );
          } finally {
            setSending(false);
          }
        })(event);
      };
    },
  };
}

export type SchemaForm<V extends FieldValues> = ReturnType<typeof useSchemaForm<V>>;
