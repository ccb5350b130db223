import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import { type ImageAsset, PROJECT_STATES } from "../../../domain/content.ts";
import { toLanguage } from "../../../domain/language.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import {
  CreateRealisationInputSchema,
  isValidImageCount,
  REALISATION_MESSAGES,
  UpdateRealisationInputSchema,
} from "../../../domain/realisations.ts";
import { z } from "../../../domain/zod.ts";
import { readForm, type SubmittedForm, type UploadedFile } from "../../lib/form.ts";
import { HttpError, parseOrThrow, validationError } from "../../lib/http-error.ts";
import type { ProcessedImage } from "../../lib/images.ts";
import { sendPublic } from "../../lib/public-cache.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { processUploadedImage, removeAfterCommit, withStoredImages } from "../content/uploads.ts";
import {
  createRealisationsRepository,
  type RealisationChanges,
  type RealisationRow,
} from "./realisations.repository.ts";

const LangSchema = z.string().optional().transform(toLanguage);

const PublicListQuerySchema = PaginationQuerySchema.extend({
  lang: LangSchema,
  /** A sector code, id or slug: the sector pages' related projects. */
  secteur: z.string().optional(),
});

const AdminListQuerySchema = PaginationQuerySchema.extend({
  etat: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.enum(PROJECT_STATES, { error: REALISATION_MESSAGES.stateInvalid }).optional()),
});

const SlugParamsSchema = z.object({ slug: z.string() });
const IdParamsSchema = z.object({ id: z.string() });
const LangQuerySchema = z.object({ lang: LangSchema });

const notFound = () => new HttpError(404, REALISATION_MESSAGES.notFound);

const fieldError = (champ: string, message: string) => validationError([{ champ, message }]);

/**
 * POST /realisations says 'Utilisateur non identifié.' without a token (SPEC.md §5); an
 * expired or invalid token answers as on every other route.
 */
async function requireAuthor(request: FastifyRequest) {
  if (!request.headers.authorization) {
    throw new HttpError(401, REALISATION_MESSAGES.userUnidentified);
  }
  await requireUser(request);
}

/** The uploaded project images: `images`, `images[]` or `images[0]`… */
function imageFiles(form: SubmittedForm): UploadedFile[] {
  return form.files.filter((file) => file.field === "images" || /^images\.\d+$/.test(file.field));
}

/** Form fields to a plain object for the creation schema (dotted or bracketed names). */
function creationInput(form: SubmittedForm) {
  const optional = (name: string) => form.text(name)?.trim() || undefined;
  return {
    titre: form.localized("titre"),
    description: form.localized("description"),
    contenu: form.localized("contenu"),
    motsCles: form.localizedList("motsCles"),
    secteur: form.text("secteur") ?? "",
    annee: form.text("annee") ?? "",
    statutLivraison: optional("statutLivraison"),
    etat: optional("etat"),
    datePublication: optional("datePublication"),
    images: imageFiles(form),
  };
}

/** Only the fields the edit sent: absent ones keep their value. */
function editionInput(form: SubmittedForm) {
  const input: Record<string, unknown> = {};
  for (const name of ["titre", "description", "contenu", "motsCles"] as const) {
    const perLanguage: Record<string, unknown> = {};
    for (const lang of LANGUAGES) {
      const field = `${name}.${lang}`;
      if (!form.has(field)) continue;
      perLanguage[lang] = name === "motsCles" ? form.list(field) : (form.text(field) ?? "");
    }
    if (Object.keys(perLanguage).length > 0) input[name] = perLanguage;
  }
  for (const name of ["secteur", "annee"] as const) {
    if (form.has(name)) input[name] = form.text(name) ?? "";
  }
  // An empty select or date field means "unchanged".
  for (const name of ["statutLivraison", "etat", "datePublication"] as const) {
    const value = form.text(name)?.trim();
    if (value) input[name] = value;
  }
  input.images = imageFiles(form);
  return input;
}

/**
 * The existing images an edit keeps, as the references it sent in `oldImages` (a JSON list
 * of URLs, keys or image objects; or repeated fields), or undefined when it sent none (all
 * kept).
 */
