import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { SECTOR_CODES, type SectorCode } from "../../../domain/constants.ts";
import { HoneypotField } from "../../components/honeypot-field.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import type { FormOutcome } from "../../lib/app-context.ts";
import { refusalText } from "../../lib/form-refusal.ts";
import { PrivacyNotice } from "../site/privacy-notice.tsx";

/** The fields a person must fill (SPEC.md §5), besides the sector. */
const REQUIRED = ["nom", "numero", "email", "description"] as const;

/** The page's answer to a form sent without JavaScript: the outcome and what was typed. */
export type ContactOutcome = FormOutcome & { values?: Record<string, string> };

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
  const fetcher = useFetcher<ContactOutcome>();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const result = fetcher.data ?? outcome;
  const sending = fetcher.state !== "idle";
  const values = outcome && !outcome.ok ? (outcome.values ?? {}) : {};
  const shown = problem ?? (result && !result.ok ? refusalText(result, texts, "contact") : null);

  if (result?.ok) {
    return (
      <p role="status" className="rounded border border-green-300 bg-green-50 p-4 text-green-900">
        {t("contact.success")}
      </p>
    );
  }

  /** SPEC.md §5: the required fields first, then the sector, each with its one message. */
  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const missing = REQUIRED.some((name) => text(name) === "");
    const next = missing
      ? t("form.fillAllFields")
      : text("secteur") === ""
        ? t("form.selectServiceError")
        : null;
    setProblem(next);
    if (next) event.preventDefault();
  }

  const field = (name: string) => `${id}-${name}`;
  const inputClass =
    "w-full rounded border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

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
        <div className="flex flex-col gap-1">
          <label htmlFor={field("nom")} className="text-sm font-medium">
            {t("contact.name")} *
          </label>
          <input
            id={field("nom")}
            name="nom"
            required
            autoComplete="name"
            defaultValue={values.nom}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={field("numero")} className="text-sm font-medium">
            {t("contact.phone")} *
          </label>
          <input
            id={field("numero")}
            name="numero"
            type="tel"
            required
            autoComplete="tel"
            placeholder="+221 77 123 45 67"
            defaultValue={values.numero}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={field("email")} className="text-sm font-medium">
            {t("contact.email")} *
          </label>
          <input
            id={field("email")}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={values.email}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={field("entreprise")} className="text-sm font-medium">
            {t("contact.company")}
          </label>
          <input
            id={field("entreprise")}
            name="entreprise"
            autoComplete="organization"
            defaultValue={values.entreprise}
            className={inputClass}
          />
        </div>
      </div>
      {sector ? (
        <input type="hidden" name="secteur" value={sector} />
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={field("secteur")} className="text-sm font-medium">
            {t("contact.service")} *
          </label>
          <select
            id={field("secteur")}
            name="secteur"
            required
            defaultValue={values.secteur ?? ""}
            className={inputClass}
          >
            <option value="">{t("contact.chooseService")}</option>
            {SECTOR_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`nav.${code}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={field("description")} className="text-sm font-medium">
          {t("contact.message")} *
        </label>
        <textarea
          id={field("description")}
          name="description"
          required
          rows={6}
          defaultValue={values.description}
          className={inputClass}
        />
      </div>
      <HoneypotField />
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {sending ? t("contact.sending") : t("contact.submit")}
      </button>
      <PrivacyNotice text="formData" />
    </fetcher.Form>
  );
}
