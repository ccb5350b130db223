import { type FormEvent, useState } from "react";
import { SECTOR_CODES, type SectorCode } from "../../../domain/constants.ts";
import { VisitorField } from "../../components/visitor-field.tsx";
import { useSiteSettings } from "../site/site-settings.ts";
import { useVisitorForm, VisitorForm, type VisitorOutcome } from "../site/visitor-form.tsx";

/** The fields a person must fill (SPEC.md §5), besides the sector. */
const REQUIRED = ["nom", "numero", "email", "description"] as const;

/**
 * The page's answer to a form sent without JavaScript: the outcome and what was typed, or
 * on success the sector written to, whose reply-time promise the thanks repeat.
 */
export type ContactOutcome = VisitorOutcome & { secteur?: string };

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
  const form = useVisitorForm("contact", outcome);
  const { t } = form.texts;
  const { field, values, errors, result } = form;
  const { secteurs } = useSiteSettings();
  const [sentSector, setSentSector] = useState<string>();

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
    const summary = missing
      ? t("form.fillAllFields")
      : fields.secteur
        ? t("form.selectServiceError")
        : undefined;
    form.settle(event, summary ? { text: summary, fields } : undefined, [...REQUIRED, "secteur"]);
  }

  return (
    // SPEC.md §5's messages once the page runs.
    <VisitorForm
      state={form}
      action={action}
      onSubmit={check}
      submitLabel={t("contact.submit")}
      sendingLabel={t("contact.sending")}
    >
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
    </VisitorForm>
  );
}
