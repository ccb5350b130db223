import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ARTICLE_MESSAGES,
  ArticleCategoryFilterSchema,
  ArticleStateFilterSchema,
  CreateArticleInputSchema,
  isArticlePublic,
  UpdateArticleInputSchema,
} from "../../../domain/articles.ts";
import { LANGUAGES, type Language, ROLES } from "../../../domain/constants.ts";
import type { ImageAsset } from "../../../domain/content.ts";
import { toLanguage } from "../../../domain/language.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import type { UserRow } from "../../db/schema.ts";
import type { SubmittedForm, UploadedFile } from "../../lib/form.ts";
import { readForm } from "../../lib/form.ts";
import {
  type FieldError,
  fieldErrorsFromZod,
  HttpError,
  parseOrThrow,
  validationError,
} from "../../lib/http-error.ts";
import type { ProcessedImage } from "../../lib/images.ts";
import { sendPublic } from "../../lib/public-cache.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { processUploadedImage, removeAfterCommit, withStoredImages } from "../content/uploads.ts";
import {
  type ArticleRow,
  type ArticleValues,
  createArticlesRepository,
} from "./articles.repository.ts";

const M = ARTICLE_MESSAGES;
const IMAGE_FIELD = "imagePrincipale";
const TAGS = ["articles"];
const STAFF_SECURITY = [{ bearerAuth: [] }];

const notFound = () => new HttpError(404, M.notFound);

const LangSchema = z.string().optional().transform(toLanguage);

const PublicListQuerySchema = PaginationQuerySchema.extend({
  lang: LangSchema,
  // Sector pages ask for their own articles; "" is no filter.
  categorie: z
    .union([ArticleCategoryFilterSchema, z.literal("")], { error: M.categorieFilterInvalid })
    .optional(),
});
const PublicDetailQuerySchema = z.object({ lang: LangSchema });
const SlugParamsSchema = z.object({ slug: z.string() });

const StaffListQuerySchema = PaginationQuerySchema.extend({
  etat: z.union([ArticleStateFilterSchema, z.literal("")], { error: M.etatInvalid }).optional(),
});
const IdParamsSchema = z.object({ id: z.string() });

/** Administrators see every article; a conseiller only theirs (docs/decisions/004). */
const ownerScope = (user: UserRow) => (user.role === ROLES.administrateur ? undefined : user.id);

/** Checks and re-encodes the main image in memory: 415 for a non-image, 413 for a huge one. */
const processMainImage = (file: UploadedFile): Promise<ProcessedImage> =>
  processUploadedImage(file.data, { field: IMAGE_FIELD, typeMessage: M.imageType });

/** POST /articles: the form as the creation schema reads it. */
function creationInput(form: SubmittedForm) {
  return {
    titre: form.localized("titre"),
    contenu: form.localized("contenu"),
    resume: form.localized("resume"),
    motsCles: form.localizedList("motsCles"),
    categories: form.list("categories"),
    etat: form.text("etat")?.trim() || undefined,
    datePublication: form.text("datePublication"),
  };
}

/** PATCH /articles/{id}: only the fields the form sent; the others keep their value. */
interface SubmittedEdit {
  titre: Partial<Record<Language, string>>;
  contenu: Partial<Record<Language, string>>;
  resume: Partial<Record<Language, string>>;
  motsCles: Partial<Record<Language, string[]>>;
  categories: string[] | undefined;
  etat: string | undefined;
  datePublication: string | undefined;
}

function submittedEdit(form: SubmittedForm): SubmittedEdit {
  const texts = (name: string) =>
    Object.fromEntries(
      LANGUAGES.filter((lang) => form.has(`${name}.${lang}`)).map((lang) => [
        lang,
        form.text(`${name}.${lang}`) ?? "",
      ]),
    );
  const lists = (name: string) =>
    Object.fromEntries(
      LANGUAGES.filter((lang) => form.has(`${name}.${lang}`)).map((lang) => [
        lang,
        form.list(`${name}.${lang}`),
      ]),
    );
  return {
    titre: texts("titre"),
    contenu: texts("contenu"),
    resume: texts("resume"),
    motsCles: lists("motsCles"),
    categories: form.has("categories") ? form.list("categories") : undefined,
    etat: form.text("etat")?.trim() || undefined,
    datePublication: form.text("datePublication")?.trim() || undefined,
  };
}

/**
 * The article's new values: the sent fields over the stored ones, checked with the
 * edition schema. A change to planifié needs a date sent with it; a move to publié without
 * a date publishes now (unless the article was already public: its date stays).
 */
function editedValues(current: ArticleRow, edit: SubmittedEdit, now: Date): ArticleValues {
  const becomesPlanned = edit.etat === "planifié" && current.etat !== "planifié";
  const parsed = parseOrThrow(UpdateArticleInputSchema, {
    titre: { ...current.titre, ...edit.titre },
    contenu: { ...current.contenu, ...edit.contenu },
    resume: { ...current.resume, ...edit.resume },
    motsCles: { ...current.motsCles, ...edit.motsCles },
    categories: edit.categories ?? current.categories,
    etat: edit.etat ?? current.etat,
    datePublication:
      edit.datePublication ?? (becomesPlanned ? undefined : (current.datePublication ?? undefined)),
  });
  let datePublication = parsed.datePublication ?? now;
  if (edit.datePublication === undefined && parsed.etat === "publié") {
    if (!isArticlePublic(current, now)) datePublication = now;
  }
  return { ...parsed, datePublication };
}

