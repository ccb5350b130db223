// The back-office lists' orders (`tri`, issue 30): each field both ways, the default kept,
// and an unknown order refused in French. Each type's items carry a marker in their
// titles, searched for, so that the demo content stays out of the lists compared.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { PAGINATION_MESSAGES } from "../../../domain/pagination.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

describe.each(CONTENT_TYPES_UNDER_TEST)("GET $path/admin/all?tri=", (content) => {
  let app: FastifyInstance;
  let token: string;
  // Created in this order; views and states set so that every order differs from the others.
  const made: Record<string, string> = {};
  withTestApp(async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
    const items = [
      { title: "Qxw Zèbre rayé", etat: "publié", vues: 5 },
      { title: "qxw abeille dorée", etat: "brouillon", vues: 40 },
      { title: "QXW Éléphant gris", etat: "publié", vues: 12 },
    ];
    for (const { title, etat, vues } of items) {
      const created = (await createItem(app, content, token, title, { etat })).json().data;
      await app.services.db
        .update(content.table)
        .set({ nombreVues: vues })
        .where(eq(content.table.id, created._id));
      made[title] = created._id;
    }
  });

  async function titlesIn(tri: string | undefined, limite = 100, page = 1) {
    const order = tri === undefined ? "" : `&tri=${encodeURIComponent(tri)}`;
    const response = await app.inject({
      url: `${API}${content.path}/admin/all?recherche=qxw&limite=${limite}&page=${page}${order}`,
      headers: authHeader(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { titre: { fr: string } }[] }>().data.map((item) => item.titre.fr);
  }

  it("orders by title (case and accents ignored), date, state and views, each both ways", async () => {
    const newestFirst = ["QXW Éléphant gris", "qxw abeille dorée", "Qxw Zèbre rayé"];
    expect(await titlesIn(undefined)).toEqual(newestFirst);
    expect(await titlesIn("")).toEqual(newestFirst);
    expect(await titlesIn("-date")).toEqual(newestFirst);
    expect(await titlesIn("date")).toEqual([...newestFirst].reverse());
    expect(await titlesIn("titre")).toEqual([
      "qxw abeille dorée",
      "QXW Éléphant gris",
      "Qxw Zèbre rayé",
    ]);
    expect(await titlesIn("-titre")).toEqual([
      "Qxw Zèbre rayé",
      "QXW Éléphant gris",
      "qxw abeille dorée",
    ]);
    // A state's items newest first; "-" reverses the whole order.
    expect(await titlesIn("etat")).toEqual([
      "qxw abeille dorée",
      "QXW Éléphant gris",
      "Qxw Zèbre rayé",
    ]);
    expect(await titlesIn("-etat")).toEqual([
      "Qxw Zèbre rayé",
      "QXW Éléphant gris",
      "qxw abeille dorée",
    ]);
    expect(await titlesIn("-vues")).toEqual([
      "qxw abeille dorée",
      "QXW Éléphant gris",
      "Qxw Zèbre rayé",
    ]);
    expect(await titlesIn("vues")).toEqual([
      "Qxw Zèbre rayé",
      "QXW Éléphant gris",
      "qxw abeille dorée",
    ]);
  });

  it("pages an order as it lists it whole", async () => {
    const whole = await titlesIn("-vues");
    const paged = [
      ...(await titlesIn("-vues", 2, 1)),
      ...(await titlesIn("-vues", 2, 2)),
      ...(await titlesIn("-vues", 2, 3)),
    ];
    expect(paged).toEqual(whole);
  });

  it("refuses an unknown order in French", async () => {
    for (const tri of ["prix", "--date", "Titre"]) {
      const response = await app.inject({
        url: `${API}${content.path}/admin/all?tri=${encodeURIComponent(tri)}`,
        headers: authHeader(token),
      });
      expect(response.statusCode, tri).toBe(400);
      expect(response.json().erreurs, tri).toEqual([
        { champ: "tri", message: PAGINATION_MESSAGES.tri },
      ]);
    }
  });
});
