import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import { slugify } from "../../../domain/content.ts";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import type { Database } from "../../db/client.ts";
import { contentSlugs } from "../../db/schema.ts";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * The current slugs of the item whose id is `id`, per language ("" where it has none yet),
 * as one column of a select: a page of items reads its slugs in its own query rather than
 * in a second one (`currentFor`). On the embedded database a query's round trip cost as
 * much as the page's slugs themselves: 1.5 ms for a back-office page of whole items at
 * 10,000 items, whose own query took 3.5 (issue 30).
 */
export function currentSlugsColumn(type: ContentTypeKey, id: AnyPgColumn): SQL<Localized> {
  const perLanguage = sql.join(
    LANGUAGES.map(
      (lang) =>
        sql`${lang}::text, coalesce(max(${contentSlugs.slug}) filter (where ${contentSlugs.lang} = ${lang}), '')`,
    ),
    sql`, `,
  );
  return sql<Localized>`(select json_build_object(${perLanguage}) from ${contentSlugs} where ${contentSlugs.contentType} = ${type} and ${contentSlugs.current} and ${contentSlugs.contentId} = ${id})`;
}

/**
 * Slugs per language, unique per content type and language, with their history: when a
 * title changes the item gets a new current slug and its old ones keep resolving.
 */
export function createSlugsRepository(db: Database) {
  async function assignOne(
    tx: Executor,
    type: ContentTypeKey,
    id: string,
    lang: Language,
    title: string,
  ) {
    const base = slugify(title);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const [holder] = await tx
        .select({
          id: contentSlugs.id,
          contentId: contentSlugs.contentId,
          current: contentSlugs.current,
        })
        .from(contentSlugs)
        .where(
          and(
            eq(contentSlugs.contentType, type),
            eq(contentSlugs.lang, lang),
            eq(contentSlugs.slug, candidate),
          ),
        );
      if (holder && holder.contentId !== id) continue;
      if (holder?.current) return;
      await tx
        .update(contentSlugs)
        .set({ current: false })
        .where(
          and(
            eq(contentSlugs.contentType, type),
            eq(contentSlugs.contentId, id),
            eq(contentSlugs.lang, lang),
          ),
        );
      if (holder) {
        await tx.update(contentSlugs).set({ current: true }).where(eq(contentSlugs.id, holder.id));
      } else {
        await tx
          .insert(contentSlugs)
          .values({ contentType: type, contentId: id, lang, slug: candidate });
      }
      return;
    }
  }

  return {
    /**
     * Gives the item a current slug in every language, made from its title in that
     * language (else the French one). Keeps the current slug when the title still yields it.
     * Call it inside the transaction that writes the item.
     */
    async assign(tx: Executor, type: ContentTypeKey, id: string, titles: Localized): Promise<void> {
      // Two items with the same title saved at once would pick the same free slug: the
      // lock (released at commit) makes the second wait and see the first one's slug.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slugs:${type}`}))`);
      for (const lang of LANGUAGES) {
        const title = titles[lang]?.trim() || titles.fr;
        const [current] = await tx
          .select({ slug: contentSlugs.slug })
          .from(contentSlugs)
          .where(
            and(
              eq(contentSlugs.contentType, type),
              eq(contentSlugs.contentId, id),
              eq(contentSlugs.lang, lang),
              eq(contentSlugs.current, true),
            ),
          );
        const base = slugify(title);
        if (current && (current.slug === base || new RegExp(`^${base}-\\d+$`).test(current.slug)))
          continue;
        await assignOne(tx, type, id, lang, title);
      }
    },

    /**
     * The item a slug names: current or former, preferably in the reader's language (the
     * same slug may name different items in two languages), else in any.
     */
    async resolve(type: ContentTypeKey, slug: string, lang: Language): Promise<string | undefined> {
      const [row] = await db
        .select({ contentId: contentSlugs.contentId })
        .from(contentSlugs)
        .where(and(eq(contentSlugs.contentType, type), eq(contentSlugs.slug, slug)))
        .orderBy(desc(sql`${contentSlugs.lang} = ${lang}`), desc(contentSlugs.current))
        .limit(1);
      return row?.contentId;
    },

    /** Current slugs of several items, per language. */
    async currentFor(
      type: ContentTypeKey,
      ids: readonly string[],
    ): Promise<Map<string, Localized>> {
      const result = new Map<string, Localized>();
      if (ids.length === 0) return result;
      const rows = await db
        .select({
          contentId: contentSlugs.contentId,
          lang: contentSlugs.lang,
          slug: contentSlugs.slug,
        })
        .from(contentSlugs)
        .where(
          and(
            eq(contentSlugs.contentType, type),
            eq(contentSlugs.current, true),
            inArray(contentSlugs.contentId, [...ids]),
          ),
        );
      for (const row of rows) {
        const slugs = result.get(row.contentId) ?? { fr: "", en: "", it: "" };
        slugs[row.lang] = row.slug;
        result.set(row.contentId, slugs);
      }
      return result;
    },

    async removeAll(tx: Executor, type: ContentTypeKey, id: string): Promise<void> {
      await tx
        .delete(contentSlugs)
        .where(and(eq(contentSlugs.contentType, type), eq(contentSlugs.contentId, id)));
    },
  };
}

export type SlugsRepository = ReturnType<typeof createSlugsRepository>;
