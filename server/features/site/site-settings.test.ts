// The site settings (issue 18) through the API and the real pages: read by anyone in one
// language or all, changed by administrators only, refused with French messages that
// change nothing, logged in the activity log, and shown on the next request of a cached
// page in every language.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import type { JournalEntryView } from "../../../domain/journal.ts";
import {
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTINGS_MESSAGES,
  type SiteSettingsView,
} from "../../../domain/site-settings.ts";
import { DEFAULT_MAIL_TIMINGS } from "../../config.ts";
import { PAGE_CACHE_HEADER } from "../../plugins/page-caching.ts";
import { makeImage, removeUnusedPictures, storedUploads } from "../../test/images.ts";
import { multipart } from "../../test/multipart.ts";
import { startTestSmtp, type TestSmtp } from "../../test/smtp-server.ts";
import {
  API,
  authHeader,
  createTestApp,
  type ListBody,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";
import { writeSiteDocument } from "./site-documents.repository.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

let app: FastifyInstance;
let adminToken = "";
let admin: Session["utilisateur"];
let adviserToken = "";
withTestApp(
  async (built) => {
    app = built;
    ({ token: adminToken, utilisateur: admin } = await loginAsAdmin(app));
    adviserToken = (await signedInConseiller(app, adminToken)).token;
  },
  { config: { serveWeb: true } },
);

type AllLanguages = typeof SITE_SETTINGS_DEFAULTS;

async function readSettings(): Promise<AllLanguages> {
  const response = await app.inject({ url: `${API}/site` });
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; data: AllLanguages }>().data;
}

/** A PATCH as the administrator, another user (`token`), or nobody (null). */
function patch(body: unknown, token: string | null = adminToken) {
  return app.inject({
    method: "PATCH",
    url: `${API}/site`,
    headers: token ? authHeader(token) : {},
    payload: body as Record<string, unknown>,
  });
}

async function putLogo(data: Buffer, filename: string, token = adminToken) {
  const form = await multipart({}, [{ field: "logo", filename, data }]);
  return app.inject({
    method: "PUT",
    url: `${API}/site/logo`,
    headers: { ...form.headers, ...authHeader(token) },
    payload: form.payload,
  });
}

const page = (url: string) => app.inject({ url, headers: BROWSER });

