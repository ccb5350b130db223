// `champs` of the back-office lists (issue 30): a screen that draws a few columns asks for
// those fields only, and gets them with the ids, nothing else; an unknown name is refused
// in French, whatever the other names; without `champs` the items are whole, as SPEC.md §7
// has them.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../domain/constants.ts";
import { columnOf } from "../../../domain/content-types/define.ts";
import type { FieldDescriptor } from "../../../domain/content-types/fields.ts";
import { CONTENT_REGISTRY } from "../../../domain/content-types/index.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

/**
 * A value of `field`'s column that no empty value equals (its name, in each language), for
 * a field answered as its stored value (a type presents the others from rules of its own).
 */
function filledValue(name: string, field: FieldDescriptor): unknown {
  if (field.answer !== "value") return undefined;
  const each = <T>(value: (lang: string) => T) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, value(lang)]));
  switch (field.kind) {
    case "text":
    case "markdown":
      return field.localized ? each((lang) => `${name} ${lang}`) : name;
    case "keywords":
      return each((lang) => [`${name}-${lang}`]);
    case "entries":
      return [{ valeur: "12", libelle: each((lang) => `${name} ${lang}`) }];
    default:
      return undefined;
  }
}

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

  it("each field named alone comes as the whole item has it (the list reads no less)", async () => {
    // Every text, keyword list and key figure of the item filled, so that a field the list
    // read as empty (content.queries.ts columnsLeftOut) would show.
    const filled = Object.entries(CONTENT_REGISTRY[content.type].fields).flatMap(
      ([name, field]) => {
        const column = columnOf(name, field);
        const value = filledValue(name, field);
        return name !== "titre" && column !== null && value !== undefined ? [[column, value]] : [];
      },
    );
    expect(filled.length).toBeGreaterThan(0);
    const whole = (await list("")).json<{ data: Record<string, unknown>[] }>().data[0] ?? {};
    await app.services.db
      .update(content.table)
      .set(Object.fromEntries(filled))
      .where(eq(content.table.id, String(whole._id)));
    const filledWhole = (await list("")).json<{ data: Record<string, unknown>[] }>().data[0] ?? {};
    for (const name of Object.keys(filledWhole).filter((key) => key !== "_id" && key !== "id")) {
      const alone = (await list(`champs=${name}`)).json<{ data: Record<string, unknown>[] }>()
        .data[0];
      expect(alone, name).toEqual({ _id: whole._id, id: whole.id, [name]: filledWhole[name] });
    }
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
