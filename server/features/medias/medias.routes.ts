import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LANGUAGES } from "../../../domain/constants.ts";
import { CONTENT_TYPE_KEYS } from "../../../domain/content-types/identities.ts";
import {
  MEDIA_LIBRARY_LIMITS,
  MEDIA_MESSAGES,
  UpdateMediaInputSchema,
} from "../../../domain/media-library.ts";
import {
  PAGINATION_MESSAGES,
  PaginationQuerySchema,
  SEARCH_MAX_LENGTH,
} from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { readForm } from "../../lib/form.ts";
import { fieldErrorsFromZod, validationError } from "../../lib/http-error.ts";
import { IdParamsSchema } from "../../lib/request-schemas.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import {
  dataAnswer,
  ERROR_ANSWERS,
  isoDate,
  localized,
  MessageAnswerSchema,
  mediaViewSchema,
  pagedAnswer,
  savedAnswer,
} from "../content/answers.ts";

const STAFF_SECURITY = [{ bearerAuth: [] }];

const MediaItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  nomFichier: z.string(),
  media: mediaViewSchema("staff"),
  largeur: z.number().int(),
  hauteur: z.number().int(),
  taille: z.number().int().nullable(),
  texteAlternatif: localized(z.string()),
  credit: z.string().nullable(),
  pointFocal: z.object({ x: z.number(), y: z.number() }).nullable(),
  televersePar: z.object({ _id: z.string(), nom: z.string(), prenom: z.string() }).nullable(),
  utilisations: z.number().int(),
  supprimable: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const MediaUseSchema = z.object({
  type: z.enum([...CONTENT_TYPE_KEYS, "site", "page", "personne", "reference"]),
  _id: z.string(),
  titre: z.string(),
});

const MediaDetailSchema = MediaItemSchema.extend({ usages: z.array(MediaUseSchema) });

const ListQuerySchema = PaginationQuerySchema.extend({
  limite: PaginationQuerySchema.shape.limite.removeDefault().default(MEDIA_LIBRARY_LIMITS.pageSize),
  q: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(SEARCH_MAX_LENGTH, { error: PAGINATION_MESSAGES.recherche }).optional()),
});

/**
 * The media library (issue 31 point 1, docs/decisions/052), for staff: administrators and
 * advisers alike see, upload and describe every picture; an adviser deletes only what they
 * uploaded. Visitors 401 before anything is read.
 */
export async function mediasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { medias } = app.services;
  const schema = { tags: ["medias"], security: STAFF_SECURITY };

  app.register(async (scope) => {
    const staff = scope.withTypeProvider<ZodTypeProvider>();
    staff.addHook("onRequest", requireUser);

    staff.get(
      "/medias",
      {
        schema: {
          ...schema,
          querystring: ListQuerySchema,
          response: { 200: pagedAnswer("data", MediaItemSchema), ...ERROR_ANSWERS },
          summary:
            "Médiathèque : les images, les plus récentes d'abord ; `q` cherche dans les noms de fichier, textes alternatifs et crédits",
        },
      },
      async (request) => {
        const { page, limite, q } = request.query;
        const { items, total } = await medias.list(currentUser(request), { q, page, limite });
        return { success: true as const, data: items, total, page, limite };
      },
    );

    staff.post(
      "/medias",
      {
        schema: {
          ...schema,
          response: { 201: savedAnswer(z.array(MediaDetailSchema)), ...ERROR_ANSWERS },
          summary: `Médiathèque : envoi de 1 à ${MEDIA_LIBRARY_LIMITS.filesPerUpload} images (multipart, champ \`fichiers\`), toutes ou aucune ; JPG, PNG ou WebP vérifiés par leurs octets`,
        },
      },
      async (request, reply) => {
        // One more than allowed is read, so that too many is our French 400.
        const form = await readForm(request, { files: MEDIA_LIBRARY_LIMITS.filesPerUpload + 1 });
        const data = await medias.upload(currentUser(request), form.files);
        reply.code(201);
        return { success: true as const, message: MEDIA_MESSAGES.created(data.length), data };
      },
    );

    staff.get(
      "/medias/:id",
      {
        schema: {
          ...schema,
          params: IdParamsSchema,
          response: { 200: dataAnswer(MediaDetailSchema), ...ERROR_ANSWERS },
          summary: "Médiathèque : une image et où elle est utilisée",
        },
      },
      async (request) => ({
        success: true as const,
        data: await medias.detail(currentUser(request), request.params.id),
      }),
    );

    staff.patch(
      "/medias/:id",
      {
        schema: {
          ...schema,
          params: IdParamsSchema,
          response: { 200: savedAnswer(MediaDetailSchema), ...ERROR_ANSWERS },
          summary: `Médiathèque : textes alternatifs (${LANGUAGES.join(", ")}), crédit, point focal (x, y de 0 à 100, ou null) ; recopiés dans chaque contenu qui montre l'image`,
        },
      },
      async (request) => {
        const parsed = UpdateMediaInputSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error.issues));
        const data = await medias.update(currentUser(request), request.params.id, parsed.data);
        return { success: true as const, message: MEDIA_MESSAGES.updated, data };
      },
    );

    staff.delete(
      "/medias/:id",
      {
        schema: {
          ...schema,
          params: IdParamsSchema,
          response: { 200: MessageAnswerSchema, ...ERROR_ANSWERS },
          summary:
            "Médiathèque : supprime une image que rien n'utilise (409 sinon, en disant où) ; un conseiller, seulement les siennes",
        },
      },
      async (request) => {
        await medias.delete(request, currentUser(request), request.params.id);
        return { success: true as const, message: MEDIA_MESSAGES.deleted };
      },
    );
  });
}
