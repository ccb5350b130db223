import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { DASHBOARD_DAYS, DASHBOARD_WEEKS, dayOf } from "../../../domain/dashboard.ts";
import { contentViewDays, contentViews } from "../../db/schema.ts";
import { createManualClock } from "../../lib/clock.ts";
import {
  CONTENT_TYPES_UNDER_TEST,
  type ContentTypeUnderTest,
  createItem,
} from "../../test/content-types.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";
import { VIEW_FLUSH_INTERVAL_MS } from "../content/views.ts";
import type { DashboardView, RequestsPerWeekView } from "./dashboard.routes.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const typeUnderTest = (type: string): ContentTypeUnderTest => {
  const content = CONTENT_TYPES_UNDER_TEST.find((each) => each.type === type);
  if (!content) throw new Error(`no ${type} under test`);
  return content;
};
const ARTICLE = typeUnderTest("article");
const PROJECT = typeUnderTest("realisation");

// A frozen clock: its days change only when a test moves it, whatever the machine's hour.
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

const dashboard = async (session: Session) => {
  const response = await app.inject({
    url: `${API}/tableau-de-bord`,
    headers: authHeader(session.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: DashboardView }>().data;
};

/** Reads an item's public page as `visitor` (one view per visitor and day). */
async function read(content: ContentTypeUnderTest, slug: string, visitor: string) {
  const response = await app.inject({
    url: `${API}${content.path}/${slug}?lang=fr`,
    headers: { "user-agent": `Mozilla/5.0 (visiteur ${visitor})` },
    remoteAddress: "198.51.100.20",
  });
  expect(response.statusCode).toBe(200);
}

/**
 * Moves the clock on by whole days, as time passes for the server: the view counter's
 * timer writes what was noted (every 2 s of the clock), one day after the other.
 */
async function daysPass(days: number) {
  for (let day = 0; day < days; day += 1) {
    clock.advance(DAY_MS);
    await app.services.views.settled();
  }
}

describe("GET /tableau-de-bord: views per day over the last 30 days", () => {
  const created: Record<string, { id: string; slug: string }> = {};
  let firstDay = "";

  beforeAll(async () => {
    const make = async (
      name: string,
      content: ContentTypeUnderTest,
      session: Session,
      title: string,
    ) => {
      const data = (await createItem(app, content, session.token, title)).json().data;
      created[name] = { id: data._id, slug: data.slugs?.fr ?? data.slug };
    };
    await make("adminArticle", ARTICLE, admin, "Le port de Dakar s'agrandit");
    await make("awaProject", PROJECT, awa, "Résidence des Almadies");
    await make("moussaArticle", ARTICLE, moussa, "Nouvelle ligne de fret vers Bamako");
    const slug = (name: string) => created[name]?.slug as string;

    // Day 0: a view that will have left the window by the end.
    firstDay = dayOf(clock.now());
    await read(ARTICLE, slug("adminArticle"), "v0");
    await daysPass(1);
    // Day 1, the window's first day at the end: 2 + 1 views.
    await read(ARTICLE, slug("adminArticle"), "v1");
    await read(ARTICLE, slug("adminArticle"), "v2");
    await read(PROJECT, slug("awaProject"), "v1");
    await daysPass(14);
    // Day 15: 3 views of Awa's project, 1 of Moussa's article.
    for (const visitor of ["v1", "v2", "v3"]) await read(PROJECT, slug("awaProject"), visitor);
    await read(ARTICLE, slug("moussaArticle"), "v1");
    await daysPass(15);
    // Day 30, today: one visitor reading twice counts once.
    await read(ARTICLE, slug("adminArticle"), "v9");
    await read(ARTICLE, slug("adminArticle"), "v9");
    clock.advance(VIEW_FLUSH_INTERVAL_MS);
    await app.services.views.settled();
  });

  const dayAfter = (day: string, days: number) =>
    dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

  it("gives the administrator every day of the window, today last, the days without views at 0", async () => {
    const { perimetre, vuesParJour, totalVues } = await dashboard(admin);
    expect(perimetre).toBe("site");
    expect(vuesParJour).toHaveLength(DASHBOARD_DAYS);
    expect(vuesParJour[0]?.jour).toBe(dayAfter(firstDay, 1));
    expect(vuesParJour.at(-1)?.jour).toBe(dayOf(clock.now()));
    const expected = new Map([
      [dayAfter(firstDay, 1), 3],
      [dayAfter(firstDay, 15), 4],
      [dayAfter(firstDay, 30), 1],
    ]);
    expect(vuesParJour).toEqual(
      vuesParJour.map(({ jour }) => ({ jour, vues: expected.get(jour) ?? 0 })),
    );
    // Day 0's view is 31 days old: outside the window, and not in the total.
    expect(vuesParJour.some(({ jour }) => jour === firstDay)).toBe(false);
    expect(totalVues).toBe(8);
  });

  it("keeps the counts of the window only: an older day's are deleted, visitors' after a day", async () => {
    const days = await app.services.db
      .selectDistinct({ day: contentViewDays.day })
      .from(contentViewDays)
      .orderBy(contentViewDays.day);
    expect(days.map(({ day }) => day)).toEqual([
      dayAfter(firstDay, 1),
      dayAfter(firstDay, 15),
      dayAfter(firstDay, 30),
    ]);
    const visitorDays = await app.services.db
      .selectDistinct({ day: contentViews.day })
      .from(contentViews);
    expect(visitorDays.map(({ day }) => day)).toEqual([dayAfter(firstDay, 30)]);
  });

  it("names the most read items of the window, most views first", async () => {
    const { plusLus } = await dashboard(admin);
    expect(plusLus).toEqual([
      {
        type: "realisation",
        _id: created.awaProject?.id,
        titre: "Résidence des Almadies",
        vues: 4,
      },
      // 3 in the window: day 0's view no longer counts.
      {
        type: "article",
        _id: created.adminArticle?.id,
        titre: "Le port de Dakar s'agrandit",
        vues: 3,
      },
      {
        type: "article",
        _id: created.moussaArticle?.id,
        titre: "Nouvelle ligne de fret vers Bamako",
        vues: 1,
      },
    ]);
  });

  it("shows an adviser only their own items' views", async () => {
    const mine = await dashboard(awa);
    expect(mine.perimetre).toBe("personnel");
    expect(mine.vuesParJour).toHaveLength(DASHBOARD_DAYS);
    expect(mine.vuesParJour.filter((day) => day.vues > 0)).toEqual([
      { jour: dayAfter(firstDay, 1), vues: 1 },
      { jour: dayAfter(firstDay, 15), vues: 3 },
    ]);
    expect(mine.totalVues).toBe(4);
    expect(mine.plusLus.map((item) => item.titre)).toEqual(["Résidence des Almadies"]);
    const his = await dashboard(moussa);
    expect(his.totalVues).toBe(1);
    expect(his.plusLus.map((item) => item.titre)).toEqual(["Nouvelle ligne de fret vers Bamako"]);
  });

  it("forgets a deleted item's views", async () => {
    const target = await createItem(app, ARTICLE, moussa.token, "Article lu puis supprimé");
    const { _id, slugs } = target.json().data;
    await read(ARTICLE, slugs.fr, "v1");
    await app.services.views.flush();
    expect((await dashboard(moussa)).totalVues).toBe(2);
    const deleted = await app.inject({
      method: "DELETE",
      url: `${API}/articles/${_id}`,
      headers: authHeader(moussa.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await dashboard(moussa)).totalVues).toBe(1);
    expect((await dashboard(admin)).plusLus.map((item) => item._id)).not.toContain(_id);
  });
});

describe("GET /tableau-de-bord: recent activity and drafts", () => {
  it("gives an adviser their own writes and drafts, the administrator everyone's writes", async () => {
    const draft = await createItem(app, ARTICLE, awa.token, "Brouillon d'Awa sur les mines", {
      etat: "brouillon",
    });
    const draftId = draft.json().data._id;
    await createItem(app, ARTICLE, moussa.token, "Article publié par Moussa");

    const mine = await dashboard(awa);
    expect(mine.activite[0]).toMatchObject({
      action: "creation",
      nomUtilisateur: "Awa Diop",
      element: { type: "article", _id: draftId, titre: "Brouillon d'Awa sur les mines" },
    });
    expect(mine.activite.every((entry) => entry.nomUtilisateur === "Awa Diop")).toBe(true);
    expect(mine.brouillons.elements).toEqual([
      expect.objectContaining({
        type: "article",
        _id: draftId,
        titre: "Brouillon d'Awa sur les mines",
      }),
    ]);
    expect(mine.brouillons.parType).toEqual({
      realisation: 0,
      article: 1,
      opportunite: 0,
      offreEmploi: 0,
      communique: 0,
    });

    const site = await dashboard(admin);
    expect(site.activite[0]?.nomUtilisateur).toBe("Moussa Traoré");
    expect(site.activite[1]?.nomUtilisateur).toBe("Awa Diop");
    // 'Mes brouillons' are one's own: Awa's draft is not the administrator's.
    expect(site.brouillons.elements).toEqual([]);
  });
});

const CONTACT = {
  nom: "Moussa Traoré",
  numero: "+221 77 123 45 67",
  email: "moussa.traore@example.com",
  description: "Bonjour, je souhaite un devis pour un transport de marchandises.",
};

describe("GET /tableau-de-bord/demandes: contact requests per sector per week", () => {
  let ip = 0;
  const send = (secteur: string) =>
    app.inject({
      method: "POST",
      url: `${API}/contact`,
      remoteAddress: `10.31.0.${++ip}`,
      payload: { ...CONTACT, secteur },
    });

  it("counts each sector's requests in the week they arrived, the weeks without any at 0", async () => {
    const sentWeek = (await requests(admin)).semaines.at(-1)?.debut;
    for (const secteur of ["aviation", "aviation", "mines"]) {
      expect((await send(secteur)).statusCode).toBe(201);
    }
    // Two weeks pass: one more request.
    await daysPass(14);
    expect((await send("logistique")).statusCode).toBe(201);

    const { secteurs, semaines, total } = await requests(admin);
    expect(secteurs).toEqual(["immobilier", "aviation", "mines", "logistique"]);
    expect(semaines).toHaveLength(DASHBOARD_WEEKS);
    expect(semaines.filter((week) => week.total > 0)).toEqual([
      {
        debut: sentWeek,
        parSecteur: { immobilier: 0, aviation: 2, mines: 1, logistique: 0 },
        total: 3,
      },
      {
        debut: semaines.at(-1)?.debut,
        parSecteur: { immobilier: 0, aviation: 0, mines: 0, logistique: 1 },
        total: 1,
      },
    ]);
    // Two weeks before this one: the 10th of the 12.
    expect(semaines[DASHBOARD_WEEKS - 3]?.debut).toBe(sentWeek);
    expect(total).toBe(4);
  });

  it("gives its weeks from Monday, in order, one week apart", async () => {
    const { semaines } = await requests(admin);
    for (const [index, week] of semaines.entries()) {
      expect(new Date(`${week.debut}T00:00:00Z`).getUTCDay()).toBe(1);
      if (index > 0) {
        const previous = semaines[index - 1]?.debut as string;
        expect(Date.parse(week.debut) - Date.parse(previous)).toBe(7 * DAY_MS);
      }
    }
  });
});

const requests = async (session: Session) => {
  const response = await app.inject({
    url: `${API}/tableau-de-bord/demandes`,
    headers: authHeader(session.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: RequestsPerWeekView }>().data;
};

describe("the dashboard's routes are for staff", () => {
  it("answers 401 without a session", async () => {
    for (const path of ["/tableau-de-bord", "/tableau-de-bord/demandes"]) {
      const response = await app.inject({ url: `${API}${path}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.authenticationRequired,
      });
    }
  });

  it("keeps the contact requests' figures to administrators: 403 for an adviser", async () => {
    const response = await app.inject({
      url: `${API}/tableau-de-bord/demandes`,
      headers: authHeader(awa.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.administratorsOnly });
  });
});
