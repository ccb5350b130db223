import { and, eq, sql } from "drizzle-orm";
import { altTextsOf } from "../../../domain/alt-texts.ts";
import type { Language, SectorCode } from "../../../domain/constants.ts";
import type { ArticleState } from "../../../domain/content.ts";
import { ARTICLE_TYPE } from "../../../domain/content-types/article.ts";
import { isArticlePublic } from "../../../domain/visibility.ts";
import { z } from "../../../domain/zod.ts";
import { articles } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { imageUrl, type Storage } from "../../plugins/storage.ts";
import { contentAnswer, isoDate, localized } from "../content/answers.ts";
import {
  type ContentDeps,
  type ContentReading,
  createContentQueries,
} from "../content/content.queries.ts";
import type { ContentRecord } from "../content/content.repository.ts";
import { altTextForReader, answeredValues, commonView, mediasOf } from "../content/present.ts";
import { articleIsPublic } from "../content/visibility.ts";
import type { ArticleRow } from "./articles.repository.ts";

/** An article as the public site reads it (SPEC.md §3): every text in one language. */
export const PublicArticleSchema = contentAnswer(ARTICLE_TYPE, "one").extend({
  slug: z.string(),
  slugs: localized(z.string()),
  etat: z.literal("publié"),
});
export type PublicArticle = z.infer<typeof PublicArticleSchema>;

/** An article as the back office reads it: every language, its real state. */
export const StaffArticleSchema = contentAnswer(ARTICLE_TYPE, "staff").extend({
  slug: z.string(),
  slugs: localized(z.string()),
  /** Whether the public site shows it now (a planned article once its date has passed). */
  enLigne: z.boolean(),
  /** When it was created: the back-office list's date column (docs/decisions/050). */
  dateCreation: isoDate,
  dateModification: isoDate,
});
export type StaffArticle = z.infer<typeof StaffArticleSchema>;

export interface ArticlePublicFilter {
  /** A sector page's articles. */
  categorie?: SectorCode | undefined;
}

export interface ArticleStaffFilter {
  etat?: ArticleState | undefined;
  categorie?: SectorCode | undefined;
}

/** The articles of one sector (their categories hold it). */
const inCategory = (categorie: SectorCode | undefined) =>
  categorie ? sql`${articles.categories} @> ${JSON.stringify([categorie])}::jsonb` : undefined;

function common(storage: Pick<Storage, "publicUrl">, record: ContentRecord<ArticleRow>) {
  const image = record.row.imagePrincipale;
  return {
    ...commonView(record),
    categories: record.row.categories,
    imagePrincipale: image ? imageUrl(storage, image) : null,
  };
}

/** How articles are read; their images' URLs point where `storage` serves them. */
const articleReading = (
  storage: Pick<Storage, "publicUrl">,
  clock: Clock,
): ContentReading<
  typeof articles,
  PublicArticle,
  StaffArticle,
  ArticlePublicFilter,
  ArticleStaffFilter
> => ({
  isPublic: articleIsPublic,
  publicOrder: () => [
    [articles.datePublication, "desc", "last"],
    [articles.createdAt, "desc"],
  ],
  publicFilter: async ({ categorie }) => inCategory(categorie),
  staffFilter: ({ etat, categorie }) =>
    and(etat ? eq(articles.etat, etat) : undefined, inCategory(categorie)),

  toPublic(record, slugs, lang = "fr" as Language) {
    const { row } = record;
    return {
      ...common(storage, record),
      ...answeredValues(ARTICLE_TYPE, row, lang),
      slug: slugs[lang] || slugs.fr,
      slugs,
      texteAlternatif: altTextForReader(row.imagePrincipale, lang, row.titre) as string,
      medias: mediasOf(storage, ARTICLE_TYPE, row, { lang, title: row.titre }),
      etat: "publié",
    };
  },

  toStaff(record, slugs) {
    const { row } = record;
    return {
      ...common(storage, record),
      ...answeredValues(ARTICLE_TYPE, row),
      slug: slugs.fr,
      slugs,
      texteAlternatif: altTextsOf(row.imagePrincipale),
      medias: mediasOf(storage, ARTICLE_TYPE, row, { lang: undefined, title: row.titre }),
      enLigne: isArticlePublic(row, clock.now()),
      dateCreation: row.createdAt.toISOString(),
      dateModification: row.updatedAt.toISOString(),
    };
  },
});

/** The reads of articles, shared by GET /articles… and the pages' loaders. */
export const createArticleQueries = (deps: ContentDeps<typeof articles>) =>
  createContentQueries(deps, articleReading(deps.storage, deps.clock));

export type ArticleQueries = ReturnType<typeof createArticleQueries>;
