import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import {
  CreateUserInputSchema,
  UpdateUserInputSchema,
  USER_MESSAGES,
} from "../../../domain/users.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError } from "../../lib/http-error.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";
import { toPublicUser } from "./users.repository.ts";

const UserIdParamsSchema = z.object({ id: z.string() });
const notFound = () => new HttpError(404, USER_MESSAGES.notFound);

/** User management, administrators only (SPEC.md §6, §7). */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = app.services;
  // onRequest, not preHandler: a caller without the right to the route learns nothing about
  // its validation rules (401/403 come before any 400).
  app.addHook("onRequest", requireAdministrator);

  app.get(
    "/utilisateurs",
    { schema: { querystring: PaginationQuerySchema, tags: ["utilisateurs"] } },
    async (request) => {
      const { page, limite } = request.query;
      const { rows, total } = await users.list({ page, limite });
      return { success: true, donnees: rows.map(toPublicUser), total, page, limite };
    },
  );

  app.post(
    "/utilisateurs",
    { schema: { body: CreateUserInputSchema, tags: ["utilisateurs"] } },
    async (request, reply) => {
      const user = await users.create(request.body);
      request.log.info({ userId: user.id, by: currentUser(request).id }, "utilisateur créé");
      return reply.status(201).send({
        success: true,
        message: "Utilisateur créé avec succès.",
        donnees: toPublicUser(user),
      });
    },
  );

  app.get(
    "/utilisateurs/:id",
    { schema: { params: UserIdParamsSchema, tags: ["utilisateurs"] } },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      return { success: true, donnees: toPublicUser(user) };
    },
  );

  app.put(
    "/utilisateurs/:id",
    { schema: { params: UserIdParamsSchema, body: UpdateUserInputSchema, tags: ["utilisateurs"] } },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      const updated = await users.update(user.id, request.body);
      if (!updated) throw notFound();
      request.log.info({ userId: user.id, by: currentUser(request).id }, "utilisateur modifié");
      return {
        success: true,
        message: "Utilisateur modifié avec succès.",
        donnees: toPublicUser(updated),
      };
    },
  );

  app.delete(
    "/utilisateurs/:id",
    { schema: { params: UserIdParamsSchema, tags: ["utilisateurs"] } },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      if (user.id === currentUser(request).id) throw new HttpError(409, USER_MESSAGES.selfDelete);
      if (!(await users.delete(user.id))) throw notFound();
      request.log.info({ userId: user.id, by: currentUser(request).id }, "utilisateur supprimé");
      return { success: true, message: "Utilisateur supprimé avec succès." };
    },
  );
}
