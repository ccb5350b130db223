import type { Database } from "../../db/client.ts";
import { communiques } from "../../db/schema.ts";
import { createContentRepository } from "../content/content.repository.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export type ReleaseRow = typeof communiques.$inferSelect;

/** Press releases in the database: the content repository of content/, on their table. */
export const createReleasesRepository = (db: Database, slugs: SlugsRepository) =>
  createContentRepository(db, slugs, "communique", communiques);
