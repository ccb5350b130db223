import { type FieldErrors, type FieldValues, type Path, useFieldArray } from "react-hook-form";
import { LANGUAGES, type Language, SECTORS, type SectorCode } from "../../../domain/constants.ts";
import { countryName } from "../../../domain/countries.ts";
import {
  LEGAL_IDENTIFIER_TYPES,
  LEGAL_NOTICE_FIELDS,
  type LegalNoticeFieldName,
} from "../../../domain/legal-notice.ts";
import { PRESENCE_COUNTRY_CODES, PRESENCE_LIMITS } from "../../../domain/presence.ts";
import {
  SITE_SETTINGS_LIMITS as LIMITS,
  type SiteSettings,
  SiteSettingsFormSchema,
} from "../../../domain/site-settings.ts";
import { FieldShell, FormNotices, INPUT_CLASS } from "../../components/form-field.tsx";
import { useFormDraft } from "../../lib/use-form-draft.ts";
import { type SchemaForm, useSchemaForm } from "../../lib/use-schema-form.ts";
import { LANGUAGE_NAMES, LanguageTabs } from "../content-form/language-tabs.tsx";
import { SaveBar } from "../content-form/save-bar.tsx";
import { LEGAL_SECTION_ID } from "./legal-notice-missing.tsx";

/**
 * The form's value: the settings without the logo and the press kit, WhatsApp as typed
 * ("" for none).
 */
export type SiteSettingsFormValues = Omit<SiteSettings, "logo" | "whatsapp" | "kitPresse"> & {
  whatsapp: string;
};

export function toFormValues(
  settings: Omit<SiteSettings, "kitPresse"> & { medias?: unknown; kitPresse?: unknown },
): SiteSettingsFormValues {
  // The logo, its picture (`medias`, ADR 041) and the press kit have requests of their own:
  // the form would send them back.
  const { logo: _logo, medias: _medias, kitPresse: _kit, ...fields } = settings;
  return { ...fields, whatsapp: settings.whatsapp ?? "" };
}

const EMPTY_LOCALIZED = { fr: "", en: "", it: "" };
const sectionClass = "flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6";
const headingClass = "text-lg font-semibold text-brand-900";
const smallButton =
  "rounded border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700";

/** Each error of the form's value with its dotted path, for the summary above the form. */
function flatErrors(errors: FieldErrors, prefix = ""): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === "string") {
      found.push({ path, message: (value as { message: string }).message });
    } else {
      found.push(...flatErrors(value as FieldErrors, path));
    }
  }
  return found;
}

/** Where an error of the summary lies, in the form's words: "Téléphone 2", "Secteur Mines". */
function placeOf(path: string): string {
  const [first, second] = path.split(".");
  const row = Number(second) + 1;
  if (first === "telephones") return `Téléphone ${row}`;
  if (first === "reseaux") return `Réseau ${row}`;
  if (first === "presence") {
    return path.startsWith("presence.bureaux.")
      ? `Bureau ${Number(path.split(".")[2]) + 1} (carte)`
      : "Carte de présence";
  }
  if (first === "secteurs") {
    return `Secteur ${SECTORS.find((sector) => sector.code === second)?.nom.fr ?? second}`;
  }
  return (
    {
      nomMarque: "Marque",
      email: "Contacts",
      emailCandidatures: "Contacts",
      whatsapp: "Contacts",
      bureaux: "Bureaux",
      contactPresse: "Contact presse",
      mentionsLegales: `Mentions légales, ${
        LEGAL_NOTICE_FIELDS.find((field) => field.name === second)?.label ?? "type d'identifiant"
      }`,
    }[first ?? ""] ?? "Formulaire"
  );
}

/**
 * A text in fr, en and it as three labelled inputs (a phone's or a figure's label), laid
 * out by the row around them: an empty English or Italian text is marked, the French one
 * shows in its place.
 */