function keptImageReferences(form: SubmittedForm): string[] | undefined {
  const names = ["oldImages", "oldImages.url", "oldImages.cle"];
  if (!names.some((name) => form.has(name))) return undefined;
  const first = form.text("oldImages")?.trim() ?? "";
  if (first.startsWith("[") || first.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(first);
    } catch {
      throw fieldError("oldImages", REALISATION_MESSAGES.oldImagesInvalid);
    }
    if (!Array.isArray(parsed))
      throw fieldError("oldImages", REALISATION_MESSAGES.oldImagesInvalid);
    return parsed.flatMap((entry): string[] => {
      if (typeof entry === "string") return [entry];
      if (entry && typeof entry === "object") {
        const { url, cle } = entry as { url?: unknown; cle?: unknown };
        return [url, cle].filter((value): value is string => typeof value === "string");
      }
      throw fieldError("oldImages", REALISATION_MESSAGES.oldImagesInvalid);
    });
  }
  return names.flatMap((name) => form.list(name));
}

/** The assets named by the references, in their order; unknown references are ignored. */
function pickImages(assets: readonly ImageAsset[], references: readonly string[]): ImageAsset[] {
  const kept: ImageAsset[] = [];
  for (const reference of references) {
    const wanted = reference.trim();
    const asset = assets.find(
      (candidate) => wanted === candidate.cle || wanted.includes(`${candidate.cle}-`),
    );
    if (asset && !kept.includes(asset)) kept.push(asset);
  }
  return kept;
}

/** Checks and re-encodes every upload in memory, before anything is stored. */
async function processUploads(files: readonly UploadedFile[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    processed.push(
      await processUploadedImage(file.data, {
        field: "images",
        typeMessage: REALISATION_MESSAGES.imageType,
      }),
    );
  }
  return processed;
}

