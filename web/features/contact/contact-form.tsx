import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { SECTOR_CODES, type SectorCode } from "../../../domain/constants.ts";
import { HoneypotField } from "../../components/honeypot-field.tsx";
import { VisitorField } from "../../components/visitor-field.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import type { FormOutcome } from "../../lib/app-context.ts";
import { fieldRefusals, refusalText } from "../../lib/form-refusal.ts";
import { PrivacyNotice } from "../site/privacy-notice.tsx";
import { useSiteSettings } from "../site/site-settings.ts";

/** The fields a person must fill (SPEC.md §5), besides the sector. */
const REQUIRED = ["nom", "numero", "email", "description"] as const;

/**
 * The page's answer to a form sent without JavaScript: the outcome and what was typed, or
 * on success the sector written to, whose reply-time promise the thanks repeat.
 */
export type ContactOutcome = FormOutcome & { values?: Record<string, string>; secteur?: string };

/**
 * The contact form (SPEC.md §2, §5): name, phone, email, company (optional), message and
 * the sector, or a fixed sector on a sector page. Sent to `action` (a page's action, the
 * same server code as `POST /api/v1/contact`), in place with JavaScript, as a plain post
 * without; after a send it gives way to the success message.
 */
export function ContactForm({
  action,
  sector,
  outcome,
}: {
  action: string;
  sector?: SectorCode;
  outcome?: ContactOutcome | undefined;
}) {
  const texts = useTexts();
  const { t } = texts;
  const { secteurs } = useSiteSettings();
  const fetcher = useFetcher<ContactOutcome>();
  const id = useId();
  /** What the page's own check found, until the next send: the summary and each field. */
  const [problem, setProblem] = useState<{ text: string; fields: Record<string, string> }>();
  const [sentSector, setSentSector] = useState<string>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const result = fetcher.data ?? outcome;
  const sending = fetcher.state !== "idle";
  const values = outcome && !outcome.ok ? (outcome.values ?? {}) : {};
  const refused = result && !result.ok ? result : undefined;
  const shown = problem?.text ?? (refused ? refusalText(refused, texts, "contact") : null);
  const errors = problem?.fields ?? (refused ? fieldRefusals(refused, texts, "contact") : {});

  if (result?.ok) {
    // The sector's promise (SPEC.md §1): how soon this visitor will hear from the group.
    const written = sector ?? result.secteur ?? sentSector;
    const promise = written ? secteurs[written as SectorCode]?.delaiReponse : undefined;
    return (
      <div role="status" className="rounded border border-green-300 bg-green-50 p-4 text-green-900">
        <p>{t("contact.success")}</p>
        {promise ? <p className="mt-2 font-semibold">{promise}</p> : null}
      </div>
    );
  }

  /** SPEC.md §5: the required fields first, then the sector, each with its one message. */
  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const fields: Record<string, string> = {};
    for (const name of REQUIRED) if (text(name) === "") fields[name] = t("form.required");
    if (text("secteur") === "") fields.secteur = t("form.selectServiceError");
    setSentSector(text("secteur"));
    const missing = REQUIRED.some((name) => fields[name]);
    const next = missing
      ? t("form.fillAllFields")
      : fields.secteur
        ? t("form.selectServiceError")
        : undefined;
    setProblem(next ? { text: next, fields } : undefined);
    if (!next) return;
    event.preventDefault();
    // The first field to mend takes the focus, where its error is read out.
    const first = [...REQUIRED, "secteur"].find((name) => fields[name]);
    if (first) document.getElementById(field(first))?.focus();
  }

  const field = (name: string) => `${id}-${name}`;

  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={check}
      // The browser's own checks until the page runs, then SPEC.md §5's messages.
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
        <VisitorField id={field("nom")} label={t("contact.name")} required error={errors.nom}>
          {(a11y) => (
            <input {...a11y} name="nom" required autoComplete="name" defaultValue={values.nom} />
          )}
        </VisitorField>
        <VisitorField
          id={field("numero")}
          label={t("contact.phone")}
          required
          error={errors.numero}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="numero"
              type="tel"
              required
              autoComplete="tel"
              placeholder="+221 77 123 45 67"
              defaultValue={values.numero}
            />
          )}
        </VisitorField>
        <VisitorField id={field("email")} label={t("contact.email")} required error={errors.email}>
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
          id={field("entreprise")}
          label={t("contact.company")}
          error={errors.entreprise}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="entreprise"
              autoComplete="organization"
              defaultValue={values.entreprise}
            />
          )}
        </VisitorField>
      </div>
      {sector ? (
        <input type="hidden" name="secteur" value={sector} />
      ) : (
        <VisitorField
          id={field("secteur")}
          label={t("contact.service")}
          required
          error={errors.secteur}
        >
          {(a11y) => (
            <select {...a11y} name="secteur" required defaultValue={values.secteur ?? ""}>
              <option value="">{t("contact.chooseService")}</option>
              {SECTOR_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`nav.${code}`)}
                </option>
              ))}
            </select>
          )}
        </VisitorField>
      )}
      <VisitorField
        id={field("description")}
        label={t("contact.message")}
        required
        error={errors.description}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            name="description"
            required
            rows={6}
            defaultValue={values.description}
          />
        )}
      </VisitorField>
      <HoneypotField />
      <button
        type="submit"
        disabled={sending}
        className="min-h-11 self-start rounded bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {sending ? t("contact.sending") : t("contact.submit")}
      </button>
      <PrivacyNotice text="formData" />
    </fetcher.Form>
  );
}
