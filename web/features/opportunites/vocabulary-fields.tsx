import { useMemo } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { countryGroups } from "../../../domain/countries.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { useCategories } from "../categories/categories-api.ts";

/**
 * The opportunity's category, one of the list administrators keep (/admin/categories),
 * chosen by its French label; the value is its id. The select appears once the list is
 * read, so that the stored choice is selected in it.
 */
export function CategorySelect<V extends FieldValues>({
  form,
  name,
}: {
  form: SchemaForm<V>;
  name: Path<V>;
}) {
  const { categories, failure, reload } = useCategories();
  return (
    <FieldShell
      label="Catégorie"
      error={form.errorFor(name) ?? failure ?? undefined}
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
        ) : failure ? (
          <button
            type="button"
            onClick={() => void reload()}
            className="self-start rounded border border-slate-300 px-3 py-2 text-sm hover:border-brand-600"
          >
            Réessayer
          </button>
        ) : (
          <p className="py-2 text-sm text-slate-600">Chargement des catégories…</p>
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
