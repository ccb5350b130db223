import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import { bulkRequestSchema, bulkSummary } from "../../../domain/content-types/bulk-actions.ts";
import { aliasNotes } from "../../../domain/content-types/define.ts";
import type {
  ContentTypeKey,
  ContentTypePlural,
} from "../../../domain/content-types/identities.ts";
import { contentTypeByPlural } from "../../../domain/content-types/index.ts";
import { listFilters } from "../../../domain/content-types/lists.ts";
import {
  fieldsQuerySchema,
  PaginationQuerySchema,
  SearchQuerySchema,
  SortQuerySchema,
} from "../../../domain/pagination.ts";
import { REVISION_MESSAGES, REVISIONS_KEPT } from "../../../domain/revisions.ts";
import { previewPath } from "../../../domain/site-paths.ts";
import { WORKING_COPY_MESSAGES } from "../../../domain/working-copies.ts";
import { z } from "../../../domain/zod.ts";
import { type FileLimit, readForm } from "../../lib/form.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendKeptPublic, sendPublic } from "../../lib/public-cache.ts";
import {
  choiceFilter,
  IdParamsSchema,
  LanguageQuerySchema,
  RevisionParamsSchema,
  SlugParamsSchema,
} from "../../lib/request-schemas.ts";
import { PREVIEW_TOKEN_TTL_SECONDS } from "../../lib/tokens.ts";
import { currentUser, optionalUser, requireUser } from "../../plugins/auth.ts";
import { registerItemCopyRoutes } from "../working-copies/working-copies.routes.ts";
import {
  dataAnswer,
  ERROR_ANSWERS,
  MessageAnswerSchema,
  PreviewAnswerSchema,
  pagedAnswer,
  RevisionsAnswerSchema,
  savedAnswer,
} from "./answers.ts";
import { applyBulkAction, BulkItemResultSchema, type BulkReadItem } from "./bulk.ts";
import type { createContentCommands } from "./content.commands.ts";
import {
  type ContentQueries,
  isListPageWorthKeeping,
  type StaffListQuery,
} from "./content.queries.ts";

/** A creation's query: the working copy it came from, if any (docs/decisions/053). */
const CreateQuerySchema = z.object({
  copieDeTravail: z.uuid({ error: WORKING_COPY_MESSAGES.notFound }).optional(),
});

/** OpenAPI: the staff routes take the Bearer token of POST /auth/connexion. */
const STAFF_SECURITY = [{ bearerAuth: [] }];

export interface StaffRoutesOptions<StaffView extends BulkReadItem, StaffFilter extends object> {
  /** `/articles`: the routes are `/articles/admin/all`, `/articles/admin/{id}`, … */
  path: `/${ContentTypePlural}`;
  tag: string;
  queries: ContentQueries<unknown, StaffView, never, StaffFilter>;
  commands: Pick<
    ReturnType<typeof createContentCommands>,
    "create" | "update" | "delete" | "restore"
  >;
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** Its item as the back office reads it (answers.ts): what every staff route answers. */
  staffItem: z.ZodType<StaffView>;
  /** Who may create (default: any signed-in staff member). */
  createHook?: onRequestHookHandler;
  /** What a form's file may weigh, when not a picture's (a release's PDF: 5 MB). */
  fileLimit?: FileLimit;
}

/** The names a list asked for (`champs`), with `_id` and `id`, which every item keeps. */
const wantedFields = (names: readonly string[]): ReadonlySet<string> =>
  new Set(["_id", "id", ...names]);

/**
 * An item's fields among `wanted`, in its own order. Only those are read: a field made when
 * read (an answer's `medias`, present.ts) is not made for a list that does not want it.
 */
function onlyFields<T extends object>(item: T, wanted: ReadonlySet<string>): Partial<T> {
  const values = item as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const name of Object.keys(values)) if (wanted.has(name)) picked[name] = values[name];
  return picked as Partial<T>;
}

/**
 * The filters of a type's back-office list, as its fields declare them: each a choice
 * among its values, empty or absent for none, anything else its message.
 */
function staffListFilters(path: `/${ContentTypePlural}`) {
  const filters = listFilters(contentTypeByPlural(path.slice(1) as ContentTypePlural));
  return z.object(
    Object.fromEntries(
      filters.map((filter) => [filter.name, choiceFilter(filter.values, filter.message)]),
    ),
  ).shape;
}

