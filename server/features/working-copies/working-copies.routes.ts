import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ContentTypeDefinition } from "../../../domain/content-types/define.ts";
import {
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
} from "../../../domain/content-types/identities.ts";
import { CONTENT_REGISTRY } from "../../../domain/content-types/index.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import {
  WORKING_COPY_MESSAGES as M,
  WORKING_COPY_LIMITS,
  workingCopyTitle,
  workingCopyValuesSchema,
} from "../../../domain/working-copies.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError, parseOrThrow } from "../../lib/http-error.ts";
import { IdParamsSchema } from "../../lib/request-schemas.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { dataAnswer, ERROR_ANSWERS, MessageAnswerSchema, pagedAnswer } from "../content/answers.ts";
import type { Actor } from "../content/ownership.ts";
import {
  summaryOf,
  viewOf,
  WorkingCopySchema,
  WorkingCopySummarySchema,
} from "./working-copies.answers.ts";
import { type CopyContent, createWorkingCopiesRepository } from "./working-copies.repository.ts";

const STAFF_SECURITY = [{ bearerAuth: [] }];
const TAGS = ["copies de travail"];

const ANSWERS = {
  copy: { 200: dataAnswer(WorkingCopySchema), ...ERROR_ANSWERS },
  created: { 201: dataAnswer(WorkingCopySchema), ...ERROR_ANSWERS },
  maybeCopy: { 200: dataAnswer(WorkingCopySchema.nullable()), ...ERROR_ANSWERS },
  message: { 200: MessageAnswerSchema, ...ERROR_ANSWERS },
};

/** What a copy's body is: the form's values (only their shape and size are checked). */
const ValuesBodySchema = z.object(
  {
    valeurs: z.record(z.string(), z.unknown(), {
      error: "Les valeurs du formulaire sont attendues.",
    }),
  },
  { error: "Les valeurs du formulaire sont attendues." },
);
const NewCopyBodySchema = ValuesBodySchema.extend({
  type: z.enum(CONTENT_TYPE_KEYS, {
    error: `Le type doit être l'un de : ${CONTENT_TYPE_KEYS.join(", ")}.`,
  }),
});

/** The values of a copy of a `type` item, checked (a French title, shapes, sizes), and its title. */
function contentOf(definition: ContentTypeDefinition, body: { valeurs: unknown }): CopyContent {
  const values = parseOrThrow(workingCopyValuesSchema(definition), body.valeurs) as Record<
    string,
    unknown
  >;
  return { values, title: workingCopyTitle(values) };
}

const notFound = () => new HttpError(404, M.notFound);
const routeOptions = { onRequest: requireUser, bodyLimit: WORKING_COPY_LIMITS.bodyBytes };

/**
 * A staff member's working copies (issue 31 point 3, docs/decisions/053): theirs only,
 * whatever their role; another's answers 404 as if it did not exist.
 */
