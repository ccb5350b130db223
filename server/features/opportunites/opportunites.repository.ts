import type { Database } from "../../db/client.ts";
import { opportunites } from "../../db/schema.ts";
import { createContentRepository } from "../content/content.repository.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export type OpportunityRow = typeof opportunites.$inferSelect;

/** Opportunities in the database: the content repository of content/, on their table. */
export const createOpportunitesRepository = (db: Database, slugs: SlugsRepository) =>
  createContentRepository(db, slugs, "opportunite", opportunites);

export type OpportunitesRepository = ReturnType<typeof createOpportunitesRepository>;
