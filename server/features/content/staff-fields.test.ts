// `champs` of the back-office lists (issue 30): a screen that draws a few columns asks for
// those fields only, and gets them with the ids, nothing else; an unknown name is refused
// in French, whatever the other names; without `champs` the items are whole, as SPEC.md §7
// has them.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

describe.each(CONTENT_TYPES_UNDER_TEST)("GET $path/admin/all?champs=", (content) => {
  let app: FastifyInstance;
  let token: string;
  withTestApp(async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
    await createItem(app, content, token, "Vxq champs demandés", {
      "contenu[fr]": `Un corps en **Markdown**, ${"assez long pour tous les types. ".repeat(4)}`,
    });
  });

  const list = (query: string) =>
    app.inject({
      url: `${API}${content.path}/admin/all?recherche=vxq&${query}`,
      headers: authHeader(token),
    });

  it("answers the fields named, with the ids, and only those", async () => {
    const whole = (await list("")).json<{ data: Record<string, unknown>[] }>().data[0];
    expect(Object.keys(whole ?? {})).toEqual(expect.arrayContaining(["titre", "medias", "etat"]));

    const response = await list("champs=titre,%20nombreVues,,titre");
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: Record<string, unknown>[]; total: number }>();
    expect(page.total).toBe(1);
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(["_id", "id", "nombreVues", "titre"]);
    expect(page.data[0]).toMatchObject({
      _id: whole?._id,
      titre: whole?.titre,
      nombreVues: whole?.nombreVues,
    });
    expect(response.body.length).toBeLessThan(JSON.stringify(whole).length);
  });

  it("the item's addresses when named (they are read only then), as the whole item has them", async () => {
    const whole = (await list("")).json<{ data: Record<string, unknown>[] }>().data[0];
    expect(whole?.slugs).toMatchObject({ fr: expect.stringMatching(/^vxq-champs-demandes/) });
    const named = (await list("champs=titre,slugs,slug")).json<{
      data: Record<string, unknown>[];
    }>().data[0];
    expect(named).toMatchObject({ slugs: whole?.slugs, slug: whole?.slug });
    const without = (await list("champs=titre")).json<{ data: Record<string, unknown>[] }>()
      .data[0];
    expect(without).not.toHaveProperty("slugs");
  });

  it("a body named comes whole; one not named is neither answered nor needed", async () => {
    const whole = (await list("")).json<{ data: Record<string, unknown>[] }>().data[0];
    expect(whole?.contenu).toMatchObject({ fr: expect.stringMatching(/\S/) });
    const named = (await list("champs=titre,contenu")).json<{
      data: Record<string, unknown>[];
    }>().data[0];
    expect(named).toEqual({
      _id: whole?._id,
      id: whole?.id,
      titre: whole?.titre,
      contenu: whole?.contenu,
    });
  });

  it("a blank `champs` answers whole items", async () => {
    const response = await list("champs=%20,");
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json().data[0])).toContain("medias");
  });

  it("refuses a name the items do not have, in French, naming the possible ones", async () => {
    for (const champs of ["motDePasse", "titre,passwordHash", "__proto__"]) {
      const response = await list(`champs=${encodeURIComponent(champs)}`);
      expect(response.statusCode, champs).toBe(400);
      const message = response.json<{ message: string }>().message;
      expect(message).toMatch(/^Les champs doivent être parmi : _id, id, /);
      expect(message).toContain("titre");
    }
  });
});
