// The after-write hooks of the content repository (issue 29, part 4): every creation,
// edition and deletion runs them inside its transaction, after the slugs and the version
// and before the journal and the public cache; a hook that refuses refuses the write.
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { activityLog, articles, publicPagesGeneration, users } from "../../db/schema.ts";
import { TEST_ADMIN, withTestApp } from "../../test/test-app.ts";
import { type ContentWrite, createContentRepository } from "./content.repository.ts";
import type { Actor } from "./ownership.ts";

let app: FastifyInstance;
let admin: Actor;

withTestApp(async (built) => {
  app = built;
  const [row] = await app.services.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  if (!row) throw new Error("no administrator");
  admin = row as unknown as Actor;
});

const generation = async () =>
  (await app.services.db.select().from(publicPagesGeneration))[0]?.version ?? 0;
const journalLines = async () =>
  (await app.services.db.select({ value: count() }).from(activityLog))[0]?.value ?? 0;

const text = (fr: string) => ({ fr, en: fr, it: fr });
const article = (title: string): typeof articles.$inferInsert => ({
  titre: text(title),
  contenu: text("Un contenu. ".repeat(10)),
  resume: text(""),
  motsCles: { fr: [], en: [], it: [] },
  categories: ["mines"],
  etat: "brouillon",
  datePublication: null,
  imagePrincipale: null,
});

describe("after-write hooks", () => {
  it("run for a creation, an edition and a deletion, in the write's transaction", async () => {
    const seen: { action: string; before: unknown; after: unknown }[] = [];
    const repository = createContentRepository(
      app.services.db,
      app.services.slugs,
      "article",
      articles,
      {},
      [
        async (tx, write: ContentWrite<typeof articles.$inferSelect>) => {
          // Inside the transaction: the row as written is there to read.
          const [row] = await tx.select().from(articles).where(eq(articles.id, write.id));
          seen.push({
            action: write.action,
            before: write.before?.titre.fr ?? null,
            after: row?.titre.fr ?? null,
          });
        },
      ],
    );
    const before = await generation();
    const id = await repository.create(article("Écrit avec des crochets"), admin);
    await repository.update(id, admin, () => ({ titre: text("Réécrit avec des crochets") }));
    await repository.delete(id, admin);
    expect(seen).toEqual([
      { action: "creation", before: null, after: "Écrit avec des crochets" },
      {
        action: "modification",
        before: "Écrit avec des crochets",
        after: "Réécrit avec des crochets",
      },
      { action: "suppression", before: "Réécrit avec des crochets", after: null },
    ]);
    // Each write outdated the public pages once.
    expect(await generation()).toBe(before + 3);
  });

  it("refuse the write when one throws: no row, no journal line, no cache change", async () => {
    const repository = createContentRepository(
      app.services.db,
      app.services.slugs,
      "article",
      articles,
      {},
      [
        async () => {
          throw new Error("refusé par le crochet");
        },
      ],
    );
    const [lines, before] = [await journalLines(), await generation()];
    await expect(repository.create(article("Jamais écrit"), admin)).rejects.toThrow(
      "refusé par le crochet",
    );
    const rows = await app.services.db
      .select()
      .from(articles)
      .where(eq(articles.titre, text("Jamais écrit")));
    expect(rows).toEqual([]);
    expect(await journalLines()).toBe(lines);
    expect(await generation()).toBe(before);
  });
});
