// The press page's settings (issue 32, point 3; docs/decisions/065) through the API and
// the real /presse pages: the press contact (French messages, administrators only), the
// press kit (library logos and the fact sheet's PDF, checked by its bytes, each a download
// naming its file, format and size) and the releases, newest first, paged like the news.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "../../../domain/media-library.ts";
import { samplePdf } from "../../../domain/pdf-sample.ts";
import { PRESS_KIT_MESSAGES } from "../../../domain/press-kit.ts";
import { localizedPath, PAGE_PATHS } from "../../../domain/site-paths.ts";
import {
  SITE_SETTINGS_MESSAGES as M,
  SITE_SETTINGS_DEFAULTS,
} from "../../../domain/site-settings.ts";
import { communiques } from "../../db/schema.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { makeImage, storedUploads } from "../../test/images.ts";
import { multipart, sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };
const LANGS = ["fr", "en", "it"] as const;

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

interface KitView {
  logos: { cle: string; url: string; nom: string; format: string; octets: number }[];
  fiche: { url: string; nom: string; format: string; octets: number } | null;
}

async function readSettings() {
  const response = await app.inject({ url: `${API}/site` });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { contactPresse: typeof SITE_SETTINGS_DEFAULTS.contactPresse; kitPresse: KitView };
  }>().data;
}

const send = (
  method: "PATCH" | "POST" | "DELETE" | "PUT",
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? authHeader(token) : {},
    ...(payload ? { payload } : {}),
  });

async function putFiche(data: Buffer, filename: string, token = adminToken) {
  const form = await multipart({}, [{ field: "fiche", filename, data, type: "application/pdf" }]);
  return app.inject({
    method: "PUT",
    url: `${API}/site/kit-presse/fiche`,
    headers: { ...form.headers, ...authHeader(token) },
    payload: form.payload,
  });
}

/** A one-page PDF of about `size` bytes. */
const pdf = (size = 2_000) => Buffer.from(samplePdf("Fiche d'information", size));

/** What a visitor reads of /presse in a language: its main's HTML and plain text. */
async function pressPage(lang: (typeof LANGS)[number], search = "") {
  // The public page cache trusts its content version for a second: move past it.
  (app.services.clock as ManualClock).advance(1_001);
  const response = await app.inject({
    url: `${localizedPath(lang, PAGE_PATHS.presse)}${search}`,
    headers: BROWSER,
  });
  const main = response.body.slice(
    response.body.indexOf("<main"),
    response.body.indexOf("</main>"),
  );
  return {
    status: response.statusCode,
    html: main.replace(/&#x27;|&#39;|’/g, "'").replace(/&amp;/g, "&"),
    text: main
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;|’/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/[\u00a0\u202f]/g, " ")
      .replace(/\s+/g, " "),
  };
}

