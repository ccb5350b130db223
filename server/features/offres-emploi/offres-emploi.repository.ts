import type { Database } from "../../db/client.ts";
import { offresEmploi } from "../../db/schema.ts";
import { createContentRepository } from "../content/content.repository.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export type OfferRow = typeof offresEmploi.$inferSelect;

/** Job offers in the database: the content repository of content/, on their table. */
export const createOffersRepository = (db: Database, slugs: SlugsRepository) =>
  createContentRepository(db, slugs, "offreEmploi", offresEmploi);