/**
 * The back office's routes of one content type (SPEC.md §7), the same for the three:
 * list, read, create (multipart), edit (multipart, unsent fields kept) and delete. A
 * conseiller reaches only their own items: another's answers 404, as if it did not exist.
 */
export async function registerStaffRoutes<
  StaffView extends BulkReadItem,
  StaffFilter extends object,
>(fastify: FastifyInstance, options: StaffRoutesOptions<StaffView, StaffFilter>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, queries, commands, messages } = options;
  const formLimits = options.fileLimit ? { file: options.fileLimit } : {};
  const tags = [options.tag];
  const schema = { tags, security: STAFF_SECURITY };
  // The docs of a creation and an edit name the former input names still read (ADR 041).
  const definition = contentTypeByPlural(path.slice(1) as ContentTypePlural);
  const notes = aliasNotes(definition);
  const inputNotes = notes ? { description: notes } : {};
  const notFound = () => new HttpError(404, messages.notFound);
  // What each route answers (docs/decisions/042): OpenAPI documents it, the tests check it.
  const item = options.staffItem;
  // A list asked for some fields (`champs`) answers items with those and their ids only.
  // Every staff item is an object schema (answers.ts contentAnswer, extended by its type).
  const itemObject = item as unknown as z.ZodObject;
  const itemFields = Object.keys(itemObject.shape);
  const someFields = itemObject.partial().required({ _id: true, id: true });
  const answers = {
    list: { 200: pagedAnswer("data", z.union([item, someFields])), ...ERROR_ANSWERS },
    item: { 200: dataAnswer(item), ...ERROR_ANSWERS },
    message: { 200: MessageAnswerSchema, ...ERROR_ANSWERS },
  };
  // Every staff list searches titles (`recherche`); each type adds the filters its fields
  // declare (domain/content-types/lists.ts): the screen's selects send the same names;
  // and orders by `tri` (issue 30).
  const ListQuerySchema = PaginationQuerySchema.extend(SearchQuerySchema.shape)
    .extend(SortQuerySchema.shape)
    .extend(fieldsQuerySchema(itemFields).shape)
    .extend(staffListFilters(path));

  app.get(
    `${path}/admin/all`,
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        querystring: ListQuerySchema,
        response: answers.list,
        summary:
          "Back office : tous les éléments (les siens pour un conseiller), les plus récents d'abord ou dans l'ordre de `tri` (date, titre, etat, vues ; `-` inverse) ; `recherche` dans les titres des trois langues ; `champs` (noms séparés par des virgules) ne répond que ces champs de chaque élément, avec `_id` et `id`",
      },
    },
    async (request) => {
      const query = request.query as StaffListQuery<StaffFilter> & { champs?: string[] };
      const { items, total, page, limite } = await queries.listForStaff(
        currentUser(request),
        query,
        query.champs,
      );
      const wanted = query.champs && wantedFields(query.champs);
      const data = wanted ? items.map((one) => onlyFields(one, wanted)) : items;
      return { success: true as const, data, total, page, limite };
    },
  );

  app.get(
    `${path}/admin/:id`,
    {
      onRequest: requireUser,
      schema: { ...schema, params: IdParamsSchema, response: answers.item },
    },
    async (request) => {
      const data = await queries.findForStaff(request.params.id, currentUser(request));
      if (!data) throw notFound();
      return { success: true as const, data };
    },
  );

  app.post(
    `${path}/:id/apercu`,
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: PreviewAnswerSchema, ...ERROR_ANSWERS },
        summary:
          "Liens d'aperçu (une heure) : l'élément, publié ou non, tel que le site public le montrera, dans chaque langue",
      },
    },
    async (request) => {
      const { id } = request.params;
      // Only who may edit the item may preview it: another's answers 404 as elsewhere.
      if (!(await queries.findForStaff(id, currentUser(request)))) throw notFound();
      const jeton = await app.services.tokens.signPreview({
        type: path.slice(1) as ContentTypePlural,
        id,
      });
      const expiration = new Date(
        app.services.clock.now().getTime() + PREVIEW_TOKEN_TTL_SECONDS * 1000,
      ).toISOString();
      const liens = Object.fromEntries(
        LANGUAGES.map((lang) => [lang, previewPath(lang, jeton)]),
      ) as Localized;
      return { success: true as const, data: { jeton, expiration, liens } };
    },
  );

  app.post(
    path,
    {
      onRequest: options.createHook ?? requireUser,
      schema: {
        ...schema,
        querystring: CreateQuerySchema,
        response: { 201: savedAnswer(item), ...ERROR_ANSWERS },
        summary:
          "Création (multipart ou JSON) ; `copieDeTravail` nomme la copie de travail dont elle vient, abandonnée avec l'enregistrement",
        ...inputNotes,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      // A normal save turns the saver's working copy into the item (docs/decisions/053).
      const id = await commands.create(await readForm(request, formLimits), actor, {
        copyId: request.query.copieDeTravail,
      });
      const data = await queries.findForStaff(id, actor);
      // Its author reads it back: only a deletion in between would leave nothing to answer.
      if (!data) throw notFound();
      return reply.status(201).send({ success: true as const, message: messages.created, data });
    },
  );

  app.patch(
    `${path}/:id`,
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: savedAnswer(item), ...ERROR_ANSWERS },
        summary:
          "Modification (multipart ou JSON) : les champs absents gardent leur valeur ; ma copie de travail de l'élément est abandonnée avec l'enregistrement",
        ...inputNotes,
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { id } = request.params;
      await commands.update(request, id, await readForm(request, formLimits), actor, {});
      const data = await queries.findForStaff(id, actor);
      if (!data) throw notFound();
      return { success: true as const, message: messages.updated, data };
    },
  );

  app.delete(
    `${path}/:id`,
    {
      onRequest: requireUser,
      schema: { ...schema, params: IdParamsSchema, response: answers.message },
    },
    async (request) => {
      await commands.delete(request, request.params.id, currentUser(request));
      return { success: true as const, message: messages.deleted };
    },
  );

  app.post(
    `${path}/admin/lot`,
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        body: bulkRequestSchema(definition),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.array(BulkItemResultSchema),
          }),
          ...ERROR_ANSWERS,
        },
        summary:
          "Action groupée (publier, depublier, supprimer) sur 1 à 100 éléments : chacun comme s'il était traité seul (mêmes règles, versions, journal), un refus n'arrête pas les autres ; `data` dit ce qu'il est advenu de chacun",
      },
    },
    async (request) => {
      const { action, ids } = request.body;
      const actor = currentUser(request);
      const data = await applyBulkAction(
        {
          definition,
          find: (id, who) => queries.findForStaff(id, who),
          commands,
          notFound: messages.notFound,
          now: () => app.services.clock.now(),
        },
        request,
        actor,
        action,
        ids,
      );
      const done = data.filter((result) => result.fait).length;
      return {
        success: true as const,
        message: bulkSummary(definition.key, action, done, data.length - done),
        data,
      };
    },
  );

  registerRevisionRoutes(fastify, { path, schema, queries, commands, notFound, answers });
  registerItemCopyRoutes(fastify, {
    path,
    type: definition.key as ContentTypeKey,
    tags,
    notFound,
    mayEdit: async (id, actor) => Boolean(await queries.findForStaff(id, actor)),
  });
}

