import type { Database } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { createContentRepository } from "../content/content.repository.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export type ArticleRow = typeof articles.$inferSelect;

/** Articles in the database: the content repository of content/, on the articles table. */
export const createArticlesRepository = (db: Database, slugs: SlugsRepository) =>
  createContentRepository(db, slugs, "article", articles);

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
