// The legal notice's facts (issue 32, part 7) through the API and the real pages: empty on
// a new site, where the page leaves their lines out and publishes no placeholder; refused
// with French messages that change nothing; shown line by line, in fr, en and it, as they
// are filled. And the privacy policy's default text: the three authorities, a legal basis
// for each use of data.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import {
  LEGAL_NOTICE_DEFAULTS,
  LEGAL_NOTICE_LIMITS,
  LEGAL_NOTICE_MESSAGES,
  type LegalNotice,
} from "../../../domain/legal-notice.ts";
import { localizedPath, PAGE_PATHS } from "../../../domain/site-paths.ts";
import type { ManualClock } from "../../lib/clock.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

let app: FastifyInstance;
let adminToken = "";
let adviserToken = "";
withTestApp(
  async (built) => {
    app = built;
    adminToken = (await loginAsAdmin(app)).token;
    adviserToken = (await signedInConseiller(app, adminToken)).token;
  },
  { config: { serveWeb: true } },
);

const LANGS = ["fr", "en", "it"] as const;

async function readNotice(): Promise<LegalNotice> {
  const response = await app.inject({ url: `${API}/site` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { mentionsLegales: LegalNotice } }>().data.mentionsLegales;
}

function patch(body: unknown, token = adminToken) {
  return app.inject({
    method: "PATCH",
    url: `${API}/site`,
    headers: authHeader(token),
    payload: body as Record<string, unknown>,
  });
}

/**
 * What a visitor reads of a page, as plain text: tags dropped, entities decoded, the
 * French typography's thin spaces and curly apostrophes read as plain ones. The public page cache trusts its
 * content version for a second: the clock moves past it first.
 */
async function pageText(lang: (typeof LANGS)[number], page: keyof typeof PAGE_PATHS) {
  (app.services.clock as ManualClock).advance(1_001);
  const response = await app.inject({
    url: localizedPath(lang, PAGE_PATHS[page]),
    headers: BROWSER,
  });
  expect(response.statusCode).toBe(200);
  const main = response.body.slice(
    response.body.indexOf("<main"),
    response.body.indexOf("</main>"),
  );
  return {
    html: main,
    text: main
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;|’/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/[\u00a0\u202f]/g, " ")
      .replace(/\s+/g, " "),
  };
}

/** The labels of the facts' lines, in each language, as the page writes them. */
const LABELS = {
  fr: { company: "Raison sociale", capital: "Capital social", rccm: "RCCM", host: "Hébergeur" },
  en: {
    company: "Company name",
    capital: "Share capital",
    rccm: "Trade register (RCCM)",
    host: "Host",
  },
  it: {
    company: "Ragione sociale",
    capital: "Capitale sociale",
    rccm: "Registro delle imprese (RCCM)",
    host: "Fornitore di hosting",
  },
} as const;

/** What no legal page may ever publish: the placeholders the first default text had. */
const PLACEHOLDERS = /à compléter|to be completed|da completare/i;

describe("a new site's legal notice", () => {
  it("has no fact in the settings, in every language of the API", async () => {
    expect(await readNotice()).toEqual(LEGAL_NOTICE_DEFAULTS);
    const english = await app.inject({ url: `${API}/site?lang=en` });
    expect(english.json().data.mentionsLegales).toEqual(LEGAL_NOTICE_DEFAULTS);
  });

  it.each(LANGS)(
    "%s: leaves out every line not filled in, publishes no placeholder, keeps its text",
    async (lang) => {
      const { html, text } = await pageText(lang, "mentionsLegales");
      for (const label of Object.values(LABELS[lang])) {
        expect(html).not.toContain(`>${label}</dt>`);
      }
      expect(html).not.toContain('data-legal-part="hebergeur"');
      expect(html).not.toContain('data-legal-part="directeur"');
      expect(text).not.toMatch(PLACEHOLDERS);
      // The contact email is a setting always filled: the publisher's part shows it.
      expect(html).toContain('href="mailto:contact@groupe-afrique-ouest.com"');
      // The rest of the notice is the page's text, in the page's language.
      expect(text).toContain(
        {
          fr: "Propriété intellectuelle",
          en: "Intellectual property",
          it: "Proprietà intellettuale",
        }[lang],
      );
      // The brand is one name in every language.
      expect(text).toContain("Groupe Afrique de l'Ouest");
      expect(text).not.toMatch(/West Africa Group|Gruppo Africa Occidentale/);
    },
    // The first page of the file renders the site's modules for the first time.
    90_000,
  );
});

