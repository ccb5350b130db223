// The frame of the public forms a visitor fills in (the contact form, a job application):
// sent to a page's action, in place with JavaScript (the fields keep what was typed, each
// error beside its field) and as a plain post without (the page answers with the fields
// filled again). Each form keeps its own fields and its own check; this keeps the rest.
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { HoneypotField } from "../../components/honeypot-field.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import type { FormOutcome } from "../../lib/app-context.ts";
import { fieldRefusals, refusalText, type VisitorFormName } from "../../lib/form-refusal.ts";
import { PrivacyNotice } from "./privacy-notice.tsx";

/** A page action's answer to a visitor's form: the outcome and, refused, what was typed. */
export type VisitorOutcome = FormOutcome & { values?: Record<string, string> };

/** What the page's own check found before sending: the summary and each field's message. */
export interface FormProblem {
  text: string;
  fields: Record<string, string>;
}

/**
 * A visitor form's state: the answer (from the fetcher, or the page's action without
 * JavaScript), what to show of a refusal, the values to fill again, and `stop`, which holds
 * back a send the page's check refused.
 */
export function useVisitorForm<O extends VisitorOutcome>(
  form: VisitorFormName,
  outcome: O | undefined,
) {
  const texts = useTexts();
  const fetcher = useFetcher<O>();
  const id = useId();
  const [problem, setProblem] = useState<FormProblem>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const result = fetcher.data ?? outcome;
  // TypeScript narrows a union, not a type parameter: the refusal's own type.
  const refused = result && !result.ok ? (result as VisitorOutcome & { ok: false }) : undefined;
  const field = (name: string) => `${id}-${name}`;
  return {
    texts,
    fetcher,
    hydrated,
    result,
    refused,
    field,
    sending: fetcher.state !== "idle",
    /** What was typed, when the page answered a refused plain post. */
    values: outcome && !outcome.ok ? (outcome.values ?? {}) : ({} as Record<string, string>),
    shown: problem?.text ?? (refused ? refusalText(refused, texts, form) : null),
    errors: problem?.fields ?? (refused ? fieldRefusals(refused, texts, form) : {}),
    /**
     * The page's check of a send: with a problem, the send stops, the summary shows and the
     * first field of `order` to mend takes the focus, where its error is read out; without
     * one, the last problem goes and the form is sent.
     */
    settle(event: FormEvent<HTMLFormElement>, found: FormProblem | undefined, order: string[]) {
      setProblem(found);
      if (!found) return;
      event.preventDefault();
      const first = order.find((name) => found.fields[name]);
      if (first) document.getElementById(field(first))?.focus();
    },
  };
}

type VisitorFormState = ReturnType<typeof useVisitorForm>;

/**
 * The form around a visitor form's fields: the summary of what is wrong, the fields, the
 * trap for robots, the button and the privacy notice. The browser's own checks apply until
 * the page runs, then the site's messages.
 */
export function VisitorForm({
  state,
  action,
  multipart = false,
  onSubmit,
  submitLabel,
  sendingLabel,
  children,
}: {
  state: Pick<VisitorFormState, "fetcher" | "hydrated" | "shown" | "field" | "sending">;
  action?: string;
  /** A form that sends a file. */
  multipart?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  const { fetcher, hydrated, shown, field, sending } = state;
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      onSubmit={onSubmit}
      noValidate={hydrated}
      className="flex flex-col gap-4"
      aria-describedby={shown ? field("problem") : undefined}
    >
      {shown && (
        <p
          id={field("problem")}
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {shown}
        </p>
      )}
      {children}
      <HoneypotField />
      <button
        type="submit"
        disabled={sending}
        className="min-h-11 self-start rounded bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {sending ? sendingLabel : submitLabel}
      </button>
      <PrivacyNotice text="formData" />
    </fetcher.Form>
  );
}
