import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { WORKING_COPY_LIMITS, WORKING_COPY_MESSAGES } from "../../../domain/working-copies.ts";
import { createManualClock } from "../../lib/clock.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  type ListBody,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";
import type { WorkingCopySummaryView, WorkingCopyView } from "./working-copies.answers.ts";

const ARTICLE = CONTENT_TYPES_UNDER_TEST.find((each) => each.type === "article");
if (!ARTICLE) throw new Error("no article under test");

// A frozen clock: copies are listed by their last save, which the tests order by moving it.
const clock = createManualClock({ frozen: true });
let app: FastifyInstance;
let admin: Session;
let awa: Session;
let moussa: Session;

withTestApp(
  async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
    awa = await signedInConseiller(app, admin.token, { prenom: "Awa", nom: "Diop" });
    moussa = await signedInConseiller(app, admin.token, { prenom: "Moussa", nom: "Traoré" });
  },
  { clock },
);

/** Form values as the article form holds them, titled `title` in French only. */
const articleValues = (title: string, more: Record<string, unknown> = {}) => ({
  titre: { fr: title, en: "", it: "" },
  contenu: { fr: "Début d'un texte", en: "", it: "" },
  categories: [],
  etat: "brouillon",
  ...more,
});

const call = (
  session: Session,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: authHeader(session.token),
    ...(payload ? { payload } : {}),
  });

