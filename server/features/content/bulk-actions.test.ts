// Bulk actions on the back-office lists (issue 31 point 5, docs/decisions/050): publish,
// unpublish and delete several items at once through POST /{type}/admin/lot, each item as
// its single edit or deletion would be (rules, versions, journal, the public pages), one
// refusal never stopping the others, an adviser never reaching another's item.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { BULK_MAX_ITEMS, BULK_MESSAGES } from "../../../domain/content-types/bulk-actions.ts";
import { activityLog, contentRevisions } from "../../db/schema.ts";
import {
  CONTENT_TYPES_UNDER_TEST,
  type ContentTypeUnderTest,
  createItem,
} from "../../test/content-types.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

interface Result {
  _id: string;
  fait: boolean;
  inchange?: boolean;
  code?: number;
  message?: string;
  erreurs?: { champ: string; message: string }[];
}

let app: FastifyInstance;
let admin: Session;
let alice: Session;
let bruno: Session;
let counter = 0;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
  alice = await signedInConseiller(app, admin.token, { prenom: "Alice", nom: "Diallo" });
  bruno = await signedInConseiller(app, admin.token, { prenom: "Bruno", nom: "Kane" });
});

const bulk = (content: ContentTypeUnderTest, session: Session | null, payload: unknown) =>
  app.inject({
    method: "POST",
    url: `${API}${content.path}/admin/lot`,
    headers: session ? authHeader(session.token) : {},
    payload: payload as object,
  });

/** Items created as `session`, in a state, each titled uniquely (a marker to search by). */
async function made(
  content: ContentTypeUnderTest,
  session: Session,
  count: number,
  fields: Record<string, string> = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    counter += 1;
    const title = `Lot groupé ${content.type} ${counter}`;
    const created = await createItem(app, content, session.token, title, fields);
    ids.push(created.json<{ data: { _id: string } }>().data._id);
  }
  return ids;
}

/** The back office's read of an item (404 once deleted). */
const staffRead = (content: ContentTypeUnderTest, id: string) =>
  app.inject({ url: `${API}${content.path}/admin/${id}`, headers: authHeader(admin.token) });

const stateOf = async (content: ContentTypeUnderTest, id: string) =>
  (await staffRead(content, id)).json<{ data: { etat: string } }>().data.etat;

/** The ids the public list shows, read as a visitor (no token). */
async function publicIds(content: ContentTypeUnderTest): Promise<string[]> {
  const response = await app.inject({ url: `${API}${content.path}?limite=100` });
  return content.listItems(response.json()).map((item) => item._id);
}

const journalOf = async (id: string) =>
  (
    await app.services.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, id))
  ).map((line) => line.action);

const versionsOf = async (id: string) =>
  (
    await app.services.db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(eq(contentRevisions.contentId, id))
  ).length;

// Articles and projects change their state on edit; an opportunity's is chosen at its
// creation (SPEC.md §4), so only deletions apply to it.
const WITH_STATES = CONTENT_TYPES_UNDER_TEST.filter((content) => content.type !== "opportunite");
const OPPORTUNITIES = CONTENT_TYPES_UNDER_TEST.find((content) => content.type === "opportunite");
if (!OPPORTUNITIES) throw new Error("opportunities are under test");

