import { RELEASE_MESSAGES as M } from "../../../domain/communiques.ts";
import {
  COMMUNIQUE_TYPE,
  CreateReleaseInputSchema,
  UpdateReleaseInputSchema,
} from "../../../domain/content-types/communique.ts";
import type { communiques } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";

type Created = ReturnType<typeof CreateReleaseInputSchema.parse>;
type Edited = ReturnType<typeof UpdateReleaseInputSchema.parse>;

/** A release is dated when first published, by the app's clock; a draft has no such date. */
const published = (etat: string, current: Date | null, clock: Clock) =>
  etat === "publié" ? (current ?? clock.now()) : null;

const releaseWriting = (
  clock: Clock,
): ContentWriting<typeof communiques, Created, Edited, undefined> => ({
  notFound: M.notFound,
  definition: COMMUNIQUE_TYPE,
  createSchema: CreateReleaseInputSchema,
  updateSchema: UpdateReleaseInputSchema,
  keptWhenBlank: ["etat", "dateCommunique"],
  // A release has no picture; its PDF is handled apart (communiques.pdf.ts).
  uploads: () => ({ files: [], field: "", typeMessage: "" }),
  createValues: (input) => ({
    ...input,
    dateCommunique: input.dateCommunique as Date,
    datePublication: published(input.etat, null, clock),
  }),
  editValues: (input, { current }) => ({
    ...input,
    dateCommunique: input.dateCommunique as Date,
    datePublication: published(input.etat, current.datePublication, clock),
  }),
});

export const createReleaseCommands = (deps: ContentDeps<typeof communiques>) =>
  createContentCommands(deps, releaseWriting(deps.clock));
