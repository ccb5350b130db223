import {
  CreateOfferInputSchema,
  OFFRE_EMPLOI_TYPE,
  UpdateOfferInputSchema,
} from "../../../domain/content-types/offre-emploi.ts";
import { closingDayOf, OFFER_MESSAGES as M } from "../../../domain/offres-emploi.ts";
import type { offresEmploi } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";

type Created = ReturnType<typeof CreateOfferInputSchema.parse>;
type Edited = ReturnType<typeof UpdateOfferInputSchema.parse>;

/**
 * What an offer stores of a valid form: its closing day at midnight UTC (the rule reads the
 * day), and a publication date when published (now, by the app's clock, when none was sent).
 */
function stored<T extends { dateCloture: Date | null; etat: string; datePublication: Date | null }>(
  input: T,
  clock: Clock,
) {
  return {
    ...input,
    dateCloture: closingDayOf(input.dateCloture as Date),
    datePublication: input.etat === "publié" ? (input.datePublication ?? clock.now()) : null,
  };
}

const offerWriting = (
  clock: Clock,
): ContentWriting<typeof offresEmploi, Created, Edited, undefined> => ({
  notFound: M.notFound,
  definition: OFFRE_EMPLOI_TYPE,
  createSchema: CreateOfferInputSchema,
  updateSchema: UpdateOfferInputSchema,
  // An empty select or date field leaves the stored value.
  keptWhenBlank: ["secteur", "typeContrat", "etat", "datePublication", "dateCloture"],
  // An offer has no picture.
  uploads: () => ({ files: [], field: "", typeMessage: "" }),
  createValues: (input) => stored(input, clock),
  editValues: (input) => stored(input, clock),
});

export const createOfferCommands = (deps: ContentDeps<typeof offresEmploi>) =>
  createContentCommands(deps, offerWriting(deps.clock));