describe.each(WITH_STATES)("POST $path/admin/lot: publish and unpublish", (content) => {
  it("publishes three drafts at once: the public list shows them, each logged and versioned", async () => {
    const drafts = await made(content, admin, 3, { etat: "brouillon" });
    const shownBefore = await publicIds(content);
    for (const id of drafts) expect(shownBefore).not.toContain(id);
    const versionsBefore = await Promise.all(drafts.map(versionsOf));

    const response = await bulk(content, admin, { action: "publier", ids: drafts });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ success: boolean; message: string; data: Result[] }>();
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/^3 \S+ publié(e)?s\.$/);
    expect(body.data).toEqual(drafts.map((_id) => ({ _id, fait: true, inchange: false })));

    const shown = await publicIds(content);
    for (const id of drafts) {
      expect(shown).toContain(id);
      expect(await stateOf(content, id)).toBe("publié");
      expect(await journalOf(id)).toEqual(["creation", "modification"]);
    }
    expect(await Promise.all(drafts.map(versionsOf))).toEqual(versionsBefore.map((n) => n + 1));
  });

  it("unpublishes: the items leave the public list and become drafts", async () => {
    const published = await made(content, admin, 2);
    expect(await publicIds(content)).toEqual(expect.arrayContaining(published));

    const response = await bulk(content, admin, { action: "depublier", ids: published });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/^2 \S+ dépublié(e)?s\.$/);
    const shown = await publicIds(content);
    for (const id of published) {
      expect(shown).not.toContain(id);
      expect(await stateOf(content, id)).toBe("brouillon");
    }
  });

  it("refuses an incomplete item with its French reason and publishes the others", async () => {
    const [complete, incomplete] = await made(content, admin, 2, { etat: "brouillon" });
    // An item stored without its French title (an import of old): the edit's rules refuse it.
    await app.services.db
      .update(content.table)
      .set({ titre: sql`jsonb_set(${content.table.titre}, '{fr}', '""'::jsonb)` })
      .where(eq(content.table.id, incomplete ?? ""));

    const response = await bulk(content, admin, { action: "publier", ids: [incomplete, complete] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; data: Result[] }>();
    expect(body.data).toEqual([
      {
        _id: incomplete,
        fait: false,
        code: 400,
        message: "Le titre (fr) est obligatoire.",
        erreurs: [{ champ: "titre.fr", message: "Le titre (fr) est obligatoire." }],
      },
      { _id: complete, fait: true, inchange: false },
    ]);
    expect(body.message).toMatch(/^1 \S+ publié(e)?, 1 refusé(e)?\.$/);
    expect(await stateOf(content, incomplete ?? "")).toBe("brouillon");
    expect(await journalOf(incomplete ?? "")).toEqual(["creation"]);
    expect(await stateOf(content, complete ?? "")).toBe("publié");
  });

  it("says an item already in that state is done, and saves nothing for it", async () => {
    const [published] = await made(content, admin, 1);
    const response = await bulk(content, admin, { action: "publier", ids: [published] });
    expect(response.json().data).toEqual([{ _id: published, fait: true, inchange: true }]);
    expect(await journalOf(published ?? "")).toEqual(["creation"]);
  });

  it("lets an adviser act on their own items only: another's is refused and untouched", async () => {
    const [own] = await made(content, alice, 1, { etat: "brouillon" });
    const [others] = await made(content, bruno, 1, { etat: "brouillon" });

    const response = await bulk(content, alice, { action: "publier", ids: [others, own] });
    expect(response.statusCode, response.body).toBe(200);
    const [refused, done] = response.json<{ data: Result[] }>().data;
    expect(refused).toMatchObject({ _id: others, fait: false, code: 404 });
    expect(refused?.message).toMatch(/introuvable/);
    expect(done).toEqual({ _id: own, fait: true, inchange: false });
    expect(await stateOf(content, others ?? "")).toBe("brouillon");
    expect(await journalOf(others ?? "")).toEqual(["creation"]);

    const deleted = await bulk(content, alice, { action: "supprimer", ids: [others] });
    expect(deleted.json().data).toMatchObject([{ _id: others, fait: false, code: 404 }]);
    expect((await staffRead(content, others ?? "")).statusCode).toBe(200);
  });
});

