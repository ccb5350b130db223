import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Language } from "../../../domain/constants.ts";
import { z } from "../../../domain/zod.ts";
import { readForm, type SubmittedForm } from "../../lib/form.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendKeptPublic } from "../../lib/public-cache.ts";
import { choiceFilter, IdParamsSchema, LanguageQuerySchema } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";
import type { Actor } from "./ownership.ts";

const STAFF_SECURITY = [{ bearerAuth: [] }];

/** What the routes call: an ordered side type's service (./ordered-side.service.ts). */
interface OrderedSideService<G extends string> {
  listPublic(lang: Language): Promise<unknown[]>;
  listForStaff(groupe?: G): Promise<unknown[]>;
  findForStaff(id: string): Promise<unknown>;
  create(form: SubmittedForm, actor: Actor): Promise<string>;
  update(id: string, form: SubmittedForm, actor: Actor): Promise<unknown>;
  remove(id: string, actor: Actor): Promise<void>;
}

/** What one type's routes say: its path, its groups, its messages and its summaries. */
export interface OrderedSideRoutes<G extends string> {
  /** `/personnes`, `/references`: the public list, the writes, `…/admin/all|:id`. */
  path: string;
  tag: string;
  groups: readonly [G, ...G[]];
  messages: {
    notFound: string;
    groupInvalid: string;
    created: string;
    updated: string;
    deleted: string;
  };
  /** The OpenAPI summaries, in French like the rest of the documentation. */
  summaries: { publicList: string; staffList: string; create: string; update: string };
  service: (app: FastifyInstance) => OrderedSideService<G>;
}

/**
 * The routes of an ordered side type (the people, ADR 058; the references, ADR 064): the
 * public list for anyone, cached (`GET {path}?lang=`); the rest for administrators only
 * (advisers 403, anonymous 401, before any validation). One place, so that both types
 * answer alike: the same statuses, fields and checks.
 */
export function orderedSideRoutes<G extends string>(routes: OrderedSideRoutes<G>) {
  const { path, messages: M, summaries } = routes;
  return async function registerRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = routes.service(fastify);
    const { publicCache } = app.services;
    const tags = [routes.tag];
    const notFound = () => new HttpError(404, M.notFound);

    app.get(
      path,
      { schema: { querystring: LanguageQuerySchema, tags, summary: summaries.publicList } },
      async (request, reply) =>
        sendKeptPublic(request, reply, publicCache, async () => {
          const data = await service.listPublic(request.query.lang);
          return { success: true, data, total: data.length };
        }),
    );

    app.register(async (admin) => {
      const staff = admin.withTypeProvider<ZodTypeProvider>();
      staff.addHook("onRequest", requireAdministrator);
      const schema = { tags, security: STAFF_SECURITY };
      const GroupQuerySchema = z.object({
        groupe: choiceFilter(routes.groups, M.groupInvalid),
      });

      staff.get(
        `${path}/admin/all`,
        { schema: { ...schema, querystring: GroupQuerySchema, summary: summaries.staffList } },
        async (request) => {
          const data = await service.listForStaff(request.query.groupe as G | undefined);
          return { success: true, data, total: data.length, page: 1, limite: data.length };
        },
      );

      staff.get(
        `${path}/admin/:id`,
        { schema: { ...schema, params: IdParamsSchema } },
        async (request) => {
          const data = await service.findForStaff(request.params.id);
          if (!data) throw notFound();
          return { success: true, data };
        },
      );

      staff.post(
        path,
        { schema: { ...schema, summary: summaries.create } },
        async (request, reply) => {
          const id = await service.create(await readForm(request), currentUser(request));
          const data = await service.findForStaff(id);
          if (!data) throw notFound();
          return reply.status(201).send({ success: true, message: M.created, data });
        },
      );

      staff.patch(
        `${path}/:id`,
        { schema: { ...schema, params: IdParamsSchema, summary: summaries.update } },
        async (request) => {
          const { id } = request.params;
          await service.update(id, await readForm(request), currentUser(request));
          const data = await service.findForStaff(id);
          if (!data) throw notFound();
          return { success: true, message: M.updated, data };
        },
      );

      staff.delete(
        `${path}/:id`,
        { schema: { ...schema, params: IdParamsSchema } },
        async (request) => {
          await service.remove(request.params.id, currentUser(request));
          return { success: true, message: M.deleted };
        },
      );
    });
  };
}