function LocalizedInputs<V extends FieldValues>({
  form,
  path,
  label,
  max,
}: {
  form: SchemaForm<V>;
  path: string;
  label: string;
  max: number;
}) {
  const values = form.form.watch(path as Path<V>) as Record<Language, string> | undefined;
  return (
    <>
      {LANGUAGES.map((lang) => {
        const missing = lang !== "fr" && !values?.[lang]?.trim();
        return (
          <FieldShell
            key={lang}
            label={`${label} (${lang})${lang === "fr" ? " *" : ""}`}
            error={form.errorFor(`${path}.${lang}` as Path<V>)}
            hint={missing ? "Vide : le français s'affiche." : undefined}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field(`${path}.${lang}` as Path<V>)}
                className={INPUT_CLASS}
                maxLength={max}
              />
            )}
          </FieldShell>
        );
      })}
    </>
  );
}

/** A list row: its own field, its three labels, its remove button; one line on a desktop. */
const ROW_CLASS = "grid items-start gap-x-2 rounded border border-slate-200 p-3";
/** A phone number is longer than its labels; a figure (50+, 24/7) shorter. */
const PHONE_ROW = `${ROW_CLASS} sm:grid-cols-[minmax(0,1.3fr)_repeat(3,minmax(0,1fr))_auto]`;
const FIGURE_ROW = `${ROW_CLASS} sm:grid-cols-[minmax(0,0.6fr)_repeat(3,minmax(0,1fr))_auto]`;
const ROW_BUTTON = `${smallButton} sm:mt-6 justify-self-start`;
/** An office of the map: its city and country wider than its two coordinates. */
const OFFICE_ROW = `${ROW_CLASS} sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_repeat(2,minmax(0,0.8fr))_auto]`;

/**
 * A long text in fr, en and it behind language tabs (the offices, a reply-time promise); a
 * tab is marked when its text has an error or is empty.
 */
function LocalizedTabs<V extends FieldValues>({
  form,
  path,
  label,
  tabsLabel,
  max,
  rows,
}: {
  form: SchemaForm<V>;
  path: string;
  label: string;
  tabsLabel: string;
  max: number;
  rows: number;
}) {
  const values = form.form.watch(path as Path<V>) as Record<Language, string> | undefined;
  return (
    <LanguageTabs
      label={tabsLabel}
      hasError={(lang) =>
        Boolean(form.errorFor(`${path}.${lang}` as Path<V>)) || !values?.[lang]?.trim()
      }
    >
      {(lang) => (
        <FieldShell
          label={`${label} (${LANGUAGE_NAMES[lang].toLowerCase()})${lang === "fr" ? " *" : ""}`}
          error={form.errorFor(`${path}.${lang}` as Path<V>)}
          hint={lang === "fr" ? undefined : "Vide : le texte français s'affiche."}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              {...form.field(`${path}.${lang}` as Path<V>)}
              rows={rows}
              className={INPUT_CLASS}
              maxLength={max}
            />
          )}
        </FieldShell>
      )}
    </LanguageTabs>
  );
}

