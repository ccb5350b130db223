import type { Database } from "../../db/client.ts";
import { realisations } from "../../db/schema.ts";
import { createContentRepository } from "../content/content.repository.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export type RealisationRow = typeof realisations.$inferSelect;

/** Projects in the database: the content repository of content/, on the projects table. */
export const createRealisationsRepository = (db: Database, slugs: SlugsRepository) =>
  createContentRepository(db, slugs, "realisation", realisations);

export type RealisationsRepository = ReturnType<typeof createRealisationsRepository>;
