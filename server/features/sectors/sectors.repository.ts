import { asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Language, SectorCode } from "../../../domain/constants.ts";
import { SECTOR_CODES, SECTORS } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import { z } from "../../../domain/zod.ts";
import type { Database } from "../../db/client.ts";
import { sectors } from "../../db/schema.ts";
import { localized } from "../content/answers.ts";

export type SectorRow = typeof sectors.$inferSelect;

/** A sector as the API answers it (GET /secteurs, a project's `secteur`). */
export const SectorViewSchema = z.object({
  _id: z.string(),
  code: z.enum(SECTOR_CODES),
  /**
   * The sector page's name in domain/site-paths.ts (`immobilier`: `/immobilier`,
   * `/en/real-estate`); the API's answer keeps the French word it always gave.
   */
  route: z.enum(SECTOR_CODES),
  /** Name and slug in the requested language. */
  nom: z.string(),
  slug: z.string(),
  /** Every language, for the back office's forms. */
  noms: localized(z.string()),
  slugs: localized(z.string()),
});
export type SectorView = z.infer<typeof SectorViewSchema>;

export function sectorView(row: SectorRow, lang: Language): SectorView {
  const code = row.code as SectorCode;
  return {
    _id: row.id,
    code,
    route: code,
    nom: row.nom[lang],
    slug: row.slug[lang],
    noms: row.nom,
    slugs: row.slug,
  };
}

export function createSectorsRepository(db: Database) {
  // Sectors are written at start (seed) and never change while the app runs: read once.
  let all: Promise<SectorRow[]> | undefined;
  const readAll = () => {
    all ??= db
      .select()
      .from(sectors)
      .orderBy(asc(sectors.position))
      .catch((error: unknown) => {
        all = undefined;
        throw error;
      });
    return all;
  };

  return {
    async list(lang: Language): Promise<SectorView[]> {
      return (await readAll()).map((row) => sectorView(row, lang));
    },

    /** A sector by its id. */
    async byId(id: string): Promise<SectorRow | undefined> {
      return (await readAll()).find((row) => row.id === id);
    },

    /** A sector by its code (`immobilier`…). */
    async byCode(code: string): Promise<SectorRow | undefined> {
      return (await readAll()).find((row) => row.code === code);
    },

    /** A sector named by its id, its code or its slug in any language (case-insensitive). */
    async find(value: string): Promise<SectorRow | undefined> {
      const wanted = value.trim().toLowerCase();
      if (!wanted) return undefined;
      const conditions: SQL[] = [
        eq(sectors.code, wanted),
        sql`${wanted} in (select value from jsonb_each_text(${sectors.slug}))`,
      ];
      if (isUuid(wanted)) conditions.push(eq(sectors.id, wanted));
      const [row] = await db
        .select()
        .from(sectors)
        .where(or(...conditions));
      return row;
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
      all = undefined;
    },
  };
}

export type SectorsRepository = ReturnType<typeof createSectorsRepository>;
