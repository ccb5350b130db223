import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts.ts";
import { ROLE_VALUES, USER_STATUS_VALUES } from "../../../domain/constants.ts";
import { PaginationQuerySchema, SearchQuerySchema } from "../../../domain/pagination.ts";
import {
  CreateUserInputSchema,
  type PublicUser,
  UpdateUserInputSchema,
  USER_MESSAGES,
} from "../../../domain/users.ts";
import { z } from "../../../domain/zod.ts";
import type { UserRow } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { choiceFilter } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";
import { toPublicPasskey } from "../auth/passkeys.ts";
import { toPublicUser } from "./users.repository.ts";

const UserIdParamsSchema = z.object({ id: z.string() });
const UserKeyParamsSchema = z.object({ id: z.string(), cleId: z.string().max(1024) });

/** GET /utilisateurs: a page, narrowed by name or email, role and status. */
const UserListQuerySchema = PaginationQuerySchema.extend(SearchQuerySchema.shape).extend({
  role: choiceFilter(ROLE_VALUES, USER_MESSAGES.roleFilterInvalid),
  statut: choiceFilter(USER_STATUS_VALUES, USER_MESSAGES.statutFilterInvalid),
});

/** DELETE /utilisateurs/{id}: who takes the user's content over; empty or absent is no one. */
const DeleteUserQuerySchema = z.object({
  transfererA: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim().toLowerCase() : undefined))
    .pipe(z.uuid({ error: USER_MESSAGES.transferTargetInvalid }).optional()),
});
const notFound = () => new HttpError(404, USER_MESSAGES.notFound);

/** User management, administrators only (SPEC.md §6, §7). */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, passkeys, invitations } = app.services;
  /** Users as the API answers them, with the invitation of those who have no password yet. */
  const presented = async (rows: UserRow[]) => {
    const pending = await users.invitations(rows);
    return rows.map((row) => toPublicUser(row, pending.get(row.id)));
  };
  const presentedOne = async (row: UserRow) => (await presented([row]))[0] as PublicUser;
  // onRequest, not preHandler: a caller without the right to the route learns nothing about
  // its validation rules (401/403 come before any 400).
  app.addHook("onRequest", requireAdministrator);

  app.get(
    "/utilisateurs",
    {
      schema: {
        querystring: UserListQuerySchema,
        tags: ["utilisateurs"],
        summary:
          "Les utilisateurs par nom ; `recherche` dans le prénom, le nom ou l'email (sans casse ni accents), `role`, `statut`",
      },
    },
    async (request) => {
      const { page, limite } = request.query;
      const { rows, total } = await users.list(request.query);
      return { success: true, donnees: await presented(rows), total, page, limite };
    },
  );

  app.post(
    "/utilisateurs",
    {
      schema: {
        body: CreateUserInputSchema,
        tags: ["utilisateurs"],
        summary:
          "Crée un utilisateur avec `motDePasse`, ou avec `invitation: true` et sans mot de passe : un lien lui est envoyé par email pour le choisir (valable une heure, une fois ; 409 sans SMTP)",
      },
    },
    async (request, reply) => {
      const by = currentUser(request);
      const invited = request.body.invitation === true;
      const user = invited
        ? await invitations.create(request.body, by)
        : await users.create(request.body);
      request.log.info({ userId: user.id, by: by.id, invited }, "utilisateur créé");
      return reply.status(201).send({
        success: true,
        message: invited ? USER_MESSAGES.invited(user.email) : USER_MESSAGES.created,
        donnees: await presentedOne(user),
      });
    },
  );

  app.post(
    "/utilisateurs/:id/invitation",
    {
      schema: {
        params: UserIdParamsSchema,
        tags: ["utilisateurs"],
        summary:
          "Renvoie l'invitation d'un utilisateur qui n'a pas encore choisi son mot de passe ; les liens envoyés avant ne servent plus",
      },
    },
    async (request) => {
      const by = currentUser(request);
      const user = await invitations.resend(request.params.id, by);
      if (!user) throw notFound();
      request.log.info({ userId: user.id, by: by.id }, "invitation renvoyée");
      return {
        success: true,
        message: USER_MESSAGES.invitationResent(user.email),
        donnees: await presentedOne(user),
      };
    },
  );

  app.get(
    "/utilisateurs/:id",
    { schema: { params: UserIdParamsSchema, tags: ["utilisateurs"] } },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      return { success: true, donnees: await presentedOne(user) };
    },
  );

  app.put(
    "/utilisateurs/:id",
    { schema: { params: UserIdParamsSchema, body: UpdateUserInputSchema, tags: ["utilisateurs"] } },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      const updated = await users.update(user.id, request.body, currentUser(request));
      if (!updated) throw notFound();
      request.log.info({ userId: user.id, by: currentUser(request).id }, "utilisateur modifié");
      return {
        success: true,
        message: "Utilisateur modifié avec succès.",
        donnees: await presentedOne(updated),
      };
    },
  );

  // Any account's passkeys, for an administrator to see and revoke (a key a thief added is
  // a way in that no password change closes). Owners keep /auth/cles for their own.
  app.get(
    "/utilisateurs/:id/cles",
    {
      schema: {
        params: UserIdParamsSchema,
        tags: ["utilisateurs"],
        summary: "Les clés d'accès de l'utilisateur : nom, date d'ajout, dernière utilisation",
      },
    },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      return { success: true, donnees: (await passkeys.list(user.id)).map(toPublicPasskey) };
    },
  );

  app.delete(
    "/utilisateurs/:id/cles/:cleId",
    {
      schema: {
        params: UserKeyParamsSchema,
        tags: ["utilisateurs"],
        summary: "Révoque une clé d'accès de l'utilisateur",
      },
    },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      if (!(await passkeys.remove(user.id, request.params.cleId))) {
        throw new HttpError(404, ACCOUNT_MESSAGES.passkeyNotFound);
      }
      request.log.info(
        { userId: user.id, by: currentUser(request).id },
        "clé d'accès révoquée par un administrateur",
      );
      return { success: true, message: ACCOUNT_MESSAGES.passkeyRevoked };
    },
  );

  app.get(
    "/utilisateurs/:id/contenus",
    {
      schema: {
        params: UserIdParamsSchema,
        tags: ["utilisateurs"],
        summary:
          "Combien d'articles, de réalisations et d'opportunités l'utilisateur a écrits : ce que sa suppression transfère ou laisse sans auteur",
      },
    },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound();
      return { success: true, donnees: await users.authored(user.id) };
    },
  );

  app.delete(
    "/utilisateurs/:id",
    {
      schema: {
        params: UserIdParamsSchema,
        querystring: DeleteUserQuerySchema,
        tags: ["utilisateurs"],
        summary:
          "Suppression ; avec `transfererA`, ses contenus passent à cet utilisateur actif, sinon ils restent sans auteur (« Auteur supprimé »)",
      },
    },
    async (request) => {
      const by = currentUser(request);
      const { transfererA } = request.query;
      const deleted = await users.delete(request.params.id, by, transfererA);
      if (!deleted) throw notFound();
      request.log.info(
        { userId: request.params.id, by: by.id, transferredTo: transfererA, ...deleted },
        "utilisateur supprimé",
      );
      return { success: true, message: "Utilisateur supprimé avec succès." };
    },
  );
}
