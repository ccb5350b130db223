import type { Path } from "react-hook-form";
import { PHONE_PLACEHOLDER } from "../../../domain/users.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";

/** The values of any form holding a person's name and phone (a user, one's profile). */
interface PersonValues {
  prenom: string;
  nom: string;
  telephone?: string | null | undefined;
}

// Path<V> of a generic V does not list the names V is known to have: named once here.
const PRENOM = "prenom" as Path<PersonValues>;
const NOM = "nom" as Path<PersonValues>;
const TELEPHONE = "telephone" as Path<PersonValues>;
type PersonForm = SchemaForm<PersonValues>;

/** A staff member's first and last name, side by side from tablet width (SPEC.md §5). */
export function NameFields<V extends PersonValues>({ form }: { form: SchemaForm<V> }) {
  const person = form as unknown as PersonForm;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell label="Prénom" required error={person.errorFor(PRENOM)}>
        {(a11y) => (
          <input
            {...a11y}
            {...person.field(PRENOM)}
            className={INPUT_CLASS}
            autoComplete="given-name"
            maxLength={50}
          />
        )}
      </FieldShell>
      <FieldShell label="Nom" required error={person.errorFor(NOM)}>
        {(a11y) => (
          <input
            {...a11y}
            {...person.field(NOM)}
            className={INPUT_CLASS}
            autoComplete="family-name"
            maxLength={50}
          />
        )}
      </FieldShell>
    </div>
  );
}

/** A staff member's phone, optional, in the international format. */
export function PhoneField<V extends PersonValues>({ form }: { form: SchemaForm<V> }) {
  const person = form as unknown as PersonForm;
  return (
    <FieldShell
      label="Téléphone"
      error={person.errorFor(TELEPHONE)}
      hint="Facultatif, au format international."
    >
      {(a11y) => (
        <input
          {...a11y}
          {...person.field(TELEPHONE)}
          type="tel"
          placeholder={PHONE_PLACEHOLDER}
          className={INPUT_CLASS}
          autoComplete="tel"
        />
      )}
    </FieldShell>
  );
}
