import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { LANGUAGES, type Localized, ROLES, USER_STATUSES } from "../../../domain/constants.ts";
import { multipartBody } from "../../lib/form-body.ts";
import { users } from "../schema.ts";
import { DEMO_OFFERS, DEMO_RELEASES, demoReleasePdf } from "./demo-careers-press.ts";
import {
  DEMO_ARTICLES,
  DEMO_CATEGORIES,
  DEMO_LEGAL_NOTICE,
  DEMO_OPPORTUNITIES,
  DEMO_PEOPLE,
  DEMO_PROJECTS,
} from "./demo-data.ts";
import {
  type DemoPictureManifest,
  demoPictureUpload,
  readDemoPictureManifest,
} from "./demo-pictures.ts";

/**
 * The demo brand's logo, drawn by `npm run make:demo-logo` (scripts/make-demo-logo.ts):
 * uploaded as the site's logo, which an administrator replaces in /admin/site.
 */
export const DEMO_LOGO_FILE = fileURLToPath(new URL("./demo-logo.png", import.meta.url));

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_MS = 30 * DAY_MS;
const monthsAgo = (months: number) =>
  new Date(Date.now() - months * MONTH_MS - 60_000).toISOString();

/** `titre[fr]`-style fields (or `titre.fr` with `dotted`) for one localised value. */
function localizedFields(name: string, value: Localized, dotted = false): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [dotted ? `${name}.${lang}` : `${name}[${lang}]`, value[lang]]),
  );
}

/** A project's key figures by their indexed names (SPEC.md §7: `chiffresCles[0][valeur]`). */
function keyFigureFields(
  figures: readonly { valeur: string; libelle: Localized }[],
): Record<string, string> {
  return Object.fromEntries(
    figures.flatMap((figure, index) => [
      [`chiffresCles[${index}][valeur]`, figure.valeur],
      ...LANGUAGES.map((lang) => [
        `chiffresCles[${index}][libelle][${lang}]`,
        figure.libelle[lang],
      ]),
    ]),
  );
}

/** A demo picture as a multipart file, and its alternative texts. */
function pictureFile(manifest: DemoPictureManifest, field: string, name: string) {
  const alt = manifest[name]?.alt;
  if (!alt) throw new Error(`demo content: no picture "${name}" in manifest.json`);
  const data = demoPictureUpload(name, manifest);
  return { alt, file: { field, filename: `${name}.webp`, data, type: "image/webp" } };
}

const number = (index: number) => String(index + 1).padStart(2, "0");

/**
 * Creates the demo content through the API itself (app.inject), as the first
 * administrator: the same validation, storage, slugs and activity log as staff. Its
 * pictures are server/db/seed/demo-pictures/, each described in three languages; an app
 * built with preparedDemoPictures stores their committed encodings instead of making them.
 * It also uploads the demo brand's logo (DEMO_LOGO_FILE), encoded like any upload.
 */