describe("PATCH /api/v1/site: the legal notice's facts", () => {
  const tooLong = "x".repeat(LEGAL_NOTICE_LIMITS.raisonSocialeMax + 1);
  it.each([
    [{ rccm: "12345" }, "mentionsLegales.rccm", LEGAL_NOTICE_MESSAGES.rccmInvalid],
    [{ identifiant: "ABC" }, "mentionsLegales.identifiant", LEGAL_NOTICE_MESSAGES.nineaInvalid],
    [
      // A NINEA given as an Ivorian NCC.
      { typeIdentifiant: "NCC", identifiant: "005432187 2G3" },
      "mentionsLegales.identifiant",
      LEGAL_NOTICE_MESSAGES.nccInvalid,
    ],
    [
      { typeIdentifiant: "SIRET" },
      "mentionsLegales.typeIdentifiant",
      LEGAL_NOTICE_MESSAGES.typeInvalid,
    ],
    [
      { hebergeurTelephone: "appelez-nous" },
      "mentionsLegales.hebergeurTelephone",
      LEGAL_NOTICE_MESSAGES.hostPhoneInvalid,
    ],
    [
      { raisonSociale: tooLong },
      "mentionsLegales.raisonSociale",
      LEGAL_NOTICE_MESSAGES.tooLong("Raison sociale", LEGAL_NOTICE_LIMITS.raisonSocialeMax),
    ],
    [
      { raisonSociale: 12 },
      "mentionsLegales.raisonSociale",
      LEGAL_NOTICE_MESSAGES.notText("Raison sociale"),
    ],
    [{ siret: "x" }, "mentionsLegales", LEGAL_NOTICE_MESSAGES.unknownField("siret")],
  ])(
    "refuses %j with a French message on its field (400), changing nothing",
    async (change, champ, message) => {
      const before = await readNotice();
      const response = await patch({ mentionsLegales: { raisonSociale: "Autre SA", ...change } });
      expect(response.statusCode).toBe(400);
      expect(response.json().erreurs).toContainEqual({ champ, message });
      expect(await readNotice()).toEqual(before);
    },
  );

  it("refuses a notice that is not an object", async () => {
    const response = await patch({ mentionsLegales: "SA" });
    expect(response.statusCode).toBe(400);
    expect(response.json().erreurs).toContainEqual({
      champ: "mentionsLegales",
      message: LEGAL_NOTICE_MESSAGES.notAnObject,
    });
  });

  it("is an administrator's: an adviser is refused (403) and nothing changes", async () => {
    const response = await patch({ mentionsLegales: { raisonSociale: "Autre SA" } }, adviserToken);
    expect(response.statusCode).toBe(403);
    expect((await readNotice()).raisonSociale).toBe("");
  });
});

