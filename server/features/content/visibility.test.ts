// The public-visibility rules exist once, in domain/visibility.ts; the SQL is built from
// them. This checks that both say the same of every state an item can be in.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import {
  isArticlePublic,
  isOpportunityPublic,
  isRealisationPublic,
} from "../../../domain/visibility.ts";
import { opportunites } from "../../db/schema.ts";
import {
  CONTENT_TYPES_UNDER_TEST,
  type ContentTypeUnderTest,
  createItem,
} from "../../test/content-types.ts";
import type { FormFields } from "../../test/multipart.ts";
import { API, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

const [ARTICLE, REALISATION, OPPORTUNITY] = CONTENT_TYPES_UNDER_TEST;
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

interface Stored {
  _id: string;
  etat: string;
  statut?: string;
  datePublication: string | null;
  dateExpiration?: string | null;
}

describe("public visibility: the domain rule and the SQL agree", () => {
  let app: FastifyInstance;
  let token: string;
  withTestApp(async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
  });

  let counter = 0;
  async function create(
    content: ContentTypeUnderTest | undefined,
    fields: FormFields = {},
  ): Promise<Stored> {
    if (!content) throw new Error("no such content type under test");
    counter += 1;
    const response = await createItem(app, content, token, `Visibilité numéro ${counter}`, fields);
    return response.json<{ data: Stored }>().data;
  }

  async function publicIds(path: string): Promise<string[]> {
    const response = await app.inject({ url: `${API}${path}?lang=fr&limite=100` });
    const body = response.json<{ results?: { _id: string }[]; data?: { _id: string }[] }>();
    return (body.results ?? body.data ?? []).map((item) => item._id);
  }

  async function expectAgreement(path: string, items: Stored[], rule: (item: Stored) => boolean) {
    const listed = await publicIds(path);
    for (const item of items) {
      const shown = listed.includes(item._id);
      expect({ item, shown }).toEqual({ item, shown: rule(item) });
    }
    // Both sides say yes and no at least once: the check compares something.
    expect(new Set(items.map(rule))).toEqual(new Set([true, false]));
  }

  it("articles: published, or planned with its date passed", async () => {
    const items = [
      await create(ARTICLE, { etat: "publié" }),
      await create(ARTICLE, { etat: "brouillon" }),
      await create(ARTICLE, { etat: "planifié", datePublication: at(-HOUR) }),
      await create(ARTICLE, { etat: "planifié", datePublication: at(HOUR) }),
    ];
    await expectAgreement("/articles", items, (item) =>
      isArticlePublic({ etat: item.etat, datePublication: item.datePublication }),
    );
  });

  it("projects: published", async () => {
    const items = [
      await create(REALISATION, { etat: "publié" }),
      await create(REALISATION, { etat: "published" }),
      await create(REALISATION, { etat: "brouillon", datePublication: "" }),
    ];
    await expectAgreement("/realisations", items, isRealisationPublic);
  });

  it("opportunities: published, actif in any case or spacing, not expired", async () => {
    const items = [
      await create(OPPORTUNITY, { etat: "publié", statut: "actif" }),
      await create(OPPORTUNITY, { etat: "brouillon", statut: "actif" }),
      await create(OPPORTUNITY, { etat: "publié", statut: "retiré" }),
      await create(OPPORTUNITY, { etat: "publié", statut: "expiré" }),
      await create(OPPORTUNITY, { etat: "publié", dateExpiration: at(-HOUR) }),
      await create(OPPORTUNITY, { etat: "publié", dateExpiration: at(HOUR) }),
    ];
    // Rows written before the API normalised statuses: the rule reads them the same.
    const legacy = await create(OPPORTUNITY, { etat: "publié" });
    await app.services.db
      .update(opportunites)
      .set({ statut: " ACTIF " as never })
      .where(eq(opportunites.id, legacy._id));
    items.push({ ...legacy, statut: " ACTIF " });
    await expectAgreement("/opportunites", items, (item) =>
      isOpportunityPublic({ ...item, statut: item.statut ?? "" }),
    );
  });
});