export async function seedDemoContent(app: FastifyInstance): Promise<{ created: number }> {
  const manifest = readDemoPictureManifest();
  const { db, tokens } = app.services;
  const [admin] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, ROLES.administrateur), eq(users.statut, USER_STATUSES.actif)))
    .limit(1);
  if (!admin) throw new Error("demo content needs an active administrator");
  const token = await tokens.sign({
    userId: admin.id,
    role: admin.role,
    sessionVersion: admin.sessionVersion,
  });

  async function send(
    method: "POST" | "PATCH" | "PUT",
    url: string,
    form: Awaited<ReturnType<typeof multipartBody>>,
  ): Promise<{ _id: string }> {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    if (response.statusCode !== (method === "POST" ? 201 : 200)) {
      throw new Error(
        `demo content: ${method} ${url} answered ${response.statusCode}: ${response.body}`,
      );
    }
    const body = response.json();
    return body.data ?? body;
  }
  const post = (url: string, form: Awaited<ReturnType<typeof multipartBody>>) =>
    send("POST", url, form);

  // The logo first, as an administrator uploads it (PUT /api/v1/site/logo): checked by its
  // bytes and re-encoded like any upload, so the header and footer show a brand, not the
  // wordmark drawn from the name. Not counted: it is a setting, not a content item.
  await send(
    "PUT",
    "/site/logo",
    await multipartBody({}, [
      {
        field: "logo",
        filename: "logo.png",
        data: readFileSync(DEMO_LOGO_FILE),
        type: "image/png",
      },
    ]),
  );

  // The legal notice's facts (issue 32), as an administrator saves them in /admin/site: a
  // demo whose legal notice shows every line, and whose back office has nothing missing.
  const legal = await app.inject({
    method: "PATCH",
    url: "/api/v1/site",
    headers: { authorization: `Bearer ${token}` },
    payload: { mentionsLegales: DEMO_LEGAL_NOTICE },
  });
  if (legal.statusCode !== 200) {
    throw new Error(`demo content: PATCH /site answered ${legal.statusCode}: ${legal.body}`);
  }

  let created = 0;
  for (const [index, project] of DEMO_PROJECTS.entries()) {
    const pictures = [1, 2, 3].map((n) =>
      pictureFile(manifest, "images", `realisation-${number(index)}-${n}`),
    );
    const form = await multipartBody(
      {
        ...localizedFields("titre", project.titre, true),
        ...localizedFields("description", project.description, true),
        ...localizedFields("contenu", project.contenu, true),
        ...localizedFields("motsCles", project.motsCles, true),
        ...(project.client ? { client: project.client } : {}),
        ...(project.lieu ? localizedFields("lieu", project.lieu) : {}),
        ...keyFigureFields(project.chiffresCles ?? []),
        ...Object.fromEntries(
          LANGUAGES.map((lang) => [
            `texteAlternatif[${lang}][]`,
            pictures.map((picture) => picture.alt[lang]),
          ]),
        ),
        secteur: project.secteur,
        annee: String(project.annee),
        statutLivraison: project.statutLivraison,
        etat: "publié",
        datePublication: monthsAgo(project.monthsAgo),
      },
      pictures.map((picture) => picture.file),
    );
    await post("/realisations", form);
    created++;
  }

  for (const [index, item] of DEMO_ARTICLES.entries()) {
    const picture = pictureFile(manifest, "imagePrincipale", `article-${number(index)}`);
    const form = await multipartBody(
      {
        ...localizedFields("titre", item.titre),
        ...localizedFields("resume", item.resume),
        ...localizedFields("contenu", item.contenu),
        ...Object.fromEntries(
          LANGUAGES.map((lang) => [`motsCles[${lang}][]`, item.motsCles[lang].split(", ")]),
        ),
        "categories[]": item.categories,
        ...localizedFields("texteAlternatif", picture.alt),
        etat: "publié",
        datePublication: monthsAgo(item.monthsAgo),
      },
      [picture.file],
    );
    const article = await post("/articles", form);
    // Publishing dates an article now (SPEC.md §4); an edit may date it back, so the demo
    // news reads like a real history.
    await send(
      "PATCH",
      `/articles/${article._id}`,
      await multipartBody({ etat: "publié", datePublication: monthsAgo(item.monthsAgo) }),
    );
    created++;
  }

  // The opportunities' categories first: each opportunity names one of them.
  for (const libelle of DEMO_CATEGORIES) {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/categories",
      headers: { authorization: `Bearer ${token}` },
      payload: { libelle },
    });
    if (response.statusCode !== 201) {
      throw new Error(
        `demo content: POST /categories answered ${response.statusCode}: ${response.body}`,
      );
    }
  }

  for (const [index, item] of DEMO_OPPORTUNITIES.entries()) {
    const picture = pictureFile(manifest, "image", `opportunite-${number(index)}`);
    const form = await multipartBody(
      {
        ...localizedFields("titre", item.titre),
        ...localizedFields("description", item.description),
        ...localizedFields("contenu", item.contenu),
        ...localizedFields("texteAlternatif", picture.alt),
        ...Object.fromEntries(
          LANGUAGES.map((lang) => [`motsCles[${lang}][]`, item.motsCles[lang].split(", ")]),
        ),
        categorie: item.categorie,
        codePays: item.codePays,
        contact: item.contact,
        quantiteDisponible: item.quantiteDisponible,
        statut: "actif",
        etat: "publié",
        datePublication: monthsAgo(index),
      },
      [picture.file],
    );
    await post("/opportunites", form);
    created++;
  }

  // Job offers and press releases (issue 32): one offer closed, one release with its PDF.
  const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  for (const offer of DEMO_OFFERS) {
    const form = await multipartBody({
      ...localizedFields("titre", offer.titre),
      ...localizedFields("lieu", offer.lieu),
      ...localizedFields("description", offer.description),
      secteur: offer.secteur,
      codePays: offer.codePays,
      typeContrat: offer.typeContrat,
      dateCloture: day(offer.closesInDays),
      etat: "publié",
    });
    await post("/offres-emploi", form);
    created++;
  }
  for (const release of DEMO_RELEASES) {
    const pdf = release.pdf
      ? [
          {
            field: "pdf",
            filename: "communique-30-ans.pdf",
            data: demoReleasePdf(release.titre.fr, release.resume.fr),
            type: "application/pdf",
          },
        ]
      : [];
    const form = await multipartBody(
      {
        ...localizedFields("titre", release.titre),
        ...localizedFields("resume", release.resume),
        ...localizedFields("texte", release.texte),
        dateCommunique: day(-release.daysAgo),
        etat: "publié",
      },
      pdf,
    );
    await post("/communiques", form);
    created++;
  }

  // The governance (issue 32, point 1): each group in the order listed, with a portrait.
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    const picture = pictureFile(manifest, "portrait", `personne-${number(index)}`);
    await post(
      "/personnes",
      await multipartBody(
        {
          ...localizedFields("nom", { fr: person.nom, en: person.nom, it: person.nom }),
          ...localizedFields("fonction", person.fonction),
          ...localizedFields("biographie", person.biographie),
          ...localizedFields("texteAlternatif", picture.alt),
          groupe: person.groupe,
        },
        [picture.file],
      ),
    );
    created++;
  }
  return { created };
}
