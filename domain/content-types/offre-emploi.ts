// Job offers in the registry (issue 32): their fields, limits and messages
// (domain/offres-emploi.ts keeps the messages and the rule saying whether one is open).
import { SECTOR_CODES } from "../constants.ts";
import { STATE_LABELS } from "../content.ts";
import { dateField } from "../content-fields.ts";
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  OFFER_LIMITS as L,
  OFFER_MESSAGES as M,
  OFFER_STATES,
  offerCountryField,
} from "../offres-emploi.ts";
import type { z } from "../zod.ts";
import { defineContentType, formSchema } from "./define.ts";
import { choice, date, localizedText, plainText, SECTOR_LABELS } from "./fields.ts";
import { CONTENT_TYPE_IDENTITIES } from "./identities.ts";

export const OFFRE_EMPLOI_TYPE = defineContentType({
  ...CONTENT_TYPE_IDENTITIES.offreEmploi,
  errorOrder: "languages",
  excerpt: "description",
  fields: {
    titre: localizedText({
      label: "Titre",
      max: L.titleMax,
      required: "all",
      messages: { required: M.titleRequired, tooLong: M.titleTooLong },
      search: "A",
      list: {},
    }),
    lieu: localizedText({
      label: "Lieu",
      max: L.placeMax,
      required: "fr",
      messages: { required: M.placeRequired, tooLong: M.placeTooLong },
      search: "B",
      list: { phone: "hidden" },
      form: { hint: "La ville et le site, tels que le candidat les lira (« Dakar, siège »)." },
    }),
    description: localizedText({
      label: "Description",
      markdown: true,
      max: L.descriptionMax,
      required: "fr",
      messages: { required: M.descriptionRequired, tooLong: M.descriptionTooLong },
      search: "C",
    }),
    secteur: choice({
      label: "Secteur",
      values: SECTOR_CODES,
      labels: SECTOR_LABELS,
      message: M.sectorInvalid,
      list: {},
      filter: { all: "Tous les secteurs" },
      form: { placeholder: "Choisir un secteur" },
    }),
    // The country by its ISO code, as opportunities' `codePays`; its name is read in the
    // reader's language (domain/countries.ts).
    codePays: {
      ...plainText({
        label: "Pays (code ISO)",
        max: 100,
        message: M.countryTooLong,
        required: M.countryRequired,
        list: { header: "Pays" },
        form: { hint: "Le code à deux lettres de la norme ISO 3166-1 : SN, CI, ML…", maxLength: 2 },
      }),
      schema: offerCountryField,
    },
    typeContrat: choice({
      label: "Type de contrat",
      values: CONTRACT_TYPES,
      labels: CONTRACT_TYPE_LABELS,
      message: M.contractInvalid,
      list: { header: "Contrat" },
      filter: { all: "Tous les contrats" },
    }),
    // Required (an offer without one would never close): its own schema says so, so that
    // the message comes with the others'.
    dateCloture: {
      ...date({
        label: "Date de clôture",
        message: M.closingDateInvalid,
        list: { header: "Clôture" },
        form: {
          hint: "L'offre reste ouverte jusqu'au soir de ce jour (heure de Dakar).",
          day: true,
        },
      }),
      schema: () =>
        dateField(M.closingDateInvalid).refine((value) => value !== null, M.closingDateRequired),
      requiredIn: () => true,
    },
    etat: choice({
      label: "État",
      values: OFFER_STATES,
      labels: STATE_LABELS,
      message: M.stateInvalid,
      fallback: "brouillon",
      list: {},
      filter: { all: "Tous les états" },
    }),
    datePublication: date({
      label: "Date de publication",
      message: M.publicationDateInvalid,
      form: { publication: { state: "etat", shownIn: ["publié"] }, startsNow: true },
    }),
  },
});

export const CreateOfferInputSchema = formSchema(OFFRE_EMPLOI_TYPE, "create");
export type CreateOfferInput = z.output<typeof CreateOfferInputSchema>;

export const UpdateOfferInputSchema = formSchema(OFFRE_EMPLOI_TYPE, "edit");
export type UpdateOfferInput = z.output<typeof UpdateOfferInputSchema>;