/**
 * The versions of an item (issue 19): its list, one version in the back office's shape,
 * and its restoration as a new save. Who may edit the item may see and restore its
 * versions; another's item answers 404 as everywhere else.
 */
function registerRevisionRoutes(
  fastify: FastifyInstance,
  options: Pick<StaffRoutesOptions<BulkReadItem, object>, "path" | "queries" | "commands"> & {
    schema: { tags: string[]; security: typeof STAFF_SECURITY };
    notFound: () => HttpError;
    answers: { item: object; message: object };
  },
) {
  const { path, schema, queries, commands, notFound, answers } = options;
  const typed = fastify.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${path}/:id/revisions`,
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: RevisionsAnswerSchema, ...ERROR_ANSWERS },
        summary: `Versions de l'élément (les ${REVISIONS_KEPT} dernières), les plus récentes d'abord : date, auteur, champs modifiés`,
      },
    },
    async (request) => {
      const data = await queries.listRevisions(request.params.id, currentUser(request));
      if (!data) throw notFound();
      return { success: true as const, data };
    },
  );

  typed.get(
    `${path}/:id/revisions/:revisionId`,
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        params: RevisionParamsSchema,
        response: answers.item,
        summary: "Une version, dans la forme du back office : l'élément tel qu'elle l'avait",
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const actor = currentUser(request);
      const data = await queries.findRevisionForStaff(id, revisionId, actor);
      if (data) return { success: true as const, data };
      // The item first: another's item is not found, whatever version is asked.
      if (!(await queries.listRevisions(id, actor))) throw notFound();
      throw new HttpError(404, REVISION_MESSAGES.notFound);
    },
  );

  typed.post(
    `${path}/:id/revisions/:revisionId/restaurer`,
    {
      onRequest: requireUser,
      schema: {
        ...schema,
        params: RevisionParamsSchema,
        response: answers.message,
        summary:
          "Restaure une version comme un nouvel enregistrement (journalisé, visible aussitôt sur le site public)",
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      await commands.restore(request, id, revisionId, currentUser(request));
      return { success: true as const, message: REVISION_MESSAGES.restored };
    },
  );
}

export interface PublicRoutesOptions<PublicView, PublicFilter extends object> {
  path: string;
  tag: string;
  queries: ContentQueries<PublicView, unknown, PublicFilter, object>;
  notFound: string;
  /** The list's query: pagination, `lang` and the type's own filters. */
  listQuery: z.ZodObject;
  /** SPEC.md §7 names the list `results` for articles, `data` for the others. */
  listKey: "results" | "data";
  /** Whether the detail comes wrapped as `{ success, data }` (SPEC.md §7) or bare. */
  wrapDetail: boolean;
  /** docs/decisions/005: the list read with a staff token is the back-office list. */
  staffListWithToken?: boolean;
  /**
   * Its item as the public site reads it (answers.ts): in the reader's language (a detail),
   * and as the list answers it (every language too where `lang` may be left out); the
   * back office's, for a list read with a staff token.
   */
  answers: { detail: z.ZodType; listItem: z.ZodType; staffItem?: z.ZodType };
  listSummary: string;
}

/**
 * The public reads of one content type (SPEC.md §7): the list, newest first, and the
 * detail by current or former slug, which counts the view. Both come from the cache of
 * public reads, with an ETag; a list is kept there as sent, in its compressed forms.
 */
export async function registerPublicRoutes<PublicView, PublicFilter extends object>(
  fastify: FastifyInstance,
  options: PublicRoutesOptions<PublicView, PublicFilter>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, queries, listKey, answers } = options;
  const tags = [options.tag];
  // Sent as kept bytes (sendKeptPublic), so typed loosely: the tests check what is sent.
  const publicList: z.ZodType = pagedAnswer(listKey, answers.listItem);

  app.get(
    path,
    {
      schema: {
        querystring: options.listQuery,
        response: {
          200: answers.staffItem
            ? z.union([publicList, pagedAnswer("data", answers.staffItem)])
            : publicList,
          ...ERROR_ANSWERS,
        },
        tags,
        summary: options.listSummary,
      },
    },
    async (request, reply) => {
      const query = request.query as Parameters<typeof queries.listPublic>[0];
      const user = options.staffListWithToken ? await optionalUser(request) : null;
      if (user) {
        const { items, ...page } = await queries.listForStaff(user, query as never);
        return { success: true as const, data: items, ...page };
      }
      return sendKeptPublic(
        request,
        reply,
        fastify.services.publicCache,
        async () => {
          const { items, ...page } = await queries.listPublic(query);
          return { success: true as const, [listKey]: items, ...page } as Record<
            string,
            unknown
          > & {
            page: number;
          };
        },
        (answer) =>
          isListPageWorthKeeping({ page: answer.page, items: answer[listKey] as unknown[] }),
      );
    },
  );

  app.get(
    `${path}/:slug`,
    {
      schema: {
        params: SlugParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: options.wrapDetail ? dataAnswer(answers.detail) : answers.detail,
          ...ERROR_ANSWERS,
        },
        tags,
        summary: "Un élément publié, par son slug actuel ou ancien ; compte la vue",
      },
    },
    async (request, reply) => {
      const item = await publicDetail(queries, request, request.query.lang, options.notFound);
      return sendPublic(
        request,
        reply,
        options.wrapDetail ? { success: true as const, data: item } : item,
      );
    },
  );
}

/** A public item by the slug of the request, with its view counted and its count now. */
async function publicDetail<PublicView>(
  queries: ContentQueries<PublicView, unknown, never, object>,
  request: FastifyRequest<{ Params: { slug: string } }>,
  lang: Parameters<typeof queries.findPublicBySlug>[1],
  notFound: string,
) {
  const found = await queries.findPublicBySlug(request.params.slug, lang);
  if (!found) throw new HttpError(404, notFound);
  return { ...found.item, nombreVues: await queries.countView(request, found.id) };
}
