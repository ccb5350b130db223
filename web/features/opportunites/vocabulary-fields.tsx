import { Suspense, use, useMemo, useState } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { Category } from "../../../domain/categories.ts";
import { countryGroups } from "../../../domain/countries.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import { type Read, readApi } from "../../lib/back-office-client.ts";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import type { SectionProps } from "../content-form/content-form.tsx";
import type { FormValues, SectionModel, StoredItem } from "../content-form/form-model.ts";

/** The categories of GET /categories (every language, in order), for a screen's loader. */
export const readCategories = (): Promise<Read<{ data: Category[] }>> =>
  readApi("/categories", {}, "Impossible de charger les catégories.");

/**
 * The opportunity's category, one of the list administrators keep (/admin/categories),
 * chosen by its French label; the value is its id. The select appears once the list is
 * read (by the screen's loader), so that the stored choice is selected in it; a failed
 * read says why and offers to read again.
 */
export function CategorySelect<V extends FieldValues>({
  form,
  name,
  categories,
}: {
  form: SchemaForm<V>;
  name: Path<V>;
  categories: Promise<Read<{ data: Category[] }>>;
}) {
  const [read, setRead] = useState(categories);
  const loading = (
    <FieldShell label="Catégorie" error={form.errorFor(name)}>
      {() => <p className="py-2 text-sm text-slate-600">Chargement des catégories…</p>}
    </FieldShell>
  );
  return (
    <Suspense fallback={loading}>
      <CategoryChoice form={form} name={name} read={read} retry={() => setRead(readCategories())} />
    </Suspense>
  );
}

function CategoryChoice<V extends FieldValues>({
  form,
  name,
  read,
  retry,
}: {
  form: SchemaForm<V>;
  name: Path<V>;
  read: Promise<Read<{ data: Category[] }>>;
  retry(): void;
}) {
  const outcome = use(read);
  const categories = outcome.ok ? outcome.answer.data : null;
  const failure = outcome.ok ? undefined : outcome.message;
  return (
    <FieldShell
      label="Catégorie"
      error={form.errorFor(name) ?? failure}
      hint={categories?.length === 0 ? "Aucune catégorie : un administrateur les crée." : undefined}
    >
      {(a11y) =>
        categories ? (
          <select {...a11y} {...form.field(name)} className={INPUT_CLASS}>
            <option value="">Aucune catégorie</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.libelle.fr}
              </option>
            ))}
          </select>
        ) : (
          <button
            type="button"
            onClick={retry}
            className="self-start rounded border border-slate-300 px-3 py-2 text-sm hover:border-brand-600"
          >
            Réessayer
          </button>
        )
      }
    </FieldShell>
  );
}

/**
 * The opportunity's country: West Africa first (the group's region), then every other
 * country, named in French. A native select: its type-ahead finds a country by its first
 * letters, on a phone too.
 */
export function CountrySelect<V extends FieldValues>({
  form,
  name,
  hint,
}: {
  form: SchemaForm<V>;
  name: Path<V>;
  hint?: string | undefined;
}) {
  const groups = useMemo(() => countryGroups("fr"), []);
  return (
    <FieldShell label="Pays" error={form.errorFor(name)} hint={hint}>
      {(a11y) => (
        <select {...a11y} {...form.field(name)} className={INPUT_CLASS}>
          <option value="">Aucun pays</option>
          <optgroup label="Afrique de l'Ouest">
            {groups.westAfrica.map(({ code, name: country }) => (
              <option key={code} value={code}>
                {country}
              </option>
            ))}
          </optgroup>
          <optgroup label="Autres pays">
            {groups.others.map(({ code, name: country }) => (
              <option key={code} value={code}>
                {country}
              </option>
            ))}
          </optgroup>
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The opportunity's own section of its form: its category and its country, which the
 * registry holds as `categorie`, `codePays` and `pays` (a country's name, read only when
 * sent). A country typed before countries had codes (`paysHorsListe`, never sent) stays
 * until one is picked from the list.
 */
export const OPPORTUNITY_SECTION: SectionModel = {
  fields: ["categorie", "codePays", "pays"],
  notSent: ["paysHorsListe"],
  values(item?: StoredItem): FormValues {
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return {
      categorie: text(item?.categorieId),
      codePays: text(item?.codePays),
      paysHorsListe: item && !item.codePays ? text(item.pays) : "",
    };
  },
  toBody(body, values) {
    if (values.paysHorsListe && !values.codePays) body.delete("codePays");
  },
};

/** The category and country selects, in the details' columns. */
export function OpportunitySection({ form, initialValues, read }: SectionProps) {
  const outside = initialValues.paysHorsListe;
  return (
    <>
      <CategorySelect
        form={form}
        name={"categorie" as Path<FormValues>}
        categories={read as Promise<Read<{ data: Category[] }>>}
      />
      <CountrySelect
        form={form}
        name={"codePays" as Path<FormValues>}
        hint={
          outside
            ? `Enregistré : « ${String(outside)} », hors de la liste. Choisissez le pays pour le traduire sur le site.`
            : undefined
        }
      />
    </>
  );
}