/** Articles (SPEC.md §7): public reads, and the back office's writes and reads. */
export async function articlesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, slugs, storage, views, publicCache } = app.services;
  const repository = createArticlesRepository(db, slugs);

  app.get(
    "/articles",
    {
      schema: {
        querystring: PublicListQuerySchema,
        tags: TAGS,
        summary: "Articles publiés, les plus récents d'abord",
      },
    },
    async (request, reply) => {
      const { lang, page, limite, categorie } = request.query;
      const { value } = await publicCache.read(
        `articles:${lang}:${page}:${limite}:${categorie ?? ""}`,
        () => repository.listPublic({ lang, page, limite, categorie: categorie || undefined }),
      );
      return sendPublic(request, reply, {
        success: true,
        results: value.items,
        total: value.total,
        page,
        limite,
      });
    },
  );

  app.get(
    "/articles/:slug",
    {
      schema: {
        params: SlugParamsSchema,
        querystring: PublicDetailQuerySchema,
        tags: TAGS,
        summary: "Un article publié, par son slug actuel ou ancien (compte une vue)",
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const { slug } = request.params;
      const { value: id } = await publicCache.read(`article-slug:${lang}:${slug}`, () =>
        repository.publicIdBySlug(slug, lang),
      );
      if (!id) throw notFound();
      await views.count(request, "article", id);
      const { value: article } = await publicCache.read(`article:${lang}:${id}`, () =>
        repository.findPublic(id, lang),
      );
      if (!article) throw notFound();
      return sendPublic(request, reply, { ...article, nombreVues: await views.of("article", id) });
    },
  );

  await app.register(async (staffScope) => {
    const staff = staffScope.withTypeProvider<ZodTypeProvider>();
    // onRequest: without a session, nothing is read, not even the form.
    staff.addHook("onRequest", requireUser);

    staff.get(
      "/articles/admin/all",
      {
        schema: {
          querystring: StaffListQuerySchema,
          tags: TAGS,
          security: STAFF_SECURITY,
          summary: "Back office : tous les articles (les siens pour un conseiller)",
        },
      },
      async (request) => {
        const { page, limite, etat } = request.query;
        const { items, total } = await repository.listForStaff({
          page,
          limite,
          etat: etat || undefined,
          owner: ownerScope(currentUser(request)),
        });
        return { success: true, data: items, total, page, limite };
      },
    );

    staff.get(
      "/articles/admin/:id",
      { schema: { params: IdParamsSchema, tags: TAGS, security: STAFF_SECURITY } },
      async (request) => {
        const article = await repository.findForStaff(
          request.params.id,
          ownerScope(currentUser(request)),
        );
        if (!article) throw notFound();
        return { success: true, data: article };
      },
    );

    staff.post(
      "/articles",
      {
        schema: {
          tags: TAGS,
          security: STAFF_SECURITY,
          summary: "Crée un article (multipart : titre[fr], contenu[fr], imagePrincipale…)",
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const form = await readForm(request);
        const parsed = CreateArticleInputSchema.safeParse(creationInput(form));
        const [file] = form.filesOf(IMAGE_FIELD);
        const erreurs: FieldError[] = parsed.success ? [] : fieldErrorsFromZod(parsed.error.issues);
        if (!file) erreurs.push({ champ: IMAGE_FIELD, message: M.imageRequired });
        if (!parsed.success || !file) throw validationError(erreurs);

        const processed = await processMainImage(file);
        const id = await withStoredImages(storage, [processed], ([image]) =>
          repository.create(
            { ...parsed.data, datePublication: parsed.data.datePublication ?? new Date() },
            image as ImageAsset,
            user,
          ),
        );
        const data = await repository.findForStaff(id, undefined);
        return reply.status(201).send({ success: true, message: M.created, data });
      },
    );

    staff.patch(
      "/articles/:id",
      {
        schema: {
          params: IdParamsSchema,
          tags: TAGS,
          security: STAFF_SECURITY,
          summary: "Modifie un article (multipart ; les champs absents gardent leur valeur)",
        },
      },
      async (request) => {
        const user = currentUser(request);
        const owner = ownerScope(user);
        const existing = await repository.findRowForStaff(request.params.id, owner);
        if (!existing) throw notFound();
        const form = await readForm(request);
        const edit = submittedEdit(form);
        // Checked before any image work; checked again on the locked row below.
        editedValues(existing, edit, new Date());

        const [file] = form.filesOf(IMAGE_FIELD);
        const processed = file ? [await processMainImage(file)] : [];
        const previous = await withStoredImages(storage, processed, ([image]) =>
          repository.update(existing.id, owner, user, (current) => ({
            ...editedValues(current, edit, new Date()),
            ...(image ? { imagePrincipale: image } : {}),
          })),
        );
        if (!previous) throw notFound();
        if (file) await removeAfterCommit(storage, request, [previous.imagePrincipale]);
        const data = await repository.findForStaff(existing.id, undefined);
        return { success: true, message: M.updated, data };
      },
    );

    staff.delete(
      "/articles/:id",
      { schema: { params: IdParamsSchema, tags: TAGS, security: STAFF_SECURITY } },
      async (request) => {
        const user = currentUser(request);
        const deleted = await repository.delete(request.params.id, ownerScope(user), user);
        if (!deleted) throw notFound();
        await removeAfterCommit(storage, request, [deleted.imagePrincipale]);
        return { success: true, message: M.deleted };
      },
    );
  });
}
