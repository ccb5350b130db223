import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, opportunites } from "../../db/schema.ts";
import { createContentRepository } from "../content/content.repository.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export type OpportunityRow = typeof opportunites.$inferSelect;

/**
 * Opportunities in the database: the content repository of content/, on their table. A
 * version keeps its category's labels beside its id (`libelleCategorie`): restoring it
 * after the category was deleted makes it again by that label.
 */
export const createOpportunitesRepository = (db: Database, slugs: SlugsRepository) =>
  createContentRepository(db, slugs, "opportunite", opportunites, {
    async describe(tx, row) {
      const { categorieId } = row as OpportunityRow;
      if (!categorieId) return { libelleCategorie: null };
      const [category] = await tx
        .select({ libelle: categories.libelle })
        .from(categories)
        .where(eq(categories.id, categorieId));
      return { libelleCategorie: category?.libelle ?? null };
    },
  });

export type OpportunitesRepository = ReturnType<typeof createOpportunitesRepository>;
