import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LANGUAGES } from "../../../domain/constants.ts";
import type { ImageAsset, LocalizedKeywords, LocalizedText } from "../../../domain/content.ts";
import { toLanguage } from "../../../domain/language.ts";
import {
  CreateOpportunityInputSchema,
  OPPORTUNITY_MESSAGES,
  sortOpportunityErrors,
  UpdateOpportunityInputSchema,
} from "../../../domain/opportunites.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import type { UserRow } from "../../db/schema.ts";
import { readForm, type SubmittedForm } from "../../lib/form.ts";
import { fieldErrorsFromZod, HttpError, validationError } from "../../lib/http-error.ts";
import type { ProcessedImage } from "../../lib/images.ts";
import { sendPublic } from "../../lib/public-cache.ts";
import { currentUser, optionalUser, requireUser } from "../../plugins/auth.ts";
import { processUploadedImage, removeAfterCommit, withStoredImages } from "../content/uploads.ts";
import {
  createOpportunitesRepository,
  OPPORTUNITY_CONTENT_TYPE,
  type OpportunitesRepository,
  type OpportunityPatch,
  type OpportunityRecord,
  ownerOf,
  toBackOfficeOpportunity,
  toPublicOpportunity,
} from "./opportunites.repository.ts";

const LanguageQuerySchema = z.object({ lang: z.string().optional().transform(toLanguage) });
const ListQuerySchema = PaginationQuerySchema.extend(LanguageQuerySchema.shape);
const SlugParamsSchema = z.object({ slug: z.string() });
const IdParamsSchema = z.object({ id: z.string() });

/** OpenAPI: the staff routes take the Bearer token of POST /auth/connexion. */
const STAFF = { tags: ["opportunites"], security: [{ bearerAuth: [] }] };

const notFound = () => new HttpError(404, OPPORTUNITY_MESSAGES.notFound);

/** Parses with a domain schema; errors in SPEC.md §5's order (fr first, then en, it). */
function parseOrderly<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw validationError(sortOpportunityErrors(fieldErrorsFromZod(result.error.issues)));
  }
  return result.data;
}

/** Checks the upload by its bytes and re-encodes it, in memory: nothing is stored yet. */
const processUpload = (data: Buffer): Promise<ProcessedImage> =>
  processUploadedImage(data, { field: "image", typeMessage: OPPORTUNITY_MESSAGES.imageType });

/** The fields of a creation form, as the domain schema reads them. */
function creationInput(form: SubmittedForm) {
  return {
    titre: form.localized("titre"),
    description: form.localized("description"),
    contenu: form.localized("contenu"),
    motsCles: form.localizedList("motsCles"),
    categorie: form.text("categorie"),
    pays: form.text("pays"),
    contact: form.text("contact"),
    quantiteDisponible: form.text("quantiteDisponible"),
    statut: form.text("statut"),
    etat: form.text("etat"),
    datePublication: form.text("datePublication"),
    dateExpiration: form.text("dateExpiration"),
    // `auteur` is ignored: the author is whoever is signed in.
    image: form.filesOf("image")[0],
  };
}

const LOCALIZED_TEXTS = ["titre", "description", "contenu"] as const;
const DETAILS = ["categorie", "pays", "contact", "quantiteDisponible"] as const;

/**
 * An edit form over the current opportunity: a field that was not sent keeps its value
 * (per language for texts), so the whole edited opportunity is validated.
 */
function editedInput(form: SubmittedForm, current: OpportunityRecord["row"]) {
  const texts = (name: (typeof LOCALIZED_TEXTS)[number]) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [lang, form.text(`${name}.${lang}`) ?? current[name][lang]]),
    ) as LocalizedText;
  return {
    titre: texts("titre"),
    description: texts("description"),
    contenu: texts("contenu"),
    motsCles: Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        form.has(`motsCles.${lang}`) ? form.list(`motsCles.${lang}`) : current.motsCles[lang],
      ]),
    ) as LocalizedKeywords,
    ...Object.fromEntries(DETAILS.map((name) => [name, form.text(name) ?? current[name]])),
    statut: form.text("statut") ?? current.statut,
    dateExpiration: form.has("dateExpiration")
      ? form.text("dateExpiration")
      : current.dateExpiration,
  };
}