describe("a legal notice filled in step by step", () => {
  it("shows each fact saved on the next request, and still leaves out the others", async () => {
    const response = await patch({
      mentionsLegales: {
        raisonSociale: "  Groupe Afrique de l'Ouest  ",
        capitalSocial: "2 500 000 000 FCFA",
        // Typed loosely: kept in capitals, one space between groups.
        rccm: "sn-dkr-1996-b-10487",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mentionsLegales).toMatchObject({
      raisonSociale: "Groupe Afrique de l'Ouest",
      rccm: "SN-DKR-1996-B-10487",
      formeJuridique: "",
    });
    // The rest of the settings keeps its shape.
    expect(response.json().data.email).toBe("contact@groupe-afrique-ouest.com");

    for (const lang of LANGS) {
      const { html, text } = await pageText(lang, "mentionsLegales");
      expect(html).toContain(`>${LABELS[lang].company}</dt>`);
      expect(html).toContain(`>${LABELS[lang].capital}</dt>`);
      expect(html).toContain(`>${LABELS[lang].rccm}</dt>`);
      // Numbers as each language writes them (domain/numbers.ts).
      expect(text).toContain(
        { fr: "2 500 000 000 FCFA", en: "2,500,000,000 FCFA", it: "2.500.000.000 FCFA" }[lang],
      );
      expect(text).toContain("SN-DKR-1996-B-10487");
      // Not filled yet: the legal form, the NINEA, the director, the host.
      expect(html).not.toContain(`>${LABELS[lang].host}</dt>`);
      expect(html).not.toContain('data-legal-part="directeur"');
      expect(text).not.toMatch(PLACEHOLDERS);
    }
  });

  it("shows the whole notice once complete, the host's phone as a link", async () => {
    const response = await patch({
      mentionsLegales: {
        formeJuridique: "Société anonyme avec conseil d'administration",
        typeIdentifiant: "NINEA",
        identifiant: "005432187 2g3",
        siegeSocial: "Immeuble Horizon, 12 boulevard de la République\nBP 4512 Dakar",
        directeurPublication: "Aminata Diop, administratrice générale",
        hebergeurNom: "OVH SAS",
        hebergeurAdresse: "2 rue Kellermann, 59100 Roubaix",
        hebergeurTelephone: "+33 9 72 10 10 07",
      },
    });
    expect(response.statusCode).toBe(200);
    const english = await pageText("en", "mentionsLegales");
    for (const expected of [
      "Legal form Société anonyme avec conseil d'administration",
      "Tax ID (NINEA) 005432187 2G3",
      "Registered office Immeuble Horizon, 12 boulevard de la République BP 4512 Dakar",
      "Publication director Name Aminata Diop, administratrice générale",
      "Hosting Host OVH SAS Address 2 rue Kellermann, 59100 Roubaix Telephone +33 9 72 10 10 07",
    ]) {
      expect(english.text).toContain(expected);
    }
    expect(english.html).toContain('href="tel:+33972101007"');
    const italian = await pageText("it", "mentionsLegales");
    expect(italian.text).toContain("Codice fiscale (NINEA) 005432187 2G3");

    // An Ivorian publisher states its NCC.
    expect(
      (await patch({ mentionsLegales: { typeIdentifiant: "NCC", identifiant: "0102345 K" } }))
        .statusCode,
    ).toBe(200);
    expect((await pageText("fr", "mentionsLegales")).text).toContain("NCC 0102345 K");
    expect((await pageText("en", "mentionsLegales")).text).toContain(
      "Taxpayer account (NCC) 0102345 K",
    );

    // Emptied again, a fact's line leaves the page.
    expect((await patch({ mentionsLegales: { hebergeurTelephone: "" } })).statusCode).toBe(200);
    const french = await pageText("fr", "mentionsLegales");
    expect(french.html).not.toContain("tel:+33972101007");
    expect(french.html).toContain(">Hébergeur</dt>");
  });
});

describe("the privacy policy's default text", () => {
  const EXPECTED = {
    fr: [
      "Commission de protection des données personnelles (CDP)",
      "(ARTCI)",
      "(APDP)",
      "loi sénégalaise n° 2008-12",
      "Base : votre consentement",
      "Base : les mesures précontractuelles prises à votre demande",
      "Candidatures",
      "Comptes du personnel",
      "Mesure d'audience",
    ],
    en: [
      "Personal Data Protection Commission (CDP)",
      "(ARTCI)",
      "(APDP)",
      "Law No. 2008-12",
      "Basis: your consent",
      "Job applications",
      "Staff accounts",
      "Audience measurement",
    ],
    it: [
      "Commissione per la protezione dei dati personali (CDP)",
      "(ARTCI)",
      "(APDP)",
      "legge senegalese n. 2008-12",
      "Base: il vostro consenso",
      "Candidature",
      "Account del personale",
      "Misurazione del pubblico",
    ],
  } as const;

  it.each(LANGS)("%s: names the three authorities and the basis of each use", async (lang) => {
    const { text } = await pageText(lang, "confidentialite");
    for (const expected of EXPECTED[lang]) expect(text).toContain(expected);
    expect(text).toContain("Groupe Afrique de l'Ouest");
    expect(text).not.toMatch(PLACEHOLDERS);
  });
});