describe.each(CONTENT_TYPES_UNDER_TEST)("POST $path/admin/lot: delete", (content) => {
  it("deletes the items named, logged; an unknown id is said not found", async () => {
    const items = await made(content, admin, 2);
    const response = await bulk(content, admin, {
      action: "supprimer",
      ids: [...items, UNKNOWN_ID],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; data: Result[] }>();
    expect(body.data.slice(0, 2)).toEqual(
      items.map((_id) => ({ _id, fait: true, inchange: false })),
    );
    expect(body.data[2]).toMatchObject({ _id: UNKNOWN_ID, fait: false, code: 404 });
    expect(body.message).toMatch(/^2 \S+ supprimé(e)?s, 1 refusé(e)?\.$/);
    const shown = await publicIds(content);
    for (const id of items) {
      expect((await staffRead(content, id)).statusCode).toBe(404);
      expect(shown).not.toContain(id);
      expect(await journalOf(id)).toEqual(["creation", "suppression"]);
    }
  });

  it("refuses, in French and changing nothing, a request it cannot take", async () => {
    const [item = ""] = await made(content, admin, 1);
    const tooMany = [
      item,
      ...Array.from({ length: BULK_MAX_ITEMS }, (_, i) => `${UNKNOWN_ID}${i}`),
    ];
    const cases: [unknown, string, string][] = [
      [{ action: "supprimer", ids: tooMany }, "ids", BULK_MESSAGES.tooMany],
      [{ action: "supprimer", ids: [] }, "ids", BULK_MESSAGES.idsRequired],
      [{ action: "supprimer", ids: "tous" }, "ids", BULK_MESSAGES.idsInvalid],
      [{ action: "archiver", ids: [item] }, "action", "L'action doit être l'une de"],
      [{ ids: [item] }, "action", "L'action doit être l'une de"],
    ];
    for (const [payload, champ, message] of cases) {
      const response = await bulk(content, admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{
        success: boolean;
        erreurs: { champ: string; message: string }[];
      }>();
      expect(body.success).toBe(false);
      expect(body.erreurs).toHaveLength(1);
      expect(body.erreurs[0]?.champ).toBe(champ);
      expect(body.erreurs[0]?.message.startsWith(message), body.erreurs[0]?.message).toBe(true);
    }
    expect((await staffRead(content, item)).statusCode).toBe(200);
  });

  it("answers 401 without a session, and touches nothing", async () => {
    const [item = ""] = await made(content, admin, 1);
    const response = await bulk(content, null, { action: "supprimer", ids: [item] });
    expect(response.statusCode).toBe(401);
    expect((await staffRead(content, item)).statusCode).toBe(200);
  });
});

describe("POST /opportunites/admin/lot", () => {
  it("refuses to publish or unpublish: an opportunity's state is chosen at its creation", async () => {
    const [draft = ""] = await made(OPPORTUNITIES, admin, 1, { etat: "brouillon" });
    for (const action of ["publier", "depublier"]) {
      const response = await bulk(OPPORTUNITIES, admin, { action, ids: [draft] });
      expect(response.statusCode).toBe(400);
      expect(response.json().erreurs).toEqual([
        {
          champ: "action",
          message: "L'action doit être l'une de : supprimer (l'état se choisit à la création).",
        },
      ]);
    }
    expect(await stateOf(OPPORTUNITIES, draft)).toBe("brouillon");
  });
});

describe("POST /realisations/admin/lot", () => {
  const projects = CONTENT_TYPES_UNDER_TEST.find((content) => content.type === "realisation");
  if (!projects) throw new Error("projects are under test");

  it("publishes a draft that has no publication date as of now (SPEC.md §4)", async () => {
    const [draft = ""] = await made(projects, admin, 1, { etat: "brouillon", datePublication: "" });
    const [stored] = await app.services.db
      .select({ date: projects.table.datePublication })
      .from(projects.table)
      .where(and(eq(projects.table.id, draft), inArray(projects.table.etat, ["brouillon"])));
    expect(stored?.date).toBeNull();

    const before = app.services.clock.now().getTime();
    const response = await bulk(projects, admin, { action: "publier", ids: [draft] });
    const after = app.services.clock.now().getTime();
    expect(response.json().data).toEqual([{ _id: draft, fait: true, inchange: false }]);
    const read = (await staffRead(projects, draft)).json().data;
    expect(read.etat).toBe("publié");
    const date = Date.parse(read.datePublication);
    expect(date).toBeGreaterThanOrEqual(before);
    expect(date).toBeLessThanOrEqual(after);
  });
});