async function newCopy(session: Session, title: string) {
  const response = await call(session, "POST", "/copies-de-travail", {
    type: "article",
    valeurs: articleValues(title),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: WorkingCopyView }>().data;
}

async function myCopies(session: Session) {
  const response = await call(session, "GET", "/copies-de-travail");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody<WorkingCopySummaryView>>();
}

async function articleOf(session: Session, title: string) {
  const created = await createItem(app, ARTICLE as never, session.token, title);
  return created.json<{ data: { _id: string } }>().data._id;
}

describe("a working copy of a new item", () => {
  it("is kept with a French title alone, and read back by its owner with its values", async () => {
    const copy = await newCopy(awa, "Un titre seul");
    expect(copy).toMatchObject({ type: "article", element: null, titre: "Un titre seul" });
    const read = await call(awa, "GET", `/copies-de-travail/${copy._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.valeurs).toMatchObject(articleValues("Un titre seul"));
  });

  it("is refused without a French title, with SPEC.md's French words, and nothing kept", async () => {
    const before = (await myCopies(moussa)).total;
    const response = await call(moussa, "POST", "/copies-de-travail", {
      type: "article",
      valeurs: articleValues("   ", { titre: { fr: "  ", en: "English only" } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: WORKING_COPY_MESSAGES.titleRequired,
      erreurs: [{ champ: "titre.fr", message: "Le titre (fr) est obligatoire." }],
    });
    expect((await myCopies(moussa)).total).toBe(before);
  });

  it("refuses values of the wrong shape or size, in French", async () => {
    const wrongShape = await call(moussa, "POST", "/copies-de-travail", {
      type: "article",
      valeurs: articleValues("Titre", { categories: "pas une liste" }),
    });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().erreurs[0].champ).toBe("categories");
    const tooLong = await call(moussa, "POST", "/copies-de-travail", {
      type: "article",
      valeurs: articleValues("Titre", {
        contenu: { fr: "a".repeat(WORKING_COPY_LIMITS.text + 1) },
      }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(WORKING_COPY_MESSAGES.tooLong);
    // A body larger than a form's worth of text is refused before it is read.
    const huge = await call(moussa, "POST", "/copies-de-travail", {
      type: "article",
      valeurs: articleValues("Titre", {
        a: "a".repeat(20_000),
        ...Object.fromEntries(
          Array.from({ length: 30 }, (_, i) => [`champ${i}`, "b".repeat(20_000)]),
        ),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Requête trop volumineuse.");
    const unknownType = await call(moussa, "POST", "/copies-de-travail", {
      type: "evenement",
      valeurs: articleValues("Titre"),
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toMatch(/^Le type doit être l'un de/);
  });

  it("keeps no picture: image fields are dropped", async () => {
    const response = await call(moussa, "POST", "/copies-de-travail", {
      type: "article",
      valeurs: articleValues("Avec image", { imagePrincipale: "/uploads/x.webp" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.valeurs).not.toHaveProperty("imagePrincipale");
  });

  it("is nobody else's: another person, an administrator too, gets 404 for it", async () => {
    const copy = await newCopy(awa, "À moi");
    for (const other of [moussa, admin]) {
      for (const [method, payload] of [
        ["GET", undefined],
        ["PUT", { valeurs: articleValues("Pris") }],
        ["DELETE", undefined],
      ] as const) {
        const response = await call(other, method, `/copies-de-travail/${copy._id}`, payload);
        expect(response.statusCode, `${method} by another`).toBe(404);
        expect(response.json().message).toBe(WORKING_COPY_MESSAGES.notFound);
      }
      expect((await myCopies(other)).data.map((each) => each._id)).not.toContain(copy._id);
    }
    const still = await call(awa, "GET", `/copies-de-travail/${copy._id}`);
    expect(still.json().data.titre).toBe("À moi");
  });

  it("is updated and listed by last save, newest first, then discarded", async () => {
    const first = await newCopy(moussa, "Premier");
    clock.advance(60_000);
    const second = await newCopy(moussa, "Second");
    clock.advance(60_000);
    const updated = await call(moussa, "PUT", `/copies-de-travail/${first._id}`, {
      valeurs: articleValues("Premier, repris"),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const ids = (await myCopies(moussa)).data.map((each) => each._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    expect((await myCopies(moussa)).data[0]?.titre).toBe("Premier, repris");

    const discarded = await call(moussa, "DELETE", `/copies-de-travail/${second._id}`);
    expect(discarded.json()).toEqual({ success: true, message: WORKING_COPY_MESSAGES.discarded });
    expect((await call(moussa, "GET", `/copies-de-travail/${second._id}`)).statusCode).toBe(404);
  });

  it("goes when the creation it came from is saved, in the same request", async () => {
    const copy = await newCopy(awa, "Bientôt créé");
    const created = await sendForm(
      app,
      "POST",
      `/articles?copieDeTravail=${copy._id}`,
      awa.token,
      ARTICLE.fields("Bientôt créé"),
      await ARTICLE.files(),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((await call(awa, "GET", `/copies-de-travail/${copy._id}`)).statusCode).toBe(404);
  });

  it("stays when a creation fails the completeness rules", async () => {
    const copy = await newCopy(awa, "Pas encore complet");
    const refused = await sendForm(app, "POST", `/articles?copieDeTravail=${copy._id}`, awa.token, {
      "titre[fr]": "Pas encore complet",
    });
    expect(refused.statusCode).toBe(400);
    expect((await call(awa, "GET", `/copies-de-travail/${copy._id}`)).statusCode).toBe(200);
  });

  it("is not another's to discard through a creation that names it", async () => {
    const copy = await newCopy(awa, "Copie d'Awa");
    const created = await sendForm(
      app,
      "POST",
      `/articles?copieDeTravail=${copy._id}`,
      moussa.token,
      ARTICLE.fields("Article de Moussa"),
      await ARTICLE.files(),
    );
    expect(created.statusCode).toBe(201);
    expect((await call(awa, "GET", `/copies-de-travail/${copy._id}`)).statusCode).toBe(200);
  });
});

describe("a working copy of an existing item", () => {
  let awasArticle: string;
  beforeAll(async () => {
    awasArticle = await articleOf(awa, "Article d'Awa");
  });
  const itemCopy = (id: string) => `/articles/admin/${id}/copie-de-travail`;

  it("is one per person and item, kept and read back through the item", async () => {
    const none = await call(awa, "GET", itemCopy(awasArticle));
    expect(none.json()).toEqual({ success: true, data: null });
    const first = await call(awa, "PUT", itemCopy(awasArticle), {
      valeurs: articleValues("Article d'Awa, en cours"),
    });
    expect(first.statusCode, first.body).toBe(200);
    clock.advance(1000);
    const second = await call(awa, "PUT", itemCopy(awasArticle), {
      valeurs: articleValues("Article d'Awa, plus loin"),
    });
    expect(second.json().data._id).toBe(first.json().data._id);
    const read = await call(awa, "GET", itemCopy(awasArticle));
    expect(read.json().data).toMatchObject({
      element: awasArticle,
      titre: "Article d'Awa, plus loin",
    });
    const listed = (await myCopies(awa)).data.filter((each) => each.element === awasArticle);
    expect(listed).toHaveLength(1);
  });

  it("cannot be kept by an adviser of another's item (404, nothing kept)", async () => {
    const response = await call(moussa, "PUT", itemCopy(awasArticle), {
      valeurs: articleValues("Je prends"),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Article introuvable.");
    expect((await myCopies(moussa)).data.some((each) => each.element === awasArticle)).toBe(false);
  });

  it("is kept by an administrator on anyone's item, apart from the author's copy", async () => {
    const response = await call(admin, "PUT", itemCopy(awasArticle), {
      valeurs: articleValues("Relu par l'administrateur"),
    });
    expect(response.statusCode).toBe(200);
    const awas = await call(awa, "GET", itemCopy(awasArticle));
    expect(awas.json().data.titre).not.toBe("Relu par l'administrateur");
  });

  it("goes with the saver's normal save of the item; another person's copy stays", async () => {
    await call(awa, "PUT", itemCopy(awasArticle), {
      valeurs: articleValues("Avant la sauvegarde"),
    });
    const saved = await sendForm(app, "PATCH", `/articles/${awasArticle}`, awa.token, {
      "titre[fr]": "Article d'Awa, enregistré",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(awa, "GET", itemCopy(awasArticle))).json().data).toBeNull();
    expect((await call(admin, "GET", itemCopy(awasArticle))).json().data).not.toBeNull();
  });

  it("stays when the save is refused", async () => {
    await call(awa, "PUT", itemCopy(awasArticle), { valeurs: articleValues("Gardée") });
    const refused = await sendForm(app, "PATCH", `/articles/${awasArticle}`, awa.token, {
      "titre[fr]": "",
    });
    expect(refused.statusCode).toBe(400);
    expect((await call(awa, "GET", itemCopy(awasArticle))).json().data.titre).toBe("Gardée");
  });

  it("goes for everyone when the item is deleted", async () => {
    const id = await articleOf(awa, "Bientôt supprimé");
    await call(awa, "PUT", itemCopy(id), { valeurs: articleValues("Copie d'Awa") });
    const adminCopy = await call(admin, "PUT", itemCopy(id), {
      valeurs: articleValues("Copie de l'administrateur"),
    });
    const deleted = await call(awa, "DELETE", `/articles/${id}`);
    expect(deleted.statusCode).toBe(200);
    const gone = await call(admin, "GET", `/copies-de-travail/${adminCopy.json().data._id}`);
    expect(gone.statusCode).toBe(404);
  });
});

describe("'Mes brouillons' on the dashboard", () => {
  it("lists one's own working copies, last saved first, and nobody else's", async () => {
    const session = await signedInConseiller(app, admin.token, { prenom: "Fatou" });
    const older = await newCopy(session, "Plus ancienne");
    clock.advance(60_000);
    const newer = await newCopy(session, "Plus récente");
    await newCopy(awa, "Celle d'Awa");
    const response = await call(session, "GET", "/tableau-de-bord");
    expect(response.statusCode, response.body).toBe(200);
    const { brouillons } = response.json<{
      data: { brouillons: { copies: WorkingCopySummaryView[]; totalCopies: number } };
    }>().data;
    expect(brouillons.copies.map((copy) => copy._id)).toEqual([newer._id, older._id]);
    expect(brouillons.totalCopies).toBe(2);
  });
});
