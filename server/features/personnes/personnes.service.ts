// The people of the governance (issue 32, point 1; docs/decisions/058): read by anyone in
// one language, kept by administrators. Their fields and messages come from the registry
// (domain/content-types/personne.ts); their portraits from the media library (ADR 052).
// The writes, the places in a group, the pictures and the journal are those of every
// ordered side type (../content/ordered-side.service.ts): here only what is a person's.
import type { Language, Localized } from "../../../domain/constants.ts";
import { pickLanguage } from "../../../domain/content.ts";
import {
  CreatePersonInputSchema,
  PERSONNE_TYPE,
  sortPersonErrors,
  UpdatePersonInputSchema,
} from "../../../domain/content-types/personne.ts";
import {
  PERSON_MESSAGES as M,
  PERSON_GROUPS,
  type PersonGroup,
} from "../../../domain/personnes.ts";
import { personnes } from "../../db/schema.ts";
import {
  createOrderedSideService,
  type OrderedPublic,
  type OrderedStaff,
} from "../content/ordered-side.service.ts";

/** A person as /gouvernance and `GET /personnes?lang=` read them: one language. */
export type PublicPerson = OrderedPublic<
  PersonGroup,
  "portrait",
  { nom: string; fonction: string; biographie: string }
>;

/** A person as the back office reads them: every language. */
export type StaffPerson = OrderedStaff<
  PersonGroup,
  "portrait",
  { nom: Localized<string>; fonction: Localized<string>; biographie: Localized<string> }
>;

const inLang = (value: Localized<string>, lang: Language) => pickLanguage(value, lang) ?? "";

export const createPeople = (deps: Parameters<typeof createOrderedSideService>[1]) =>
  createOrderedSideService(
    {
      table: personnes,
      lockName: "personnes",
      cacheKey: "personnes",
      journalType: "personne",
      groups: PERSON_GROUPS,
      definition: PERSONNE_TYPE,
      createSchema: CreatePersonInputSchema,
      updateSchema: UpdatePersonInputSchema,
      sortErrors: sortPersonErrors,
      picture: { field: "portrait", typeMessage: M.portraitType, title: (row) => row.nom },
      notFoundMessage: M.notFound,
      publicFields: (row, lang) => ({
        nom: inLang(row.nom, lang),
        fonction: inLang(row.fonction, lang),
        biographie: inLang(row.biographie, lang),
      }),
      staffFields: (row) => ({ nom: row.nom, fonction: row.fonction, biographie: row.biographie }),
    },
    deps,
  );

export type PeopleService = ReturnType<typeof createPeople>;
