import { and, eq } from "drizzle-orm";
import type { Language, Localized, SectorCode } from "../../../domain/constants.ts";
import { OFFRE_EMPLOI_TYPE } from "../../../domain/content-types/offre-emploi.ts";
import { countryName } from "../../../domain/countries.ts";
import { type ContractType, isOfferOpen, type OfferState } from "../../../domain/offres-emploi.ts";
import { z } from "../../../domain/zod.ts";
import { offresEmploi } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { contentAnswer, forReader, isoDate, localized, type Reader } from "../content/answers.ts";
import {
  type ContentDeps,
  type ContentReading,
  createContentQueries,
} from "../content/content.queries.ts";
import type { ContentRecord } from "../content/content.repository.ts";
import { answeredValues, commonView } from "../content/present.ts";
import { offerIsClosed, offerIsOpen } from "../content/visibility.ts";
import type { OfferRow } from "./offres-emploi.repository.ts";

/** What an offer answers besides its registry fields, for a reader `R`. */
const offerAnswer = <R extends Reader>(reader: R) =>
  contentAnswer(OFFRE_EMPLOI_TYPE, reader).extend({
    slugs: localized(z.string()),
    /** The country as the reader's language names it ("Sénégal", "Senegal"). */
    nomPays: forReader(z.string(), reader),
    dateCreation: isoDate,
  });

/** An offer in the back office: every text in every language, for the edit form. */
export const StaffOfferSchema = offerAnswer("staff").extend({
  slug: z.string(),
  dateModification: isoDate,
  /**
   * Whether the site shows it now: published and before the end of its closing day. A
   * published offer past its closing day is closed (its page answers 410).
   */
  ouverte: z.boolean(),
});
export type StaffOffer = z.infer<typeof StaffOfferSchema>;

/** An open offer on the public site, in the reader's language (every language without one). */
export const publicOfferSchema = <R extends "one" | "any">(reader: R) =>
  offerAnswer(reader).extend({ slug: forReader(z.string(), reader) });
export type PublicOffer = z.infer<ReturnType<typeof publicOfferSchema<"any">>>;

/** The careers page's filters (issue 32), as its address writes them. */
export interface OfferPublicFilter {
  secteur?: SectorCode | undefined;
  /** ISO 3166 code, in capitals. */
  pays?: string | undefined;
}

export interface OfferStaffFilter {
  etat?: OfferState | undefined;
  secteur?: SectorCode | undefined;
  typeContrat?: ContractType | undefined;
}

/** The country's name in every language. */
const countryNames = (code: string): Localized => ({
  fr: countryName(code, "fr"),
  en: countryName(code, "en"),
  it: countryName(code, "it"),
});

function common(record: ContentRecord<OfferRow>, slugs: Record<Language, string>) {
  const { row } = record;
  return {
    ...commonView(record),
    slugs,
    dateCreation: row.createdAt.toISOString(),
  };
}

const offerReading = (
  clock: Clock,
): ContentReading<
  typeof offresEmploi,
  PublicOffer,
  StaffOffer,
  OfferPublicFilter,
  OfferStaffFilter
> => ({
  // Only open offers are public: a closed one leaves the list, the sitemap and the search.
  isPublic: offerIsOpen,
  // The nearest closing first: what a candidate must not miss.
  publicOrder: () => [
    [offresEmploi.dateCloture, "asc"],
    [offresEmploi.createdAt, "desc"],
  ],
  publicFilter: async ({ secteur, pays }) =>
    and(
      secteur ? eq(offresEmploi.secteur, secteur) : undefined,
      pays ? eq(offresEmploi.codePays, pays) : undefined,
    ),
  staffFilter: ({ etat, secteur, typeContrat }) =>
    and(
      etat ? eq(offresEmploi.etat, etat) : undefined,
      secteur ? eq(offresEmploi.secteur, secteur) : undefined,
      typeContrat ? eq(offresEmploi.typeContrat, typeContrat) : undefined,
    ),

  toPublic(record, slugs, lang) {
    const { row } = record;
    return {
      ...common(record, slugs),
      ...answeredValues(OFFRE_EMPLOI_TYPE, row, lang),
      nomPays: lang ? countryName(row.codePays, lang) : countryNames(row.codePays),
      slug: lang ? slugs[lang] || slugs.fr : slugs,
      medias: {},
    };
  },

  toStaff(record, slugs) {
    const { row } = record;
    return {
      ...common(record, slugs),
      ...answeredValues(OFFRE_EMPLOI_TYPE, row),
      nomPays: countryNames(row.codePays),
      slug: slugs.fr,
      medias: {},
      dateModification: row.updatedAt.toISOString(),
      ouverte: isOfferOpen(row, clock.now()),
    };
  },
});

/** The careers page's country filter: the countries open offers name, in the reader's words. */
export interface OfferFacets {
  pays: { code: string; nom: string }[];
}

/** The reads of job offers, shared by GET /offres-emploi… and the pages' loaders. */
export function createOfferQueries(deps: ContentDeps<typeof offresEmploi>) {
  const { repository, slugs, cache, clock } = deps;
  const reading = offerReading(clock);
  return {
    ...createContentQueries(deps, reading),

    /** The countries of the open offers, by name in `lang`: the careers list's filter. */
    async publicFacets(lang: Language): Promise<OfferFacets> {
      const { value } = await cache.read(`offres-emploi:facets:${lang}`, async () => {
        const codes = await repository.distinctValues(
          offresEmploi.codePays,
          offerIsOpen(clock.now()),
        );
        return {
          pays: codes
            .map((code) => ({ code, nom: countryName(code, lang) }))
            .sort((a, b) => a.nom.localeCompare(b.nom, lang)),
        };
      });
      return value;
    },

    /**
     * A published offer whose closing day is over, by a slug (current or former, any
     * language): what its page shows to say it is closed (issue 32). Undefined for an open
     * offer (its page is the public one), a draft or no offer at all.
     */
    async findClosedBySlug(slug: string, lang: Language) {
      const wanted = slug.trim().toLowerCase();
      const { value } = await cache.read(`offres-emploi:closed:${lang}:${wanted}`, async () => {
        const id = await slugs.resolve(repository.type, wanted, lang);
        const record = id ? await repository.find(id, offerIsClosed(clock.now())) : undefined;
        if (!record) return undefined;
        const current = (await repository.slugsOf([record.row]))(record.row.id);
        return {
          item: reading.toPublic(record, current, lang) as PublicOffer,
          id: record.row.id,
          slug: current[lang] || current.fr,
          slugs: current,
        };
      });
      return value;
    },
  };
}

export type OfferQueries = ReturnType<typeof createOfferQueries>;