function PhonesFields({ form }: { form: SchemaForm<SiteSettingsFormValues> }) {
  const phones = useFieldArray({ control: form.form.control, name: "telephones" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-slate-800">Téléphones</legend>
      <p className="text-sm text-slate-600">
        Au format international, par exemple +221 33 869 00 00 ; le libellé nomme le pays ou le
        service.
      </p>
      {phones.fields.map((row, index) => (
        <div key={row.id} className={PHONE_ROW}>
          <FieldShell
            label={`Numéro ${index + 1} *`}
            error={form.errorFor(`telephones.${index}.numero`)}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field(`telephones.${index}.numero`)}
                type="tel"
                className={INPUT_CLASS}
                autoComplete="off"
              />
            )}
          </FieldShell>
          <LocalizedInputs
            form={form}
            path={`telephones.${index}.libelle`}
            label="Libellé"
            max={LIMITS.libelleMax}
          />
          <button type="button" className={ROW_BUTTON} onClick={() => phones.remove(index)}>
            Retirer<span className="sr-only"> le numéro {index + 1}</span>
          </button>
        </div>
      ))}
      {phones.fields.length < LIMITS.telephonesMax && (
        <div>
          <button
            type="button"
            className={smallButton}
            onClick={() => phones.append({ libelle: { ...EMPTY_LOCALIZED }, numero: "" })}
          >
            + Ajouter un numéro
          </button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The presence map's facts (issue 32): the countries highlighted, as boxes to tick, and the
 * offices, each with its city, its country and where it lies (degrees, as a map gives them).
 */
function PresenceFields({ form }: { form: SchemaForm<SiteSettingsFormValues> }) {
  const offices = useFieldArray({ control: form.form.control, name: "presence.bureaux" });
  const countries = PRESENCE_COUNTRY_CODES.map((code) => ({
    code,
    nom: countryName(code, "fr"),
  })).sort((a, b) => a.nom.localeCompare(b.nom, "fr"));
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-800">Pays de présence</legend>
        <p className="text-sm text-slate-600">
          Surlignés sur la carte des pages « Qui sommes-nous » et « Contact ».
        </p>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
          {countries.map((country) => (
            <label key={country.code} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={country.code} {...form.field("presence.pays")} />
              {country.nom}
            </label>
          ))}
        </div>
        {form.errorFor("presence.pays") ? (
          <p className="text-sm text-red-700">{form.errorFor("presence.pays")}</p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-slate-800">Bureaux sur la carte</legend>
        <p className="text-sm text-slate-600">
          Latitude et longitude en degrés décimaux (Dakar : 14,69 et -17,45) ; le pays du bureau
          doit être coché ci-dessus.
        </p>
        {offices.fields.map((row, index) => (
          <div key={row.id} className={OFFICE_ROW}>
            <FieldShell
              label={`Ville ${index + 1} *`}
              error={form.errorFor(`presence.bureaux.${index}.ville`)}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.field(`presence.bureaux.${index}.ville`)}
                  className={INPUT_CLASS}
                  maxLength={PRESENCE_LIMITS.villeMax}
                />
              )}
            </FieldShell>
            <FieldShell label="Pays *" error={form.errorFor(`presence.bureaux.${index}.pays`)}>
              {(a11y) => (
                <select
                  {...a11y}
                  {...form.field(`presence.bureaux.${index}.pays`)}
                  className={INPUT_CLASS}
                >
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.nom}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
            <FieldShell
              label="Latitude *"
              error={form.errorFor(`presence.bureaux.${index}.latitude`)}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.field(`presence.bureaux.${index}.latitude`)}
                  inputMode="decimal"
                  className={INPUT_CLASS}
                />
              )}
            </FieldShell>
            <FieldShell
              label="Longitude *"
              error={form.errorFor(`presence.bureaux.${index}.longitude`)}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.field(`presence.bureaux.${index}.longitude`)}
                  inputMode="decimal"
                  className={INPUT_CLASS}
                />
              )}
            </FieldShell>
            <button type="button" className={ROW_BUTTON} onClick={() => offices.remove(index)}>
              Retirer<span className="sr-only"> le bureau {index + 1}</span>
            </button>
          </div>
        ))}
        {offices.fields.length < PRESENCE_LIMITS.bureauxMax && (
          <div>
            <button
              type="button"
              className={smallButton}
              onClick={() =>
                offices.append({
                  ville: "",
                  pays: "SN",
                  latitude: Number.NaN,
                  longitude: Number.NaN,
                })
              }
            >
              + Ajouter un bureau
            </button>
          </div>
        )}
      </fieldset>
    </>
  );
}

function NetworksFields({ form }: { form: SchemaForm<SiteSettingsFormValues> }) {
  const networks = useFieldArray({ control: form.form.control, name: "reseaux" });
  return (
    <>
      {networks.fields.map((row, index) => (
        <div
          key={row.id}
          className="grid items-start gap-2 rounded border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto]"
        >
          <FieldShell
            label={`Réseau ${index + 1} *`}
            error={form.errorFor(`reseaux.${index}.reseau`)}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field(`reseaux.${index}.reseau`)}
                className={INPUT_CLASS}
                maxLength={LIMITS.reseauMax}
              />
            )}
          </FieldShell>
          <FieldShell
            label={`Adresse du réseau ${index + 1} *`}
            error={form.errorFor(`reseaux.${index}.url`)}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field(`reseaux.${index}.url`)}
                type="url"
                placeholder="https://"
                className={INPUT_CLASS}
                maxLength={LIMITS.urlMax}
              />
            )}
          </FieldShell>
          <button type="button" className={ROW_BUTTON} onClick={() => networks.remove(index)}>
            Retirer<span className="sr-only"> le réseau {index + 1}</span>
          </button>
        </div>
      ))}
      {networks.fields.length < LIMITS.reseauxMax && (
        <div>
          <button
            type="button"
            className={smallButton}
            onClick={() => networks.append({ reseau: "", url: "" })}
          >
            + Ajouter un réseau
          </button>
        </div>
      )}
    </>
  );
}

