import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { CANDIDATURE_LIMITS, CV_FIELD } from "../../../domain/candidature-messages.ts";
import { HoneypotField } from "../../components/honeypot-field.tsx";
import { VisitorField } from "../../components/visitor-field.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import type { FormOutcome } from "../../lib/app-context.ts";
import { fieldRefusals, refusalText } from "../../lib/form-refusal.ts";
import { PrivacyNotice } from "../site/privacy-notice.tsx";

/** The page's answer to an application sent without JavaScript: the outcome and what was typed. */
export type ApplicationOutcome = FormOutcome & { values?: Record<string, string> };

/** The fields a candidate must fill, in the form's order, the CV last. */
const REQUIRED = ["nom", "email", "telephone", CV_FIELD] as const;

/**
 * The application form of an open offer's page (issue 32, ADR 066): name, email, phone, an
 * optional message and the CV (a PDF of at most 5 MB). Sent to the page's own action, in
 * place with JavaScript (what was typed stays in the fields, each error beside its field),
 * as a plain multipart post without (the page answers with the fields filled again).
 */
export function ApplicationForm({ outcome }: { outcome?: ApplicationOutcome | undefined }) {
  const texts = useTexts();
  const { t } = texts;
  const fetcher = useFetcher<ApplicationOutcome>();
  const id = useId();
  const [problem, setProblem] = useState<{ text: string; fields: Record<string, string> }>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const result = fetcher.data ?? outcome;
  const sending = fetcher.state !== "idle";
  const values = outcome && !outcome.ok ? (outcome.values ?? {}) : {};
  const refused = result && !result.ok ? result : undefined;
  const shown = problem?.text ?? (refused ? refusalText(refused, texts, "candidature") : null);
  const errors = problem?.fields ?? (refused ? fieldRefusals(refused, texts, "candidature") : {});
  const field = (name: string) => `${id}-${name}`;

  if (result?.ok) {
    return (
      <div role="status" className="rounded border border-green-300 bg-green-50 p-4 text-green-900">
        <p>{t("careers.form.success")}</p>
      </div>
    );
  }

  /** What the page can tell before sending: each missing field, and a CV too heavy. */
  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const fields: Record<string, string> = {};
    for (const name of REQUIRED) {
      const value = data.get(name);
      const empty = value instanceof File ? value.size === 0 : String(value ?? "").trim() === "";
      if (empty) fields[name] = t("form.required");
    }
    const cv = data.get(CV_FIELD);
    if (cv instanceof File && cv.size > CANDIDATURE_LIMITS.cvMaxBytes) {
      fields[CV_FIELD] = t("formErrors.candidature.cvTooLarge");
    }
    const first = REQUIRED.find((name) => fields[name]);
    const next = first
      ? fields[first] === t("form.required")
        ? t("form.fillAllFields")
        : (fields[first] as string)
      : undefined;
    setProblem(next ? { text: next, fields } : undefined);
    if (!first) return;
    event.preventDefault();
    // The first field to mend takes the focus, where its error is read out.
    document.getElementById(field(first))?.focus();
  }

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      onSubmit={check}
      // The browser's own checks until the page runs, then the site's messages.
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
      <div className="grid gap-4 sm:grid-cols-2">
        <VisitorField id={field("nom")} label={t("careers.form.name")} required error={errors.nom}>
          {(a11y) => (
            <input {...a11y} name="nom" required autoComplete="name" defaultValue={values.nom} />
          )}
        </VisitorField>
        <VisitorField
          id={field("email")}
          label={t("careers.form.email")}
          required
          error={errors.email}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={values.email}
            />
          )}
        </VisitorField>
        <VisitorField
          id={field("telephone")}
          label={t("careers.form.phone")}
          required
          error={errors.telephone}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="telephone"
              type="tel"
              required
              autoComplete="tel"
              placeholder="+221 77 123 45 67"
              defaultValue={values.telephone}
            />
          )}
        </VisitorField>
      </div>
      <VisitorField id={field("message")} label={t("careers.form.message")} error={errors.message}>
        {(a11y) => <textarea {...a11y} name="message" rows={5} defaultValue={values.message} />}
      </VisitorField>
      <VisitorField id={field(CV_FIELD)} label={t("careers.form.cv")} required error={errors.cv}>
        {(a11y) => (
          <>
            <input
              {...a11y}
              aria-describedby={[a11y["aria-describedby"], field("cv-hint")]
                .filter(Boolean)
                .join(" ")}
              name={CV_FIELD}
              type="file"
              required
              accept="application/pdf,.pdf"
              className={`${a11y.className} bg-white file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-900`}
            />
            <p id={field("cv-hint")} className="text-sm text-slate-600">
              {refused && !result?.ok && Object.keys(values).length > 0
                ? t("careers.form.cvAgain")
                : t("careers.form.cvHint")}
            </p>
          </>
        )}
      </VisitorField>
      <HoneypotField />
      <button
        type="submit"
        disabled={sending}
        className="min-h-11 self-start rounded bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {sending ? t("careers.form.sending") : t("careers.form.submit")}
      </button>
      <PrivacyNotice text="formData" />
    </fetcher.Form>
  );
}