/** Only what was sent, from the validated values. */
function patchOf(
  form: SubmittedForm,
  input: z.output<typeof UpdateOpportunityInputSchema>,
): OpportunityPatch {
  const patch: OpportunityPatch = {};
  for (const name of [...LOCALIZED_TEXTS, "motsCles"] as const) {
    const sent = LANGUAGES.filter((lang) => form.has(`${name}.${lang}`));
    if (sent.length === 0) continue;
    const values = Object.fromEntries(sent.map((lang) => [lang, input[name][lang]]));
    if (name === "motsCles") patch.motsCles = values as Partial<LocalizedKeywords>;
    else patch[name] = values as Partial<LocalizedText>;
  }
  for (const name of DETAILS) if (form.has(name)) patch[name] = input[name];
  if (form.has("statut")) patch.statut = input.statut;
  if (form.has("dateExpiration")) patch.dateExpiration = input.dateExpiration;
  return patch;
}

/** Opportunities (SPEC.md §7, docs/decisions/004 and 005). */
export async function opportunitesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, slugs, storage, views, publicCache } = app.services;
  const repository: OpportunitesRepository = createOpportunitesRepository(db, slugs);

  async function backOfficeList(user: UserRow, page: number, limite: number) {
    const { records, total } = await repository.listBackOffice(ownerOf(user), { page, limite });
    const current = await slugs.currentFor(
      OPPORTUNITY_CONTENT_TYPE,
      records.map((r) => r.row.id),
    );
    const data = records.map((r) => toBackOfficeOpportunity(r, current.get(r.row.id)));
    return { success: true, data, total, page, limite };
  }

  async function backOfficeItem(record: OpportunityRecord) {
    const current = await slugs.currentFor(OPPORTUNITY_CONTENT_TYPE, [record.row.id]);
    return toBackOfficeOpportunity(record, current.get(record.row.id));
  }

  const findOwnedOr404 = async (request: FastifyRequest, id: string) => {
    const record = await repository.findForOwner(id, ownerOf(currentUser(request)));
    if (!record) throw notFound();
    return record;
  };

  // Public list, or the back-office list for a signed-in staff member (decision 005).
  app.get(
    "/opportunites",
    {
      schema: {
        tags: ["opportunites"],
        summary:
          "Liste publique ; avec un jeton du personnel, la liste du back office (décision 005)",
        querystring: ListQuerySchema,
      },
    },
    async (request, reply) => {
      const { page, limite, lang } = request.query;
      const user = await optionalUser(request);
      if (user) return backOfficeList(user, page, limite);
      const { value } = await publicCache.read(
        `opportunites:${lang}:${page}:${limite}`,
        async () => {
          const { records, total } = await repository.listPublic({ page, limite });
          const current = await slugs.currentFor(
            OPPORTUNITY_CONTENT_TYPE,
            records.map((r) => r.row.id),
          );
          const data = records.map((r) => toPublicOpportunity(r, current.get(r.row.id), lang));
          return { data, total };
        },
      );
      return sendPublic(request, reply, { success: true, ...value, page, limite });
    },
  );

  app.get(
    "/opportunites/admin/all",
    {
      onRequest: requireUser,
      schema: {
        ...STAFF,
        summary:
          "Liste du back office (toutes pour un administrateur, les siennes pour un conseiller)",
        querystring: PaginationQuerySchema,
      },
    },
    async (request) => {
      const { page, limite } = request.query;
      return backOfficeList(currentUser(request), page, limite);
    },
  );

  app.get(
    "/opportunites/admin/:id",
    {
      onRequest: requireUser,
      schema: { ...STAFF, summary: "Une opportunité, textes en fr/en/it", params: IdParamsSchema },
    },
    async (request) => {
      const record = await findOwnedOr404(request, request.params.id);
      return { success: true, data: await backOfficeItem(record) };
    },
  );

  // Public detail by current or former slug; counts the view (once a day per visitor).
  app.get(
    "/opportunites/:slug",
    {
      schema: {
        tags: ["opportunites"],
        summary: "Détail public par slug actuel ou ancien ; compte la vue",
        params: SlugParamsSchema,
        querystring: LanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const slug = request.params.slug.trim().toLowerCase();
      const { value: data } = await publicCache.read(`opportunite:${lang}:${slug}`, async () => {
        const id = await slugs.resolve(OPPORTUNITY_CONTENT_TYPE, slug, lang);
        const record = id ? await repository.findPublic(id) : undefined;
        if (!record) return undefined;
        const current = await slugs.currentFor(OPPORTUNITY_CONTENT_TYPE, [record.row.id]);
        return toPublicOpportunity(record, current.get(record.row.id), lang);
      });
      if (!data) throw notFound();
      await views.count(request, OPPORTUNITY_CONTENT_TYPE, data._id);
      const nombreVues = await views.of(OPPORTUNITY_CONTENT_TYPE, data._id);
      return sendPublic(request, reply, { success: true, data: { ...data, nombreVues } });
    },
  );

  app.post(
    "/opportunites",
    {
      onRequest: requireUser,
      schema: {
        ...STAFF,
        summary: "Création (multipart : titre[fr], description[fr], motsCles[fr][], image…)",
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readForm(request);
      const input = parseOrderly(CreateOpportunityInputSchema, creationInput(form));
      const file = form.filesOf("image")[0];
      if (!file) throw new Error("validated form without image");
      const processed = await processUpload(file.data);
      const row = await withStoredImages(storage, [processed], ([asset]) =>
        repository.create(input, asset as ImageAsset, user),
      );
      const record = await repository.findForOwner(row.id, { all: true });
      if (!record) throw notFound();
      return reply.status(201).send({
        success: true,
        message: OPPORTUNITY_MESSAGES.created,
        data: await backOfficeItem(record),
      });
    },
  );

  app.patch(
    "/opportunites/:id",
    {
      onRequest: requireUser,
      schema: {
        ...STAFF,
        summary: "Modification (multipart) : les champs absents gardent leur valeur",
        params: IdParamsSchema,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readForm(request);
      const existing = await findOwnedOr404(request, request.params.id);
      const input = parseOrderly(UpdateOpportunityInputSchema, editedInput(form, existing.row));
      // A new file replaces the image; without one (`oldImage` or nothing) it is kept.
      const file = form.filesOf("image")[0];
      const processed = file ? await processUpload(file.data) : undefined;
      const patch = patchOf(form, input);
      const result = await withStoredImages(storage, processed ? [processed] : [], ([asset]) =>
        repository.update(existing.row.id, ownerOf(user), { ...patch, image: asset }, user),
      );
      if (!result) throw notFound();
      await removeAfterCommit(storage, request, [result.replacedImage]);
      const record = await repository.findForOwner(existing.row.id, { all: true });
      if (!record) throw notFound();
      return {
        success: true,
        message: OPPORTUNITY_MESSAGES.updated,
        data: await backOfficeItem(record),
      };
    },
  );

  app.delete(
    "/opportunites/:id",
    {
      onRequest: requireUser,
      schema: { ...STAFF, summary: "Suppression, images comprises", params: IdParamsSchema },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await repository.delete(request.params.id, ownerOf(user), user);
      if (!row) throw notFound();
      await removeAfterCommit(storage, request, [row.image]);
      return { success: true, message: OPPORTUNITY_MESSAGES.deleted };
    },
  );
}