function SectorFields({
  form,
  code,
  name,
}: {
  form: SchemaForm<SiteSettingsFormValues>;
  code: SectorCode;
  name: string;
}) {
  const stats = useFieldArray({
    control: form.form.control,
    name: `secteurs.${code}.statistiques`,
  });
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="mb-2 font-semibold text-slate-800">{name}</legend>
      <p className="text-sm text-slate-600">
        Les chiffres de la page (50+, 95 %, 24/7…) et leurs libellés.
      </p>
      {stats.fields.map((row, index) => (
        <div key={row.id} className={FIGURE_ROW}>
          <FieldShell
            label={`Chiffre ${index + 1} *`}
            error={form.errorFor(`secteurs.${code}.statistiques.${index}.valeur`)}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field(`secteurs.${code}.statistiques.${index}.valeur`)}
                className={INPUT_CLASS}
                maxLength={LIMITS.valeurMax}
              />
            )}
          </FieldShell>
          <LocalizedInputs
            form={form}
            path={`secteurs.${code}.statistiques.${index}.libelle`}
            label="Libellé"
            max={LIMITS.libelleMax}
          />
          <button type="button" className={ROW_BUTTON} onClick={() => stats.remove(index)}>
            Retirer
            <span className="sr-only">
              {" "}
              le chiffre {index + 1} ({name})
            </span>
          </button>
        </div>
      ))}
      {stats.fields.length < LIMITS.statistiquesMax && (
        <div>
          <button
            type="button"
            className={smallButton}
            onClick={() => stats.append({ valeur: "", libelle: { ...EMPTY_LOCALIZED } })}
          >
            + Ajouter un chiffre ({name})
          </button>
        </div>
      )}
      <LocalizedTabs
        form={form}
        path={`secteurs.${code}.delaiReponse`}
        label={`${name} : délai de réponse promis`}
        tabsLabel={`Langue du délai de réponse (${name})`}
        max={LIMITS.delaiReponseMax}
        rows={2}
      />
    </fieldset>
  );
}

/** The facts a field of its own holds; the addresses take a few lines. */
const MULTILINE_FACTS: readonly LegalNoticeFieldName[] = ["siegeSocial", "hebergeurAdresse"];

/** A fact's field, with what its being empty means for the public page. */
function LegalFactField({
  form,
  name,
}: {
  form: SchemaForm<SiteSettingsFormValues>;
  name: LegalNoticeFieldName;
}) {
  const field = LEGAL_NOTICE_FIELDS.find((candidate) => candidate.name === name);
  if (!field) return null;
  const path = `mentionsLegales.${name}` as const;
  const value = form.form.watch(path);
  const hint =
    (value ?? "").trim() === ""
      ? field.required
        ? "Vide : la ligne n'apparaît pas sur la page publique."
        : "Facultatif."
      : undefined;
  return (
    <FieldShell
      label={`${field.label}${field.required ? "" : " (facultatif)"}`}
      error={form.errorFor(path)}
      hint={hint}
    >
      {(a11y) =>
        MULTILINE_FACTS.includes(name) ? (
          <textarea
            {...a11y}
            {...form.field(path)}
            rows={3}
            className={INPUT_CLASS}
            maxLength={field.max}
          />
        ) : (
          <input
            {...a11y}
            {...form.field(path)}
            type={name === "hebergeurTelephone" ? "tel" : "text"}
            className={INPUT_CLASS}
            maxLength={field.max}
            autoComplete="off"
          />
        )
      }
    </FieldShell>
  );
}

