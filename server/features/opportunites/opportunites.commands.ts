import {
  CreateOpportunityInputSchema,
  OPPORTUNITY_MESSAGES as M,
  sortOpportunityErrors,
  UpdateOpportunityInputSchema,
} from "../../../domain/opportunites.ts";
import type { opportunites } from "../../db/schema.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";

const OPPORTUNITY_WRITING: ContentWriting<
  typeof opportunites,
  ReturnType<typeof CreateOpportunityInputSchema.parse>,
  ReturnType<typeof UpdateOpportunityInputSchema.parse>,
  undefined
> = {
  notFound: M.notFound,
  createSchema: CreateOpportunityInputSchema,
  updateSchema: UpdateOpportunityInputSchema,
  // SPEC.md §5: language by language, the first failure first.
  sortErrors: sortOpportunityErrors,

  // The state and the publication date are set at creation only (SPEC.md §4).
  formValuesOf: (row) => ({
    titre: row.titre,
    description: row.description,
    contenu: row.contenu,
    motsCles: row.motsCles,
    categorie: row.categorie,
    pays: row.pays,
    contact: row.contact,
    quantiteDisponible: row.quantiteDisponible,
    statut: row.statut,
    dateExpiration: row.dateExpiration,
  }),

  // `auteur` a form may send is ignored: the author is whoever is signed in.
  uploads: (input) => ({
    files: input.image ? [input.image as UploadedFile] : [],
    field: "image",
    typeMessage: M.imageType,
  }),

  createValues: ({ image: _file, ...input }, _resolved, [image]) => ({
    ...input,
    image: image ?? null,
  }),

  // A new file replaces the image; without one (`oldImage` or nothing) it is kept.
  editValues: ({ image: _file, ...input }, { images: [image] }) => ({
    ...input,
    ...(image ? { image } : {}),
  }),

  imagesOf: (row) => [row.image],
};

export const createOpportunityCommands = (deps: ContentDeps<typeof opportunites>) =>
  createContentCommands(deps, OPPORTUNITY_WRITING);