/** Projects / réalisations (SPEC.md §7): public reads, and the back office's CRUD. */
export async function realisationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, slugs, storage, views, publicCache } = app.services;
  const repository = createRealisationsRepository(db, slugs);

  async function sectorIdOf(value: string): Promise<string> {
    const sector = await repository.findSector(value);
    if (!sector) throw fieldError("secteur", REALISATION_MESSAGES.sectorUnknown);
    return sector.id;
  }

  // --- public ----------------------------------------------------------------------------

  app.get(
    "/realisations",
    { schema: { querystring: PublicListQuerySchema, tags: ["realisations"] } },
    async (request, reply) => {
      const { lang, page, limite, secteur } = request.query;
      const { value } = await publicCache.read(
        `realisations:${lang}:${page}:${limite}:${secteur?.trim() ?? ""}`,
        async () => {
          let secteurId: string | undefined;
          if (secteur?.trim()) {
            secteurId = (await repository.findSector(secteur))?.id;
            // An unknown sector has no projects.
            if (!secteurId) return { data: [], total: 0 };
          }
          return repository.listPublished({ lang, page, limite, secteurId });
        },
      );
      return sendPublic(request, reply, {
        success: true,
        data: value.data,
        total: value.total,
        page,
        limite,
      });
    },
  );

  // --- back office (before /realisations/:slug only for readability: paths differ) ------

  app.get(
    "/realisations/admin/all",
    {
      onRequest: requireUser,
      schema: { querystring: AdminListQuerySchema, tags: ["realisations"] },
    },
    async (request) => {
      const { page, limite, etat } = request.query;
      const { data, total } = await repository.listForStaff(currentUser(request), {
        page,
        limite,
        etat,
      });
      return { success: true, data, total, page, limite };
    },
  );

  app.get(
    "/realisations/admin/:id",
    { onRequest: requireUser, schema: { params: IdParamsSchema, tags: ["realisations"] } },
    async (request) => {
      const data = await repository.findForStaff(request.params.id, currentUser(request));
      if (!data) throw notFound();
      return { success: true, data };
    },
  );

  app.get(
    "/realisations/:slug",
    {
      schema: { params: SlugParamsSchema, querystring: LangQuerySchema, tags: ["realisations"] },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const { slug } = request.params;
      const { value: id } = await publicCache.read(`realisation-slug:${lang}:${slug}`, () =>
        repository.publishedId(slug, lang),
      );
      if (!id) throw notFound();
      await views.count(request, "realisation", id);
      const { value: data } = await publicCache.read(`realisation:${lang}:${id}`, () =>
        repository.findPublished(id, lang),
      );
      if (!data) throw notFound();
      const nombreVues = await views.of("realisation", id);
      return sendPublic(request, reply, { success: true, data: { ...data, nombreVues } });
    },
  );

  app.post(
    "/realisations",
    { onRequest: requireAuthor, schema: { tags: ["realisations"] } },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readForm(request);
      const input = parseOrThrow(CreateRealisationInputSchema, creationInput(form));
      const secteurId = await sectorIdOf(input.secteur);
      const processed = await processUploads(input.images as UploadedFile[]);

      const id = await withStoredImages(storage, processed, (images) =>
        repository.create(
          {
            titre: input.titre,
            description: input.description,
            contenu: input.contenu,
            motsCles: input.motsCles,
            secteurId,
            annee: input.annee,
            statutLivraison: input.statutLivraison,
            etat: input.etat,
            datePublication: input.datePublication ?? null,
            images,
          },
          user,
        ),
      );
      const data = await repository.findForStaff(id, user);
      return reply.status(201).send({ success: true, message: REALISATION_MESSAGES.created, data });
    },
  );

  app.patch(
    "/realisations/:id",
    { onRequest: requireUser, schema: { params: IdParamsSchema, tags: ["realisations"] } },
    async (request) => {
      const user = currentUser(request);
      const form = await readForm(request);
      const existing = await repository.findRowForStaff(request.params.id, user);
      if (!existing) throw notFound();

      const input = parseOrThrow(UpdateRealisationInputSchema, editionInput(form));
      const references = keptImageReferences(form);
      const keptOf = (row: RealisationRow) =>
        references === undefined ? row.images : pickImages(row.images, references);
      const newFiles = input.images as UploadedFile[];
      const checkCount = (row: RealisationRow) => {
        if (!isValidImageCount(keptOf(row).length + newFiles.length)) {
          throw fieldError("images", REALISATION_MESSAGES.imagesCount);
        }
      };
      checkCount(existing);
      const secteurId = input.secteur === undefined ? undefined : await sectorIdOf(input.secteur);
      const publishes = (input.etat ?? existing.etat) === "publié";
      if (publishes && !(input.datePublication ?? existing.datePublication)) {
        throw fieldError("datePublication", REALISATION_MESSAGES.publicationDateRequired);
      }
      const processed = await processUploads(newFiles);

      const result = await withStoredImages(storage, processed, (added) =>
        repository.update(existing.id, user, (current) => {
          // Checked again on the locked row: another edit may have removed images meanwhile.
          checkCount(current);
          const changes: RealisationChanges = {
            images: [...keptOf(current), ...added],
          };
          if (input.titre) changes.titre = merged(current.titre, input.titre);
          if (input.description) {
            changes.description = merged(current.description, input.description);
          }
          if (input.contenu) changes.contenu = merged(current.contenu, input.contenu);
          if (input.motsCles) changes.motsCles = merged(current.motsCles, input.motsCles);
          if (secteurId) changes.secteurId = secteurId;
          if (input.annee !== undefined) changes.annee = input.annee;
          if (input.statutLivraison) changes.statutLivraison = input.statutLivraison;
          if (input.etat) changes.etat = input.etat;
          if (input.datePublication) changes.datePublication = input.datePublication;
          return changes;
        }),
      );
      if (!result) throw notFound();
      const keptKeys = new Set(result.after.images.map((asset) => asset.cle));
      await removeAfterCommit(
        storage,
        request,
        result.before.images.filter((asset) => !keptKeys.has(asset.cle)),
      );
      const data = await repository.findForStaff(existing.id, user);
      return { success: true, message: REALISATION_MESSAGES.updated, data };
    },
  );

  app.delete(
    "/realisations/:id",
    { onRequest: requireUser, schema: { params: IdParamsSchema, tags: ["realisations"] } },
    async (request) => {
      const deleted = await repository.delete(request.params.id, currentUser(request));
      if (!deleted) throw notFound();
      await removeAfterCommit(storage, request, deleted.images);
      return { success: true, message: REALISATION_MESSAGES.deleted };
    },
  );
}

/** Per-language texts after an edit: the languages it sent replace the stored ones. */
function merged<T>(current: Localized<T>, sent: Partial<Record<Language, T | undefined>>) {
  const result = { ...current };
  for (const lang of LANGUAGES) {
    const value = sent[lang];
    if (value !== undefined) result[lang] = value;
  }
  return result;
}