/**
 * The legal notice's facts (issue 32): the publisher's identity and registration, the
 * publication director, the host. Each fact not yet known may stay empty: its line is left
 * out of the public page, and the screen says what is missing.
 */
function LegalNoticeFields({ form }: { form: SchemaForm<SiteSettingsFormValues> }) {
  const fact = (name: LegalNoticeFieldName) => <LegalFactField form={form} name={name} />;
  return (
    <section aria-labelledby={LEGAL_SECTION_ID} className={sectionClass}>
      <h2 id={LEGAL_SECTION_ID} className={`${headingClass} scroll-mt-20`}>
        Mentions légales
      </h2>
      <p className="text-sm text-slate-600">
        L'éditeur du site, tel qu'il est immatriculé, le directeur de la publication et l'hébergeur.
        Ces informations s'affichent telles quelles dans les trois langues ; le reste de la page
        (propriété intellectuelle, droit applicable…) se modifie dans les textes de la page «
        Mentions légales ».
      </p>
      <fieldset className="grid gap-x-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-800">Éditeur du site</legend>
        {fact("raisonSociale")}
        {fact("formeJuridique")}
        {fact("capitalSocial")}
        {fact("rccm")}
        <FieldShell
          label="Type d'identifiant"
          error={form.errorFor("mentionsLegales.typeIdentifiant")}
          hint="NINEA au Sénégal, NCC en Côte d'Ivoire."
        >
          {(a11y) => (
            <select
              {...a11y}
              {...form.field("mentionsLegales.typeIdentifiant")}
              className={INPUT_CLASS}
            >
              {LEGAL_IDENTIFIER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {fact("identifiant")}
        <div className="sm:col-span-2">{fact("siegeSocial")}</div>
        {fact("directeurPublication")}
      </fieldset>
      <fieldset className="grid gap-x-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-800">Hébergeur</legend>
        {fact("hebergeurNom")}
        {fact("hebergeurTelephone")}
        <div className="sm:col-span-2">{fact("hebergeurAdresse")}</div>
      </fieldset>
    </section>
  );
}

/**
 * The press contact (issue 32, point 3): a name in each language (a service's translates),
 * an email and a phone.
 */
function PressContactFields({ form }: { form: SchemaForm<SiteSettingsFormValues> }) {
  return (
    <fieldset className="grid gap-x-4 sm:grid-cols-3">
      <legend className="mb-2 font-semibold text-slate-800">Contact presse</legend>
      <LocalizedInputs
        form={form}
        path="contactPresse.nom"
        label="Nom, personne ou service"
        max={LIMITS.contactPresseNomMax}
      />
      <FieldShell label="Email *" error={form.errorFor("contactPresse.email")}>
        {(a11y) => (
          <input
            {...a11y}
            {...form.field("contactPresse.email")}
            type="email"
            className={INPUT_CLASS}
            autoComplete="off"
          />
        )}
      </FieldShell>
      <FieldShell
        label="Téléphone *"
        error={form.errorFor("contactPresse.telephone")}
        hint="Au format international."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...form.field("contactPresse.telephone")}
            type="tel"
            className={INPUT_CLASS}
            autoComplete="off"
          />
        )}
      </FieldShell>
    </fieldset>
  );
}

/**
 * /admin/site's form (issue 18): every setting but the logo, validated as typed by the
 * schema the API applies, kept as a draft until saved, errors beside each field and
 * summed up above the form.
 */