describe("GET /api/v1/site (public)", () => {
  it("answers every language without `lang`: SPEC.md §1's values until staff save theirs", async () => {
    const settings = await readSettings();
    expect(settings).toEqual({ ...SITE_SETTINGS_DEFAULTS, logo: null, medias: { logo: null } });
    expect(settings.telephones.map((phone) => phone.numero)).toEqual([
      "+221 33 869 00 00",
      "+225 27 20 30 00 00",
      "+223 20 22 00 00",
    ]);
    // SPEC.md §9's "15+" of real estate counts countries, never years beside §1's 30.
    expect(settings.secteurs.immobilier.statistiques[1]).toEqual({
      valeur: "15+",
      libelle: { fr: "Pays desservis", en: "Countries served", it: "Paesi serviti" },
    });
    expect(settings.secteurs.aviation.delaiReponse.fr).toContain("2 heures ouvrées");
  });

  it("answers one language with `?lang=`: each text a string, phones with the number to dial", async () => {
    const response = await app.inject({ url: `${API}/site?lang=it` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ success: true; data: SiteSettingsView }>();
    expect(data.telephones[1]).toEqual({
      libelle: "Costa d'Avorio",
      numero: "+225 27 20 30 00 00",
      tel: "+2252720300000",
    });
    expect(data.bureaux).toBe(SITE_SETTINGS_DEFAULTS.bureaux.it);
    expect(data.secteurs.mines.statistiques[0]).toEqual({
      valeur: "200+",
      libelle: "Siti sfruttabili",
    });
  });
});

describe("PATCH /api/v1/site", () => {
  it("refuses anonymous callers (401) and advisers (403), changing nothing", async () => {
    const anonymous = await patch({ email: "pirate@example.com" }, null);
    expect(anonymous.statusCode).toBe(401);
    const adviser = await patch({ email: "pirate@example.com" }, adviserToken);
    expect(adviser.statusCode).toBe(403);
    expect(adviser.json().message).toBe(AUTH_MESSAGES.administratorsOnly);
    expect((await readSettings()).email).toBe(SITE_SETTINGS_DEFAULTS.email);
  });

  it.each([
    [{ email: "pas-un-email" }, "email", SITE_SETTINGS_MESSAGES.emailInvalid],
    [
      { telephones: [{ libelle: "Ghana", numero: "appelez-nous" }] },
      "telephones.0.numero",
      SITE_SETTINGS_MESSAGES.phoneInvalid,
    ],
    [
      { reseaux: [{ reseau: "LinkedIn", url: "http://linkedin.com/x" }] },
      "reseaux.0.url",
      SITE_SETTINGS_MESSAGES.urlInvalid,
    ],
    [{ whatsapp: "+221 abc" }, "whatsapp", SITE_SETTINGS_MESSAGES.whatsappInvalid],
    [{ nomMarque: "  " }, "nomMarque", SITE_SETTINGS_MESSAGES.nomMarqueRequired],
    [{ bureaux: { fr: "" } }, "bureaux.fr", SITE_SETTINGS_MESSAGES.bureauxRequired("fr")],
    [{ couleur: "rouge" }, "", SITE_SETTINGS_MESSAGES.unknownField("couleur")],
    [{ logo: { cle: "x" } }, "logo", SITE_SETTINGS_MESSAGES.logoByUpload],
  ])(
    "refuses %j with a French message on its field (400), changing nothing",
    async (body, champ, message) => {
      const before = await readSettings();
      const response = await patch({ email: "nouveau@example.com", ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().erreurs).toContainEqual({ champ, message });
      expect(await readSettings()).toEqual(before);
    },
  );

  it("merges an administrator's partial change, keeps it, and logs it in the activity log", async () => {
    const response = await patch({
      email: "Accueil@Groupe.example",
      // A label as one string is the French one, copied to every language.
      telephones: [
        { libelle: "Ghana", numero: "+233 30 200 0000" },
        { libelle: { fr: "Sénégal", en: "Senegal", it: "Senegal" }, numero: "+221 33 869 00 00" },
      ],
      whatsapp: "+221 77 123 45 67",
      bureaux: { en: "Offices in Accra and Dakar." },
      secteurs: { aviation: { delaiReponse: { fr: "Réponse en une heure.", en: "" } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Paramètres enregistrés");

    const settings = await readSettings();
    expect(settings.email).toBe("accueil@groupe.example");
    expect(settings.telephones[0]).toEqual({
      libelle: { fr: "Ghana", en: "Ghana", it: "Ghana" },
      numero: "+233 30 200 0000",
    });
    expect(settings.whatsapp).toBe("+221 77 123 45 67");
    // What the change did not name stays as it was.
    expect(settings.bureaux).toEqual({
      ...SITE_SETTINGS_DEFAULTS.bureaux,
      en: "Offices in Accra and Dakar.",
    });
    expect(settings.secteurs.aviation.statistiques).toEqual(
      SITE_SETTINGS_DEFAULTS.secteurs.aviation.statistiques,
    );
    expect(settings.secteurs.aviation.delaiReponse).toEqual({
      fr: "Réponse en une heure.",
      en: "",
      it: SITE_SETTINGS_DEFAULTS.secteurs.aviation.delaiReponse.it,
    });
    expect(settings.nomMarque).toBe(SITE_SETTINGS_DEFAULTS.nomMarque);

    // One language: an empty English text reads as the French one; WhatsApp as its link.
    const english = await app.inject({ url: `${API}/site?lang=en` });
    const view = english.json<{ data: SiteSettingsView }>().data;
    expect(view.secteurs.aviation.delaiReponse).toBe("Réponse en une heure.");
    expect(view.whatsapp).toEqual({
      numero: "+221 77 123 45 67",
      url: "https://wa.me/221771234567",
    });

    const journal = await app.inject({
      url: `${API}/journal?entite=site`,
      headers: authHeader(adminToken),
    });
    const [latest] = journal.json<ListBody<JournalEntryView>>().data;
    expect(latest?.action).toBe("modification");
    expect(latest?.element).toMatchObject({ type: "site", titre: "Paramètres du site" });
    expect(latest?.nomUtilisateur).toBeTruthy();
  });
});

describe("the activity log", () => {
  it("names a page's texts by the page's key", async () => {
    // How the page texts (issue 18, another part) are written: their own key, entity "page".
    await app.services.db.transaction((tx) =>
      writeSiteDocument(
        tx,
        "qui-sommes-nous",
        { titre: "Qui sommes-nous" },
        {
          id: admin._id,
          prenom: admin.prenom,
          nom: admin.nom,
          role: admin.role,
        },
        "page",
      ),
    );
    const journal = await app.inject({
      url: `${API}/journal?entite=page`,
      headers: authHeader(adminToken),
    });
    const [latest] = journal.json<ListBody<JournalEntryView>>().data;
    expect(latest?.element).toMatchObject({ type: "page", titre: "Page : qui-sommes-nous" });
  });
});

describe("the logo (PUT and DELETE /api/v1/site/logo)", () => {
  it("takes a PNG, re-encoded to WebP and served under /uploads, and removes it again", async () => {
    const before = await storedUploads(app);
    const response = await putLogo(
      await makeImage({ format: "png", width: 400, height: 120 }),
      "logo.png",
    );
    expect(response.statusCode).toBe(200);
    const { logo, medias } = (await readSettings()) as unknown as {
      logo: { url: string; largeur: number; hauteur: number };
      medias: { logo: Record<string, unknown> };
    };
    expect(logo).toEqual({ url: logo.url, largeur: 400, hauteur: 120 });
    // The same asset as every image field (ADR 041): its picture under `medias`, with no
    // text of its own (every language as stored), the brand's name for a reader of one.
    const brand = SITE_SETTINGS_DEFAULTS.nomMarque;
    expect(medias.logo).toEqual({
      url: logo.url,
      srcset: expect.stringMatching(/-400\.webp 400w$/),
      srcsetAvif: expect.stringMatching(/-400\.avif 400w$/),
      largeur: 400,
      hauteur: 120,
      texteAlternatif: { fr: "", en: "", it: "" },
      credit: null,
      pointFocal: null,
    });
    const english = await app.inject({ url: `${API}/site?lang=en` });
    expect(english.json().data.medias.logo).toMatchObject({
      url: logo.url,
      texteAlternatif: brand,
    });
    expect(logo.url).toMatch(/^\/uploads\/[\w-]+-400\.webp$/);
    const served = await app.inject({ url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    // The header shows it, with the brand's name for screen readers, set as a French page
    // sets its words (issue 28).
    const home = await page("/");
    expect(home.body).toMatch(
      new RegExp(`<img src="${logo.url}"[^>]* alt="Groupe Afrique de l’Ouest"`),
    );

    const removed = await app.inject({
      method: "DELETE",
      url: `${API}/site/logo`,
      headers: authHeader(adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect((await readSettings()).logo).toBeNull();
    // The former logo stays in the media library (ADR 052) until deleted there.
    expect(await removeUnusedPictures(app, adminToken, before)).toBe(1);
    expect(await storedUploads(app)).toEqual(before);
  });

  it("refuses an SVG (415, French message) and keeps what was there", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await putLogo(svg, "logo.svg");
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(SITE_SETTINGS_MESSAGES.logoType);
    expect((await readSettings()).logo).toBeNull();
  });

  it("is refused to advisers (403)", async () => {
    const response = await putLogo(await makeImage({ format: "png" }), "logo.png", adviserToken);
    expect(response.statusCode).toBe(403);
  });
});

describe("public pages", () => {
  it("show a change on the next request of a cached page, in fr, en and it", async () => {
    const paths = ["/", "/en", "/it", "/en/real-estate"];
    for (const path of paths) {
      await page(path);
      expect((await page(path)).headers[PAGE_CACHE_HEADER]).toBe("hit");
    }
    const response = await patch({
      nomMarque: "Sahel Holding",
      telephones: [
        { libelle: { fr: "Niger", en: "Niger", it: "Niger" }, numero: "+227 20 73 00 00" },
      ],
      secteurs: {
        immobilier: {
          statistiques: [{ valeur: "31", libelle: { fr: "Ans", en: "Years on site", it: "Anni" } }],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    for (const path of ["/", "/en", "/it"]) {
      const shown = await page(path);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers[PAGE_CACHE_HEADER]).not.toBe("hit");
      expect(shown.body).toContain("Sahel Holding");
      expect(shown.body).not.toContain("Groupe Afrique de l&#x27;Ouest");
      expect(shown.body).toContain('href="tel:+22720730000"');
      expect(shown.body).toContain('href="https://wa.me/221771234567"');
    }
    const sector = await page("/en/real-estate");
    expect(sector.body).toContain("Years on site");
    expect(sector.body).toMatch(/<title>[^<]*— Sahel Holding<\/title>/);
  });
});

describe("the contact acknowledgment mail", () => {
  let smtp: TestSmtp;
  let mailApp: FastifyInstance;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    mailApp = await createTestApp({
      config: {
        mail: {
          ...DEFAULT_MAIL_TIMINGS,
          smtpUrl: smtp.url,
          from: "site@example.com",
          contactNotifyTo: ["equipe@example.com"],
          contactNotifyToBySector: {},
          pollIntervalMs: 50,
        },
      },
    });
  });
  afterAll(async () => {
    await mailApp?.close();
    await smtp?.close();
  });

  it("tells how to reach the group as the settings say now", async () => {
    const admin = await loginAsAdmin(mailApp);
    const saved = await mailApp.inject({
      method: "PATCH",
      url: `${API}/site`,
      headers: authHeader(admin.token),
      payload: {
        email: "accueil@sahel.example",
        telephones: [{ libelle: "Niger", numero: "+227 20 73 00 00" }],
        secteurs: { mines: { delaiReponse: { en: "A geologist calls you back today." } } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const sent = await mailApp.inject({
      method: "POST",
      url: `${API}/contact`,
      payload: {
        nom: "Awa Sow",
        numero: "+221 77 000 00 00",
        email: "awa.settings@example.com",
        description: "Une question sur vos sites miniers.",
        secteur: "mines",
        langue: "en",
      },
    });
    expect(sent.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const acknowledgment = mails.find((mail) => mail.to.includes("awa.settings@example.com"));
    expect(acknowledgment?.text).toContain("A geologist calls you back today.");
    expect(acknowledgment?.text).toContain("accueil@sahel.example");
    expect(acknowledgment?.text).toContain("Niger: +227 20 73 00 00");
    expect(acknowledgment?.text).not.toContain("+221 33 869 00 00");
  });
});
