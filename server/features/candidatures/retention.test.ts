// Applications are kept APPLICATION_RETENTION_MONTHS (24 by default), then deleted with
// their CVs by the daily pass (ADR 066): the clock is moved, never waited for.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../../domain/pdf-sample.ts";
import { candidatures } from "../../db/schema.ts";
import { createManualClock } from "../../lib/clock.ts";
import { multipart, sendForm } from "../../test/multipart.ts";
import { API, authHeader, loginAsAdmin, type Session, withTestApp } from "../../test/test-app.ts";
import { waitUntil } from "../../test/wait.ts";
import { retentionCutoff } from "./retention.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("the retention of job applications", () => {
  let app: FastifyInstance;
  let admin: Session;
  const clock = createManualClock({ frozen: true });
  withTestApp(
    async (built) => {
      app = built;
      admin = await loginAsAdmin(app);
    },
    { clock },
  );

  /** An open offer to apply to. */
  async function openOffer(): Promise<string> {
    const closing = new Date(clock.now().getTime() + 30 * DAY);
    const created = await sendForm(app, "POST", "/offres-emploi", admin.token, {
      "titre[fr]": "Chef de chantier",
      "titre[en]": "Site manager",
      "titre[it]": "Capo cantiere",
      "lieu[fr]": "Dakar",
      "description[fr]": "Conduire les travaux.",
      secteur: "immobilier",
      codePays: "sn",
      typeContrat: "CDI",
      dateCloture: closing.toISOString().slice(0, 10),
      etat: "publié",
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data._id;
  }

  let address = 0;
  async function apply(offerId: string, nom: string) {
    address += 1;
    const form = await multipart(
      { nom, email: `candidat${address}@example.com`, telephone: "+221 77 000 00 00" },
      [{ field: "cv", filename: "cv.pdf", data: samplePdf() }],
    );
    const answer = await app.inject({
      method: "POST",
      url: `${API}/offres-emploi/${offerId}/candidatures`,
      remoteAddress: `10.88.0.${address}`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }

  const names = async () =>
    (await app.inject({ url: `${API}/candidatures?limite=100`, headers: authHeader(admin.token) }))
      .json()
      .data.map((one: { nom: string }) => one.nom) as string[];
  const cvs = async () =>
    (await readdir(path.join(app.services.config.dataDir, "prive")).catch(() => [])).sort();
  const cvKeys = async () =>
    (await app.services.db.select({ cle: candidatures.cvCle }).from(candidatures))
      .map((row) => row.cle)
      .sort();

  /** Makes an application as old as `age` ms would have it (the row's date only). */
  async function receivedAgo(nom: string, age: number) {
    await app.services.db
      .update(candidatures)
      .set({ createdAt: new Date(clock.now().getTime() - age) })
      .where(eq(candidatures.nom, nom));
  }

  it("deletes an application and its CV once received more than 24 months ago, daily and at start", async () => {
    const offer = await openOffer();
    await apply(offer, "Ancien Candidat");
    await apply(offer, "Presque Ancien");
    await apply(offer, "Récent Candidat");
    const twoYears = clock.now().getTime() - retentionCutoff(clock.now(), 24).getTime();
    await receivedAgo("Ancien Candidat", twoYears + 60_000);
    await receivedAgo("Presque Ancien", twoYears - 60 * 60 * 1000);

    // A pass (as at the server's start) takes the one past 24 months, with its CV.
    expect(await app.services.applicationRetention.pass(app.log)).toBe(1);
    expect((await names()).sort()).toEqual(["Presque Ancien", "Récent Candidat"]);
    expect(await cvs()).toEqual(await cvKeys());
    expect(await cvs()).toHaveLength(2);

    // A day later the daily pass takes the next one, by itself.
    clock.advance(DAY);
    await waitUntil(async () => !(await names()).includes("Presque Ancien"), "la passe du jour");
    expect(await names()).toEqual(["Récent Candidat"]);
    expect(await cvs()).toEqual(await cvKeys());
    expect(await cvs()).toHaveLength(1);
  });
});

describe("retentionCutoff", () => {
  it("counts calendar months back from now", () => {
    expect(retentionCutoff(new Date("2026-11-28T10:00:00Z"), 24).toISOString()).toBe(
      "2024-11-28T10:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2026-03-15T00:00:00Z"), 1).toISOString()).toBe(
      "2026-02-15T00:00:00.000Z",
    );
  });
});
