import { asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Language, Localized, SectorCode } from "../../../domain/constants.ts";
import { SECTORS } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { Database } from "../../db/client.ts";
import { sectors } from "../../db/schema.ts";

export type SectorRow = typeof sectors.$inferSelect;

export interface SectorView {
  _id: string;
  code: SectorCode;
  /** The sector page's path segment (`/immobilier`, `/en/immobilier`): the same in every language. */
  route: SectorCode;
  /** Name and slug in the requested language. */
  nom: string;
  slug: string;
  /** Every language, for the back office's forms. */
  noms: Localized;
  slugs: Localized;
}

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
