import { eq } from "drizzle-orm";
import type { ReleasePdf, ReleaseState } from "../../../domain/communiques.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import { COMMUNIQUE_TYPE } from "../../../domain/content-types/communique.ts";
import { z } from "../../../domain/zod.ts";
import { communiques } from "../../db/schema.ts";
import type { Storage } from "../../plugins/storage.ts";
import { contentAnswer, forReader, isoDate, localized, type Reader } from "../content/answers.ts";
import {
  type ContentDeps,
  type ContentReading,
  createContentQueries,
} from "../content/content.queries.ts";
import type { ContentRecord } from "../content/content.repository.ts";
import { answeredValues, commonView } from "../content/present.ts";
import { releaseIsPublic } from "../content/visibility.ts";
import type { ReleaseRow } from "./communiques.repository.ts";

/** A release's PDF as answered: where to download it, its size and its name. */
export const ReleasePdfViewSchema = z.object({
  url: z.string(),
  octets: z.number().int(),
  nom: z.string(),
});

/** What a release answers besides its registry fields, for a reader `R`. */
const releaseAnswer = <R extends Reader>(reader: R) =>
  contentAnswer(COMMUNIQUE_TYPE, reader).extend({
    slugs: localized(z.string()),
    /** The release as a file (public, like pictures), or null. */
    pdf: ReleasePdfViewSchema.nullable(),
    dateCreation: isoDate,
  });

export const StaffReleaseSchema = releaseAnswer("staff").extend({
  slug: z.string(),
  dateModification: isoDate,
});
export type StaffRelease = z.infer<typeof StaffReleaseSchema>;

export const publicReleaseSchema = <R extends "one" | "any">(reader: R) =>
  releaseAnswer(reader).extend({ slug: forReader(z.string(), reader) });
export type PublicRelease = z.infer<ReturnType<typeof publicReleaseSchema<"any">>>;

export type ReleasePublicFilter = Record<never, never>;

export interface ReleaseStaffFilter {
  etat?: ReleaseState | undefined;
}

/** A stored PDF's public address (it is served as the pictures are). */
export const pdfView = (storage: Pick<Storage, "publicUrl">, pdf: ReleasePdf | null) =>
  pdf ? { url: `${storage.publicUrl}${pdf.cle}`, octets: pdf.octets, nom: pdf.nom } : null;

function common(
  storage: Pick<Storage, "publicUrl">,
  record: ContentRecord<ReleaseRow>,
  slugs: Localized,
) {
  const { row } = record;
  return {
    ...commonView(record),
    slugs,
    pdf: pdfView(storage, row.pdf),
    dateCreation: row.createdAt.toISOString(),
  };
}

const releaseReading = (
  storage: Pick<Storage, "publicUrl">,
): ContentReading<
  typeof communiques,
  PublicRelease,
  StaffRelease,
  ReleasePublicFilter,
  ReleaseStaffFilter
> => ({
  isPublic: releaseIsPublic,
  // Newest first, by the date the release bears.
  publicOrder: () => [
    [communiques.dateCommunique, "desc"],
    [communiques.createdAt, "desc"],
  ],
  staffFilter: ({ etat }) => (etat ? eq(communiques.etat, etat) : undefined),

  toPublic(record, slugs, lang: Language | undefined) {
    return {
      ...common(storage, record, slugs),
      ...answeredValues(COMMUNIQUE_TYPE, record.row, lang),
      slug: lang ? slugs[lang] || slugs.fr : slugs,
      medias: {},
    };
  },

  toStaff(record, slugs) {
    return {
      ...common(storage, record, slugs),
      ...answeredValues(COMMUNIQUE_TYPE, record.row),
      slug: slugs.fr,
      medias: {},
      dateModification: record.row.updatedAt.toISOString(),
    };
  },
});

/** The reads of press releases, shared by GET /communiques… and the pages' loaders. */
export const createReleaseQueries = (deps: ContentDeps<typeof communiques>) =>
  createContentQueries(deps, releaseReading(deps.storage));

export type ReleaseQueries = ReturnType<typeof createReleaseQueries>;
