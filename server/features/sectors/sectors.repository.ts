import { asc } from "drizzle-orm";
import type { Language, Localized } from "../../../domain/constants.ts";
import { SECTORS } from "../../../domain/constants.ts";
import type { Database } from "../../db/client.ts";
import { sectors } from "../../db/schema.ts";

export interface SectorView {
  _id: string;
  code: string;
  /** Name and slug in the requested language. */
  nom: string;
  slug: string;
  /** Every language, for the back office's forms. */
  noms: Localized;
  slugs: Localized;
}

export function createSectorsRepository(db: Database) {
  return {
    async list(lang: Language): Promise<SectorView[]> {
      const rows = await db.select().from(sectors).orderBy(asc(sectors.position));
      return rows.map((row) => ({
        _id: row.id,
        code: row.code,
        nom: row.nom[lang],
        slug: row.slug[lang],
        noms: row.nom,
        slugs: row.slug,
      }));
    },

    /** Writes the four sectors of SPEC.md; safe to run at every start. */
    async seed(): Promise<void> {
      for (const [position, sector] of SECTORS.entries()) {
        await db
          .insert(sectors)
          .values({ code: sector.code, nom: sector.nom, slug: sector.slug, position })
          .onConflictDoUpdate({
            target: sectors.code,
            set: { nom: sector.nom, slug: sector.slug, position },
          });
      }
    },
  };
}

export type SectorsRepository = ReturnType<typeof createSectorsRepository>;
