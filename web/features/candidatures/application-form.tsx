import type { FormEvent } from "react";
import { CANDIDATURE_LIMITS, CV_FIELD } from "../../../domain/candidature-messages.ts";
import { VisitorField } from "../../components/visitor-field.tsx";
import { useVisitorForm, VisitorForm, type VisitorOutcome } from "../site/visitor-form.tsx";

/** The page's answer to an application sent without JavaScript: the outcome and what was typed. */
export type ApplicationOutcome = VisitorOutcome;

/** The fields a candidate must fill, in the form's order, the CV last. */
const REQUIRED = ["nom", "email", "telephone", CV_FIELD] as const;

/**
 * The application form of an open offer's page (issue 32, ADR 066): name, email, phone, an
 * optional message and the CV (a PDF of at most 5 MB). Sent to the page's own action, in
 * place with JavaScript (what was typed stays in the fields, each error beside its field),
 * as a plain multipart post without (the page answers with the fields filled again).
 */
export function ApplicationForm({ outcome }: { outcome?: ApplicationOutcome | undefined }) {
  const form = useVisitorForm("candidature", outcome);
  const { t } = form.texts;
  const { field, values, errors, refused, result } = form;

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
    const text = first
      ? fields[first] === t("form.required")
        ? t("form.fillAllFields")
        : (fields[first] as string)
      : undefined;
    form.settle(event, text ? { text, fields } : undefined, [...REQUIRED]);
  }

  return (
    <VisitorForm
      state={form}
      multipart
      onSubmit={check}
      submitLabel={t("careers.form.submit")}
      sendingLabel={t("careers.form.sending")}
    >
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
    </VisitorForm>
  );
}
