// The pages of a list in its second half are read from its end, in the reverse order
// (server/lib/page-ids.ts, issue 30): what a staff member notices is only that every page
// holds the rows it would hold read from the start, ties and empty dates included, and
// that a page past the last is empty with the right total. Checked on the inbox, the
// subscribers, a back-office list in each of its orders and a public list.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { STAFF_SORTS } from "../../domain/pagination.ts";
import { contactRequests, newsletterSubscriptions, realisations } from "../db/schema.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../test/test-app.ts";

const PROJECTS = CONTENT_TYPES_UNDER_TEST.find((content) => content.path === "/realisations");
if (!PROJECTS) throw new Error("no projects among the content types under test");

let app: FastifyInstance;
let token: string;
withTestApp(async (built) => {
  app = built;
  token = (await loginAsAdmin(app)).token;
  // Seven rows each, several created at the same instant: the id decides between them.
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
  const minutes = [0, 1, 1, 1, 2, 3, 3];
  await app.services.db.insert(contactRequests).values(
    minutes.map((minute, index) => ({
      nom: `Demande ${index}`,
      numero: "+221 33 000 00 00",
      email: `demande${index}@example.com`,
      description: "Une demande de la liste paginée.",
      secteur: "immobilier" as const,
      createdAt: at(minute),
    })),
  );
  await app.services.db.insert(newsletterSubscriptions).values(
    minutes.map((minute, index) => ({
      email: `abonne${index}@example.com`,
      jetonDesinscription: `jeton-pages-${index}`,
      confirmedAt: at(minute),
      createdAt: at(minute),
    })),
  );
  for (const [index, title] of [
    "Zxq b",
    "Zxq a",
    "zxq c",
    "Zxq é",
    "Zxq d",
    "zxq f",
    "Zxq g",
  ].entries()) {
    const made = await createItem(app, PROJECTS, token, title);
    // Two without a publication date: a public list puts them last, however it is read.
    if (index % 3 === 0) {
      await app.services.db
        .update(realisations)
        .set({ datePublication: null })
        .where(eq(realisations.id, made.json().data._id));
    }
  }
});

async function page(address: string, number: number, limite: number, auth = true) {
  const separator = address.includes("?") ? "&" : "?";
  const response = await app.inject({
    url: `${API}${address}${separator}page=${number}&limite=${limite}`,
    headers: auth ? authHeader(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{
    data?: { _id: string }[];
    results?: { _id: string }[];
    total: number;
  }>();
  return { ids: (body.data ?? body.results ?? []).map((item) => item._id), total: body.total };
}

/** Every page of `limite` rows, concatenated, equals the whole list read at once. */
async function expectPagesToMatchTheWhole(address: string, auth = true) {
  const whole = await page(address, 1, 100, auth);
  expect(whole.total).toBeGreaterThanOrEqual(7);
  for (const limite of [2, 3]) {
    const pages = Math.ceil(whole.total / limite);
    const read: string[] = [];
    for (let number = 1; number <= pages; number += 1) {
      const one = await page(address, number, limite, auth);
      expect(one.total, `${address} page ${number}`).toBe(whole.total);
      read.push(...one.ids);
    }
    expect(read, `${address} by ${limite}`).toEqual(whole.ids);
    const past = await page(address, pages + 1, limite, auth);
    expect(past).toEqual({ ids: [], total: whole.total });
  }
}

describe("a list's pages read from either end (issue 30)", () => {
  it("the contact inbox, whole and filtered", async () => {
    await expectPagesToMatchTheWhole("/contact");
    await expectPagesToMatchTheWhole("/contact?traite=false");
  });

  it("the newsletter's subscribers", async () => {
    await expectPagesToMatchTheWhole("/newsletter");
  });

  it("a back-office list in every order", async () => {
    for (const tri of STAFF_SORTS) {
      await expectPagesToMatchTheWhole(`/realisations/admin/all?recherche=zxq&tri=${tri}`);
    }
  });

  it("a public list, the items without a date last", async () => {
    await expectPagesToMatchTheWhole("/realisations?lang=fr", false);
  });
});
