import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import { API, authHeader, createTestApp, loginAsAdmin } from "../../test/test-app.ts";

describe("view counts under concurrent reads", () => {
  let app: FastifyInstance;
  let slug: string;
  let id: string;

  beforeAll(async () => {
    app = await createTestApp();
    const { token } = await loginAsAdmin(app);
    const created = await sendForm(
      app,
      "POST",
      "/opportunites",
      token,
      {
        "titre[fr]": "Offre très consultée",
        "titre[en]": "Much viewed offer",
        "titre[it]": "Offerta molto vista",
        "description[fr]": "Description.",
        "description[en]": "Description.",
        "description[it]": "Descrizione.",
        statut: "actif",
        etat: "publié",
      },
      [
        {
          field: "image",
          filename: "a.png",
          data: await makeImage({ format: "png" }),
          type: "image/png",
        },
      ],
    );
    expect(created.statusCode).toBe(201);
    id = created.json().data._id;
    slug = created.json().data.slugs.fr;
  });
  afterAll(async () => {
    await app?.close();
  });

  const read = (userAgent: string, remoteAddress = "198.51.100.7") =>
    app.inject({
      url: `${API}/opportunites/${slug}?lang=fr`,
      headers: { "user-agent": userAgent },
      remoteAddress,
    });

  const viewsNow = async () =>
    (
      await app.inject({
        url: `${API}/opportunites/admin/${id}`,
        headers: authHeader((await loginAsAdmin(app)).token),
      })
    ).json().data.nombreVues as number;

  it("counts 20 different visitors reading at once exactly 20 times", async () => {
    const before = await viewsNow();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => read(`Mozilla/5.0 (visiteur ${i})`)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await viewsNow()).toBe(before + 20);
  });

  it("counts one visitor reading 20 times at once only once", async () => {
    const before = await viewsNow();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => read("Mozilla/5.0 (le même)", "198.51.100.8")),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await viewsNow()).toBe(before + 1);
    // The answer shows the count as it is now, not as the cache last saw it.
    expect((await read("Mozilla/5.0 (le même)", "198.51.100.8")).json().data.nombreVues).toBe(
      before + 1,
    );
  });
});
