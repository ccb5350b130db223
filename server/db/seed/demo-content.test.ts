import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { createTestApp } from "../../test/test-app.ts";
import { isPristine, seedDemoContent } from "./demo-content.ts";

describe("demo content of a first start", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("fills a pristine database with published items in three languages, then never again", async () => {
    expect(await isPristine(app)).toBe(true);
    const { created } = await seedDemoContent(app);
    expect(created).toBeGreaterThanOrEqual(18);
    expect(await isPristine(app)).toBe(false);

    const projects = (await app.inject({ url: "/api/v1/realisations?lang=en&limite=50" })).json();
    expect(projects.total).toBeGreaterThanOrEqual(6);
    const sectors = new Set(
      projects.data.map((p: { secteur: { code: string } }) => p.secteur.code),
    );
    expect([...sectors].sort()).toEqual([...SECTOR_CODES].sort());
    expect(projects.data[0].titre).not.toBe("");

    const articles = (await app.inject({ url: "/api/v1/articles?lang=it&limite=50" })).json();
    expect(articles.total).toBeGreaterThanOrEqual(6);
    const italian = articles.results.find((a: { titre: string }) => a.titre.includes("Trent'anni"));
    expect(italian).toBeDefined();

    const opportunities = (
      await app.inject({ url: "/api/v1/opportunites?lang=fr&limite=50" })
    ).json();
    expect(opportunities.total).toBeGreaterThanOrEqual(6);

    // The generated images are real files served under /uploads.
    const image = await app.inject({ url: articles.results[0].imagePrincipale });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });
});
