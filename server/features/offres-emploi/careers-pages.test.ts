// The public pages of job offers and press releases (issue 32, docs/decisions/063), as the
// server renders them: /carrieres lists the open offers with sector and country filters in
// the address (links: no JavaScript needed), an offer's page has its facts and a section
// « Postuler », a closed offer's page answers 410 and links to the open ones, /presse lists
// the releases newest first and a release's page links its PDF; previews show both.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createManualClock } from "../../lib/clock.ts";
import { sendForm } from "../../test/multipart.ts";
import { API, authHeader, loginAsAdmin, type Session, withTestApp } from "../../test/test-app.ts";

const clock = createManualClock({ frozen: true });
const DAY = 24 * 60 * 60 * 1000;
let app: FastifyInstance;
let admin: Session;

withTestApp(
  async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
  },
  { clock, config: { serveWeb: true } },
);

const dayFromNow = (days: number) =>
  new Date(clock.now().getTime() + days * DAY).toISOString().slice(0, 10);

const page = (url: string) => app.inject({ url, headers: { "accept-language": "fr" } });

async function createOffer(titre: string, changes: Record<string, string> = {}) {
  const response = await sendForm(app, "POST", "/offres-emploi", admin.token, {
    "titre[fr]": titre,
    "titre[en]": `${titre} (en)`,
    "titre[it]": `${titre} (it)`,
    "lieu[fr]": "Dakar, siège",
    "lieu[en]": "Dakar, head office",
    "lieu[it]": "Dakar, sede",
    "description[fr]": "## Missions\n\nPiloter les **opérations** du site.",
    "description[en]": "## Duties\n\nRun the site's **operations**.",
    "description[it]": "## Compiti\n\nGestire le **operazioni** del sito.",
    secteur: "logistique",
    codePays: "SN",
    typeContrat: "CDI",
    dateCloture: dayFromNow(10),
    etat: "publié",
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; slug: string; slugs: Record<string, string> };
}

async function createRelease(titre: string, dateCommunique: string) {
  const response = await sendForm(app, "POST", "/communiques", admin.token, {
    "titre[fr]": titre,
    "titre[en]": `${titre} (en)`,
    "titre[it]": `${titre} (it)`,
    "resume[fr]": `Résumé de ${titre}`,
    "texte[fr]": "Le groupe annonce **une nouvelle étape**.",
    dateCommunique,
    etat: "publié",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; slug: string; slugs: Record<string, string> };
}

/** The labels of the chips marked current on a page. */
const chosenChips = (body: string) =>
  [...body.matchAll(/<a aria-current="true" class="[^"]*rounded-full[^"]*"[^>]*>([^<]*)</g)].map(
    (match) => match[1],
  );

describe("the careers pages (issue 32)", () => {
  it("list the open offers only, filtered by sector and country from the address", async () => {
    await createOffer("Chef de quai Alpha", { codePays: "CI" });
    await createOffer("Pilote Beta", { secteur: "aviation" });
    await createOffer("Brouillon Gamma", { etat: "brouillon" });
    await createOffer("Clôturée Delta", { dateCloture: dayFromNow(-1) });

    const all = await page("/carrieres");
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain("Chef de quai Alpha");
    expect(all.body).toContain("Pilote Beta");
    expect(all.body).not.toContain("Brouillon Gamma");
    expect(all.body).not.toContain("Clôturée Delta");
    // The countries offered are those open offers name.
    expect(all.body).toContain("Côte d’Ivoire");
    expect(all.body).toContain(`href="/carrieres?pays=CI"`);

    const aviation = await page("/carrieres?secteur=aviation");
    expect(aviation.body).toContain("Pilote Beta");
    expect(aviation.body).not.toContain("Chef de quai Alpha");
    // The country group's "all" is current: no country chosen.
    expect(chosenChips(aviation.body)).toEqual(["Aviation", "Tous"]);
    const ivory = await page("/carrieres?secteur=logistique&pays=ci");
    expect(ivory.body).toContain("Chef de quai Alpha");
    expect(ivory.body).not.toContain("Pilote Beta");
    expect(chosenChips(ivory.body)).toEqual(["Logistique", "Côte d’Ivoire"]);
    // A filter naming nothing is no page.
    expect((await page("/carrieres?pays=ZZ")).statusCode).toBe(404);

    const english = await app.inject({ url: "/en/careers?secteur=aviation" });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain("Pilote Beta (en)");
    expect(english.body).toContain("Permanent");
  });

  it("show an open offer with its facts and the section « Postuler », in each language", async () => {
    const offer = await createOffer("Responsable d’entrepôt Epsilon");
    const fr = await page(`/carrieres/${offer.slugs.fr}`);
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain("Responsable d’entrepôt Epsilon");
    expect(fr.body).toContain("<strong>opérations</strong>");
    expect(fr.body).toContain("Dakar, siège");
    expect(fr.body).toContain("Sénégal");
    expect(fr.body).toContain(">Postuler</h2>");
    // The application form (ADR 066) in the section: its CV field.
    expect(fr.body).toContain('name="cv"');
    const closing = new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(dayFromNow(10)));
    expect(fr.body).toContain(closing);

    const en = await app.inject({ url: `/en/careers/${offer.slugs.en}` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(">Apply</h2>");
    expect(en.body).toContain("Dakar, head office");
    expect(en.body).toContain(`/it/carriere/${offer.slugs.it}"`);
    const it_ = await app.inject({ url: `/it/carriere/${offer.slugs.it}` });
    expect(it_.body).toContain(">Candidati</h2>");
    // Another language's slug leads to this language's address.
    const moved = await app.inject({ url: `/en/careers/${offer.slugs.fr}` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/en/careers/${offer.slugs.en}`);
  });

  it("answer a closed offer's page with 410, saying so and linking to the open offers", async () => {
    const offer = await createOffer("Technicien Zeta", { dateCloture: dayFromNow(0) });
    expect((await page(`/carrieres/${offer.slugs.fr}`)).statusCode).toBe(200);
    // Open through its whole closing day, closed the next.
    clock.advance(DAY);
    const closed = await page(`/carrieres/${offer.slugs.fr}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain("Technicien Zeta");
    expect(closed.body).toContain("Cette offre est clôturée");
    expect(closed.body).toContain('href="/carrieres"');
    expect(closed.body).not.toContain(">Postuler</h2>");
    expect(closed.body).toContain('name="robots" content="noindex');
    expect((await page("/carrieres")).body).not.toContain("Technicien Zeta");
    const en = await app.inject({ url: `/en/careers/${offer.slugs.en}` });
    expect(en.statusCode).toBe(410);
    expect(en.body).toContain("This position is closed");
    // A draft, or no offer at all, is no page.
    const draft = await createOffer("Brouillon Eta", { etat: "brouillon" });
    expect((await page(`/carrieres/${draft.slugs.fr}`)).statusCode).toBe(404);
    expect((await page("/carrieres/aucune-offre")).statusCode).toBe(404);
  });

  it("preview a draft offer as its page will show", async () => {
    const draft = await createOffer("Brouillon Theta", { etat: "brouillon" });
    const answer = await app.inject({
      method: "POST",
      url: `${API}/offres-emploi/${draft._id}/apercu`,
      headers: authHeader(admin.token),
    });
    const { liens } = answer.json().data;
    const preview = await app.inject({ url: liens.en });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Brouillon Theta (en)");
    expect(preview.body).toContain(">Apply</h2>");
  });
});

describe("the press pages (issue 32)", () => {
  it("list the releases newest first and show one with its date and text", async () => {
    await createRelease("Communiqué ancien Iota", "2026-01-15");
    const recent = await createRelease("Communiqué récent Kappa", "2026-06-01");
    const list = await page("/presse");
    expect(list.statusCode).toBe(200);
    expect(list.body.indexOf("Communiqué récent Kappa")).toBeLessThan(
      list.body.indexOf("Communiqué ancien Iota"),
    );
    const shown = await page(`/presse/${recent.slugs.fr}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("1 juin 2026");
    expect(shown.body).toContain("Résumé de Communiqué récent Kappa");
    expect(shown.body).toContain("<strong>une nouvelle étape</strong>");
    const it_ = await app.inject({ url: `/it/stampa/${recent.slugs.it}` });
    expect(it_.statusCode).toBe(200);
    expect(it_.body).toContain("Communiqué récent Kappa (it)");
    expect(it_.body).toContain("Tutti i comunicati");

    const answer = await app.inject({
      method: "POST",
      url: `${API}/communiques/${recent._id}/apercu`,
      headers: authHeader(admin.token),
    });
    const preview = await app.inject({ url: answer.json().data.liens.fr });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Communiqué récent Kappa");
  });
});