describe("the press contact (PATCH /api/v1/site)", () => {
  it.each([
    [{ nom: { fr: "" } }, "contactPresse.nom.fr", M.contactPresseNomRequired("fr")],
    [{ nom: { en: "x".repeat(81) } }, "contactPresse.nom.en", M.contactPresseNomTooLong("en")],
    [{ email: "" }, "contactPresse.email", M.contactPresseEmailRequired],
    [{ email: "presse@" }, "contactPresse.email", M.contactPresseEmailInvalid],
    [{ telephone: "33 869 00 10" }, "contactPresse.telephone", M.contactPresseTelephoneInvalid],
    [{ fax: "+221 33 869 00 11" }, "contactPresse", M.unknownField("fax")],
  ])("refuses %o with its French message and changes nothing", async (change, champ, message) => {
    const before = await readSettings();
    const response = await send("PATCH", "/site", adminToken, { contactPresse: change });
    expect(response.statusCode).toBe(400);
    expect(response.json().erreurs).toContainEqual({ champ, message });
    expect(await readSettings()).toEqual(before);
  });

  it("is the administrators': an adviser 403, nobody 401, nothing changed", async () => {
    const change = { contactPresse: { nom: "Autre service" } };
    expect((await send("PATCH", "/site", adviserToken, change)).statusCode).toBe(403);
    expect((await send("PATCH", "/site", null, change)).statusCode).toBe(401);
    expect((await readSettings()).contactPresse).toEqual(SITE_SETTINGS_DEFAULTS.contactPresse);
  });

  it("shows on /presse in every language, with links to write and to call", async () => {
    const saved = await send("PATCH", "/site", adminToken, {
      contactPresse: {
        nom: { fr: "Aïssatou Ndiaye, direction de la communication", en: "", it: "" },
        email: "Presse@Groupe-Afrique-Ouest.com",
        telephone: "+221 33 869 00 12",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const heading = { fr: "Contact presse", en: "Press contact", it: "Contatto stampa" };
    for (const lang of LANGS) {
      const page = await pressPage(lang);
      expect(page.status).toBe(200);
      expect(page.text).toContain(heading[lang]);
      expect(page.text).toContain("Aïssatou Ndiaye, direction de la communication");
      expect(page.html).toContain('href="mailto:presse@groupe-afrique-ouest.com"');
      expect(page.html).toContain('href="tel:+221338690012"');
      expect(page.text).toContain("+221 33 869 00 12");
    }
    await send("PATCH", "/site", adminToken, {
      contactPresse: SITE_SETTINGS_DEFAULTS.contactPresse,
    });
  });
});

describe("the press kit (/api/v1/site/kit-presse/…)", () => {
  it("refuses a PATCH that names it: the kit changes by its own requests", async () => {
    const response = await send("PATCH", "/site", adminToken, { kitPresse: { logos: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().erreurs).toEqual([{ champ: "kitPresse", message: M.kitPresseByUpload }]);
  });

  it("offers a library picture as a logo: a WebP download of its size, kept in the library while the kit shows it", async () => {
    const uploaded = await sendForm(app, "POST", "/medias", adminToken, {}, [
      {
        field: "fichiers",
        filename: "logo-couleur.png",
        data: await makeImage({ format: "png", width: 600, height: 200 }),
        type: "image/png",
      },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const media = uploaded.json<{ data: { _id: string }[] }>().data[0] as { _id: string };

    // Nobody but an administrator changes the kit.
    const asAdviser = await send("POST", "/site/kit-presse/logos", adviserToken, {
      media: media._id,
    });
    expect(asAdviser.statusCode).toBe(403);
    // An id the library does not hold is refused, in French.
    const unknown = await send("POST", "/site/kit-presse/logos", adminToken, {
      media: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().erreurs).toEqual([
      { champ: "logo", message: MEDIA_MESSAGES.unknownChoice },
    ]);

    const added = await send("POST", "/site/kit-presse/logos", adminToken, { media: media._id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(PRESS_KIT_MESSAGES.logoAdded);
    const twice = await send("POST", "/site/kit-presse/logos", adminToken, { media: media._id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().erreurs).toEqual([
      { champ: "logo", message: PRESS_KIT_MESSAGES.logoAlreadyThere },
    ]);

    const [logo] = (await readSettings()).kitPresse.logos;
    expect(logo).toMatchObject({ nom: "logo-couleur.webp", format: "WebP" });
    const served = await app.inject({ url: logo?.url ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(logo?.octets).toBe(served.rawPayload.length);

    // The library will not delete a picture the kit offers, and says where it is used.
    const refused = await send("DELETE", `/medias/${media._id}`, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("les réglages du site (kit presse)");

    // /presse links it, naming its file, format and size in each language.
    // Sizes are counted in units of 1 024 bytes, never less than 1.
    const kb = Math.max(1, Math.round((logo?.octets ?? 0) / 1024));
    const words = {
      fr: `Télécharger logo-couleur.webp (WebP, ${kb} ko)`,
      en: `Download logo-couleur.webp (WebP, ${kb} kB)`,
      it: `Scarica logo-couleur.webp (WebP, ${kb} kB)`,
    };
    for (const lang of LANGS) {
      const page = await pressPage(lang);
      expect(page.text).toContain(words[lang]);
      expect(page.html).toContain(`href="${logo?.url}" download="logo-couleur.webp"`);
    }

    const removed = await send("DELETE", `/site/kit-presse/logos/${logo?.cle}`, adminToken);
    expect(removed.statusCode).toBe(200);
    expect((await readSettings()).kitPresse.logos).toEqual([]);
    expect((await send("DELETE", `/medias/${media._id}`, adminToken)).statusCode).toBe(200);
  });

  it("takes the fact sheet as a PDF checked by its bytes, at most 5 MB, and leaves no stray file when it refuses", async () => {
    const before = await storedUploads(app);
    const notPdf = await putFiche(Buffer.from("<html>fiche</html>"), "fiche.pdf");
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().erreurs).toEqual([
      { champ: "fiche", message: PRESS_KIT_MESSAGES.ficheType },
    ]);
    const cut = await putFiche(pdf(3_000).subarray(0, 2_000), "fiche.pdf");
    expect(cut.statusCode).toBe(400);
    expect(cut.json().erreurs).toEqual([
      { champ: "fiche", message: PRESS_KIT_MESSAGES.ficheDamaged },
    ]);
    const tooLarge = await putFiche(pdf(5 * 1024 * 1024 + 1), "fiche.pdf");
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().erreurs).toEqual([
      { champ: "fiche", message: PRESS_KIT_MESSAGES.ficheTooLarge },
    ]);
    expect((await putFiche(pdf(), "fiche.pdf", adviserToken)).statusCode).toBe(403);
    expect(await storedUploads(app)).toEqual(before);
    expect((await readSettings()).kitPresse.fiche).toBeNull();

    const first = await putFiche(pdf(3_000), "Fiche groupe 2026.pdf");
    expect(first.statusCode, first.body).toBe(200);
    const fiche = (await readSettings()).kitPresse.fiche;
    expect(fiche).toMatchObject({ nom: "Fiche groupe 2026.pdf", format: "PDF", octets: 3_000 });
    const served = await app.inject({ url: fiche?.url ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const page = await pressPage("en");
    expect(page.text).toContain("Download Fiche groupe 2026.pdf (PDF, 3 kB)");

    // A new sheet replaces the file; removing it removes its file too.
    expect((await putFiche(pdf(4_000), "fiche.pdf")).statusCode).toBe(200);
    expect((await app.inject({ url: fiche?.url ?? "" })).statusCode).toBe(404);
    expect((await send("DELETE", "/site/kit-presse/fiche", adminToken)).statusCode).toBe(200);
    expect((await readSettings()).kitPresse.fiche).toBeNull();
    expect(await storedUploads(app)).toEqual(before);
    expect((await pressPage("fr")).text).toContain("Le kit presse sera bientôt disponible");
  });
});

describe("/presse's releases", () => {
  it("lists the published ones newest first by their date, 12 a page, each with its page and PDF", async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 14; n++) {
      const day = String(n).padStart(2, "0");
      const created = await sendForm(app, "POST", "/communiques", adminToken, {
        "titre[fr]": `Communiqué numéro ${n}`,
        "titre[en]": `Release number ${n}`,
        "titre[it]": `Comunicato numero ${n}`,
        "resume[fr]": `Résumé du communiqué ${n}.`,
        "resume[en]": `Summary of release ${n}.`,
        "texte[fr]": "Texte.",
        dateCommunique: `2026-01-${day}`,
        etat: n === 7 ? "brouillon" : "publié",
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().data._id);
    }
    // Release 14 has its PDF (its upload is the release form's; here, its stored column).
    await app.services.db
      .update(communiques)
      .set({ pdf: { cle: "communique-14.pdf", octets: 250_000, nom: "communique-14.pdf" } })
      .where(eq(communiques.id, ids[13] as string));

    const first = await pressPage("en");
    expect(first.status).toBe(200);
    const order = [...first.text.matchAll(/Release number (\d+)/g)].map((found) => found[1]);
    // Newest first, the draft (7) left out; each title once as its link (and once in the
    // link's name read by screen readers, which the text does not show).
    const newestFirst = [14, 13, 12, 11, 10, 9, 8, 6, 5, 4, 3, 2].map(String);
    expect([...new Set(order)]).toEqual(newestFirst);
    expect(first.text).toContain("14 January 2026");
    expect(first.text).toContain("Summary of release 14.");
    expect(first.html).toMatch(/href="\/en\/press\/[^"]+"/);
    expect(first.text).toContain("Download the release as a PDF (244 kB)");
    expect(first.html).toContain('href="/uploads/communique-14.pdf"');
    // Twelve a page: the 13th published is on page 2, a link that works without JavaScript.
    expect(first.html).toContain('href="/en/press?page=2"');
    const second = await pressPage("en", "?page=2");
    expect(second.status).toBe(200);
    expect([
      ...new Set([...second.text.matchAll(/Release number (\d+)/g)].map((f) => f[1])),
    ]).toEqual(["1"]);
    expect((await pressPage("en", "?page=3")).status).toBe(404);

    const french = await pressPage("fr");
    expect(french.text).toContain("14 janvier 2026");
    expect(french.text).toContain("Télécharger le communiqué en PDF (244 ko)");
    expect(french.html).toMatch(/href="\/presse\/[^"]+"/);
    const italian = await pressPage("it");
    expect(italian.text).toContain("Comunicato numero 14");
    expect(italian.html).toMatch(/href="\/it\/stampa\/[^"]+"/);
  });
});