export async function workingCopiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const copies = createWorkingCopiesRepository(app.services.db);
  const now = () => app.services.clock.now();

  app.get(
    "/copies-de-travail",
    {
      ...routeOptions,
      schema: {
        tags: TAGS,
        security: STAFF_SECURITY,
        querystring: PaginationQuerySchema,
        response: { 200: pagedAnswer("data", WorkingCopySummarySchema), ...ERROR_ANSWERS },
        summary: "Mes copies de travail, la dernière enregistrée d'abord",
      },
    },
    async (request) => {
      const { page, limite } = request.query;
      const { rows, total } = await copies.list(currentUser(request).id, { page, limite });
      return { success: true as const, data: rows.map(summaryOf), total, page, limite };
    },
  );

  app.post(
    "/copies-de-travail",
    {
      ...routeOptions,
      schema: {
        tags: TAGS,
        security: STAFF_SECURITY,
        body: NewCopyBodySchema,
        response: ANSWERS.created,
        summary:
          "Copie de travail d'un élément pas encore créé : les valeurs du formulaire, sans les règles d'un enregistrement (un titre en français suffit)",
      },
    },
    async (request, reply) => {
      const { type } = request.body;
      const content = contentOf(CONTENT_REGISTRY[type], request.body);
      const row = await copies.createNew(currentUser(request).id, type, content, now());
      return reply.status(201).send({ success: true as const, data: viewOf(row) });
    },
  );

  app.get(
    "/copies-de-travail/:id",
    {
      ...routeOptions,
      schema: {
        tags: TAGS,
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        response: ANSWERS.copy,
        summary: "Une de mes copies de travail, avec les valeurs du formulaire",
      },
    },
    async (request) => {
      const row = await copies.find(currentUser(request).id, request.params.id);
      if (!row) throw notFound();
      return { success: true as const, data: viewOf(row) };
    },
  );

  app.put(
    "/copies-de-travail/:id",
    {
      ...routeOptions,
      schema: {
        tags: TAGS,
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        body: ValuesBodySchema,
        response: ANSWERS.copy,
        summary:
          "Remplace les valeurs d'une de mes copies de travail (un titre en français suffit)",
      },
    },
    async (request) => {
      const ownerId = currentUser(request).id;
      const found = await copies.find(ownerId, request.params.id);
      if (!found) throw notFound();
      const content = contentOf(CONTENT_REGISTRY[found.contentType], request.body);
      const row = await copies.update(ownerId, found.id, content, now());
      if (!row) throw notFound();
      return { success: true as const, data: viewOf(row) };
    },
  );

  app.delete(
    "/copies-de-travail/:id",
    {
      ...routeOptions,
      schema: {
        tags: TAGS,
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        response: ANSWERS.message,
        summary: "Abandonne une de mes copies de travail",
      },
    },
    async (request) => {
      if (!(await copies.delete(currentUser(request).id, request.params.id))) throw notFound();
      return { success: true as const, message: M.discarded };
    },
  );
}

/**
 * The signed-in person's copy of an existing item, beside the item's staff routes
 * (`/articles/admin/{id}/copie-de-travail`): only who may edit the item may keep one (an
 * adviser their own items, as every content route checks: `mayEdit`); another's item
 * answers its type's 404.
 */
export function registerItemCopyRoutes(
  fastify: FastifyInstance,
  options: {
    path: string;
    type: ContentTypeKey;
    tags: string[];
    mayEdit(id: string, actor: Actor): Promise<boolean>;
    notFound(): HttpError;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const copies = createWorkingCopiesRepository(app.services.db);
  const { path, type, mayEdit } = options;
  const schema = { tags: [...options.tags, ...TAGS], security: STAFF_SECURITY };
  const editable = async (id: string, actor: Actor) => {
    if (!(await mayEdit(id, actor))) throw options.notFound();
  };

  app.get(
    `${path}/admin/:id/copie-de-travail`,
    {
      ...routeOptions,
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: ANSWERS.maybeCopy,
        summary: "Ma copie de travail de l'élément, ou null si je n'en garde pas",
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await editable(request.params.id, actor);
      const row = await copies.findOfItem(actor.id, type, request.params.id);
      return { success: true as const, data: row ? viewOf(row) : null };
    },
  );

  app.put(
    `${path}/admin/:id/copie-de-travail`,
    {
      ...routeOptions,
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ValuesBodySchema,
        response: ANSWERS.copy,
        summary:
          "Enregistre ma copie de travail de l'élément (une par personne et élément), sans les règles d'un enregistrement : un titre en français suffit. Un enregistrement de l'élément par moi l'abandonne",
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { id } = request.params;
      await editable(id, actor);
      const content = contentOf(CONTENT_REGISTRY[type], request.body);
      const row = await copies.saveOfItem(actor.id, type, id, content, app.services.clock.now());
      return { success: true as const, data: viewOf(row) };
    },
  );
}