export function SiteSettingsForm({
  initialValues,
  logoSection,
  pressKitSection,
  onSubmit,
}: {
  initialValues: SiteSettingsFormValues;
  /** The logo's own section (its upload is a request of its own). */
  logoSection: React.ReactNode;
  /** The press kit's files (their choices and upload are requests of their own). */
  pressKitSection: React.ReactNode;
  onSubmit(values: SiteSettingsFormValues): Promise<void>;
}) {
  const form = useSchemaForm(SiteSettingsFormSchema, initialValues);
  const draft = useFormDraft(form.form, { key: "site:parametres" });
  const { isSubmitted, errors } = form.form.formState;
  const summary = isSubmitted ? flatErrors(errors) : [];

  return (
    <form
      onSubmit={form.handleSubmit(draft.guard(onSubmit), "Erreur lors de l'enregistrement")}
      noValidate
      className="flex max-w-4xl flex-col gap-6"
    >
      <FormNotices draft={draft} error={form.formError} />
      {summary.length > 0 && (
        <div
          role="alert"
          className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-medium">
            {summary.length === 1
              ? "Une erreur empêche l'enregistrement :"
              : `${summary.length} erreurs empêchent l'enregistrement :`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {summary.map((error) => (
              <li key={error.path}>
                {placeOf(error.path)} : {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby="site-marque" className={sectionClass}>
        <h2 id="site-marque" className={headingClass}>
          Marque et logo
        </h2>
        <FieldShell
          label="Nom de la marque *"
          error={form.errorFor("nomMarque")}
          hint="Le même nom dans toutes les langues."
        >
          {(a11y) => (
            <input
              {...a11y}
              {...form.field("nomMarque")}
              className={INPUT_CLASS}
              maxLength={LIMITS.nomMarqueMax}
            />
          )}
        </FieldShell>
        {logoSection}
      </section>

      <section aria-labelledby="site-contacts" className={sectionClass}>
        <h2 id="site-contacts" className={headingClass}>
          Contacts
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldShell label="Email de contact *" error={form.errorFor("email")}>
            {(a11y) => (
              <input
                {...a11y}
                {...form.field("email")}
                type="email"
                className={INPUT_CLASS}
                autoComplete="off"
              />
            )}
          </FieldShell>
          <FieldShell
            label="Adresse des candidatures *"
            error={form.errorFor("emailCandidatures")}
            hint="Chaque candidature y est envoyée, avec le lien vers elle dans le back office (le CV reste sur le site)."
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field("emailCandidatures")}
                type="email"
                className={INPUT_CLASS}
                autoComplete="off"
              />
            )}
          </FieldShell>
          <FieldShell
            label="Numéro WhatsApp"
            error={form.errorFor("whatsapp")}
            hint="Facultatif, au format international."
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field("whatsapp")}
                type="tel"
                className={INPUT_CLASS}
                autoComplete="off"
              />
            )}
          </FieldShell>
        </div>
        <PhonesFields form={form} />
      </section>

      <section aria-labelledby="site-bureaux" className={sectionClass}>
        <h2 id="site-bureaux" className={headingClass}>
          Bureaux
        </h2>
        <LocalizedTabs
          form={form}
          path="bureaux"
          label="Texte des bureaux"
          tabsLabel="Langue du texte des bureaux"
          max={LIMITS.bureauxMax}
          rows={3}
        />
      </section>

      <section aria-labelledby="site-presence" className={sectionClass}>
        <h2 id="site-presence" className={headingClass}>
          Carte de présence
        </h2>
        <PresenceFields form={form} />
      </section>

      <section aria-labelledby="site-reseaux" className={sectionClass}>
        <h2 id="site-reseaux" className={headingClass}>
          Réseaux sociaux
        </h2>
        <NetworksFields form={form} />
      </section>

      <section aria-labelledby="site-secteurs" className={sectionClass}>
        <h2 id="site-secteurs" className={headingClass}>
          Secteurs
        </h2>
        <p className="text-sm text-slate-600">
          La barre de chiffres et le délai de réponse promis de chaque page secteur.
        </p>
        {SECTORS.map((sector) => (
          <SectorFields key={sector.code} form={form} code={sector.code} name={sector.nom.fr} />
        ))}
      </section>

      <section aria-labelledby="site-presse" className={sectionClass}>
        <h2 id="site-presse" className={headingClass}>
          Presse
        </h2>
        <p className="text-sm text-slate-600">
          Le contact que la page Presse donne aux journalistes, avec des liens pour écrire et
          appeler, et le kit presse qu'ils y téléchargent.
        </p>
        <PressContactFields form={form} />
        {pressKitSection}
      </section>

      <LegalNoticeFields form={form} />

      <SaveBar
        dirty={form.form.formState.isDirty}
        sending={form.sending}
        label="Enregistrer les paramètres"
      />
    </form>
  );
}
