// The group's credentials (issue 32, point 4; docs/decisions/064): certifications,
// partners and clients, read by anyone in one language and kept by administrators. Their
// fields and messages come from the registry (domain/content-types/reference.ts); their
// logos from the media library (ADR 052). The writes, the places in a group, the pictures
// and the journal are those of every ordered side type, the people's too (ADR 058;
// ../content/ordered-side.service.ts): here only what is a reference's.
import type { Localized } from "../../../domain/constants.ts";
import {
  CreateReferenceInputSchema,
  REFERENCE_TYPE,
  sortReferenceErrors,
  UpdateReferenceInputSchema,
} from "../../../domain/content-types/reference.ts";
import {
  groupRuleErrors,
  REFERENCE_MESSAGES as M,
  REFERENCE_GROUPS,
  type ReferenceGroup,
} from "../../../domain/references.ts";
import { groupReferences } from "../../db/schema.ts";
import {
  createOrderedSideService,
  type OrderedPublic,
  type OrderedStaff,
} from "../content/ordered-side.service.ts";

/** A reference's own fields, the same in every language (a name, an issuer, a link). */
interface ReferenceFields {
  nom: string;
  emetteur: string;
  annee: number | null;
  lien: string;
}

/** A reference as the pages and `GET /references?lang=` read it: one language. */
export type PublicReference = OrderedPublic<ReferenceGroup, "logo", ReferenceFields>;

/** A reference as the back office reads it: the logo's texts in every language. */
export type StaffReference = OrderedStaff<ReferenceGroup, "logo", ReferenceFields>;

/** A name in every language, for the pictures' fallback texts ("Logo of …" reads the name). */
const everywhere = (name: string): Localized<string> => ({ fr: name, en: name, it: name });

const ownFields = (row: ReferenceFields): ReferenceFields => ({
  nom: row.nom,
  emetteur: row.emetteur,
  annee: row.annee,
  lien: row.lien,
});

export const createReferences = (deps: Parameters<typeof createOrderedSideService>[1]) =>
  createOrderedSideService(
    {
      table: groupReferences,
      lockName: "group_references",
      cacheKey: "references",
      journalType: "reference",
      groups: REFERENCE_GROUPS,
      definition: REFERENCE_TYPE,
      createSchema: CreateReferenceInputSchema,
      updateSchema: UpdateReferenceInputSchema,
      sortErrors: sortReferenceErrors,
      // A certification's issuer and year, a partner's or a client's link.
      rules: groupRuleErrors,
      picture: { field: "logo", typeMessage: M.logoType, title: (row) => everywhere(row.nom) },
      notFoundMessage: M.notFound,
      publicFields: (row) => ownFields(row),
      staffFields: ownFields,
    },
    deps,
  );

export type ReferencesService = ReturnType<typeof createReferences>;
