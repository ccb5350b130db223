import { describedImage } from "../../../domain/alt-texts.ts";
import { ARTICLE_MESSAGES, articlePublicationDate } from "../../../domain/articles.ts";
import {
  ARTICLE_IMAGE_FIELD,
  ARTICLE_TYPE,
  CreateArticleInputSchema,
  UpdateArticleInputSchema,
} from "../../../domain/content-types/article.ts";
import type { articles } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { keptOrNewImage } from "../content/alt-texts.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";

const M = ARTICLE_MESSAGES;

/** How articles are written; "now" (a published article's date) is the app clock's. */
const articleWriting = (
  clock: Clock,
): ContentWriting<
  typeof articles,
  ReturnType<typeof CreateArticleInputSchema.parse>,
  ReturnType<typeof UpdateArticleInputSchema.parse>,
  undefined
> => ({
  notFound: M.notFound,
  definition: ARTICLE_TYPE,
  createSchema: CreateArticleInputSchema,
  updateSchema: UpdateArticleInputSchema,
  keptWhenBlank: ["etat", "datePublication"],

  // Planning an article needs a date chosen with it: the stored one was another state's.
  beforeEditValidation: (merged, sent, current) =>
    sent.etat === "planifié" && current.etat !== "planifié" && sent.datePublication === undefined
      ? { ...merged, datePublication: null }
      : merged,

  uploads: (input) => ({
    files: input.imagePrincipale ? [input.imagePrincipale as UploadedFile] : [],
    field: ARTICLE_IMAGE_FIELD,
    typeMessage: M.imageType,
  }),

  createValues: ({ imagePrincipale: _file, texteAlternatif, ...input }, _resolved, [image]) => ({
    ...input,
    datePublication: articlePublicationDate({ ...input, dateSent: true }, undefined, clock.now()),
    imagePrincipale: image ? describedImage(image, texteAlternatif, undefined) : null,
  }),

  editValues: (
    { imagePrincipale: _file, texteAlternatif, ...input },
    { images: [image], current, sent },
  ) => ({
    ...input,
    datePublication: articlePublicationDate(
      { ...input, dateSent: sent.datePublication !== undefined },
      current,
      clock.now(),
    ),
    imagePrincipale: keptOrNewImage(current.imagePrincipale, image, texteAlternatif),
  }),
});

export const createArticleCommands = (deps: ContentDeps<typeof articles>) =>
  createContentCommands(deps, articleWriting(deps.clock));
