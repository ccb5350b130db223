// Job offers through the API (issue 32, docs/decisions/063): the back office's writes with
// SPEC.md §5's messages, an adviser's own offers, and the public reads that show only the
// open ones, an offer staying open through its whole closing day by the app's clock.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { isOfferOpen, OFFER_MESSAGES as M } from "../../../domain/offres-emploi.ts";
import { createManualClock } from "../../lib/clock.ts";
import { sendForm } from "../../test/multipart.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const clock = createManualClock({ frozen: true });
const DAY = 24 * 60 * 60 * 1000;
let app: FastifyInstance;
let admin: Session;
let alice: Session;

withTestApp(
  async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
    alice = await signedInConseiller(app, admin.token, { prenom: "Alice", nom: "Sarr" });
  },
  { clock },
);

/** The closing day `days` from the clock's today, as a form's date field sends it. */
const dayFromNow = (days: number) =>
  new Date(clock.now().getTime() + days * DAY).toISOString().slice(0, 10);

let counter = 0;
function offer(changes: Record<string, string> = {}) {
  counter += 1;
  return {
    "titre[fr]": `Chef de quai logistique ${counter}`,
    "titre[en]": `Logistics dock manager ${counter}`,
    "titre[it]": `Capo banchina logistica ${counter}`,
    "lieu[fr]": "Abidjan, port autonome",
    "lieu[en]": "Abidjan, autonomous port",
    "lieu[it]": "Abidjan, porto autonomo",
    "description[fr]": "## Missions\n\nCoordonner les équipes de quai.",
    secteur: "logistique",
    codePays: "ci",
    typeContrat: "CDI",
    dateCloture: dayFromNow(10),
    etat: "publié",
    ...changes,
  };
}

const create = (token: string, fields: Record<string, string>) =>
  sendForm(app, "POST", "/offres-emploi", token, fields);
const publicList = async (query = "") =>
  (await app.inject({ url: `${API}/offres-emploi?lang=fr${query}` })).json() as {
    data: { _id: string; titre: string; nomPays: string; slug: string }[];
    total: number;
  };

describe("job offers through the API", () => {
  it("create an offer with every field, read back by staff and, in each language, publicly", async () => {
    const response = await create(admin.token, offer());
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(response.json().message).toBe(M.created);
    expect(created).toMatchObject({
      secteur: "logistique",
      codePays: "CI",
      typeContrat: "CDI",
      etat: "publié",
      nomPays: { fr: "Côte d’Ivoire" },
    });
    // The closing day is stored as that day's midnight, UTC.
    expect(created.dateCloture).toBe(`${dayFromNow(10)}T00:00:00.000Z`);
    expect(created.datePublication).toBe(clock.now().toISOString());

    const english = await app.inject({ url: `${API}/offres-emploi/${created.slug}?lang=en` });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().data).toMatchObject({
      titre: expect.stringContaining("Logistics dock manager"),
      lieu: "Abidjan, autonomous port",
      // No English description: the French one, as every type's public reads do.
      description: expect.stringContaining("Coordonner"),
    });
  });

  it("refuse an invalid offer with a French message per field, and store nothing", async () => {
    const before = (await publicList()).total;
    const response = await create(
      admin.token,
      offer({
        "titre[en]": "",
        "lieu[fr]": "",
        secteur: "plage",
        codePays: "XX",
        typeContrat: "intérim",
        dateCloture: "",
      }),
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json().erreurs as { champ: string; message: string }[];
    const messages = Object.fromEntries(errors.map((error) => [error.champ, error.message]));
    expect(messages).toMatchObject({
      "titre.en": M.titleRequired("en"),
      "lieu.fr": M.placeRequired("fr"),
      secteur: M.sectorInvalid,
      codePays: M.countryCodeInvalid("XX"),
      typeContrat: M.contractInvalid,
      dateCloture: M.closingDateRequired,
    });
    expect((await publicList()).total).toBe(before);
  });

  it("show an offer through its whole closing day, and not a moment after", async () => {
    const today = dayFromNow(0);
    const created = (await create(admin.token, offer({ dateCloture: today }))).json().data;
    const listed = async () => (await publicList()).data.some((item) => item._id === created._id);
    const detail = () => app.inject({ url: `${API}/offres-emploi/${created.slug}` });

    // What the back office's list says of it: open, then closed (« Publié (clôturée) »).
    const staffSays = async () =>
      (
        await app.inject({
          url: `${API}/offres-emploi/admin/${created._id}`,
          headers: authHeader(admin.token),
        })
      ).json().data.ouverte;

    const endOfDay = new Date(`${today}T23:59:59.999Z`).getTime();
    clock.advance(endOfDay - clock.now().getTime());
    expect(await listed()).toBe(true);
    expect((await detail()).statusCode).toBe(200);
    expect(isOfferOpen(created, clock.now())).toBe(true);
    expect(await staffSays()).toBe(true);

    clock.advance(1);
    expect(await listed()).toBe(false);
    expect((await detail()).statusCode).toBe(404);
    expect(isOfferOpen(created, clock.now())).toBe(false);
    expect(await staffSays()).toBe(false);
  });

  it("keep drafts off the public list", async () => {
    const created = (await create(admin.token, offer({ etat: "brouillon" }))).json().data;
    expect(created.datePublication).toBeNull();
    expect((await publicList()).data.some((item) => item._id === created._id)).toBe(false);
  });

  it("filter the public list by sector and country, and refuse a malformed filter", async () => {
    const mine = (
      await create(
        admin.token,
        offer({ secteur: "mines", codePays: "ML", dateCloture: dayFromNow(30) }),
      )
    ).json().data;
    const mines = await publicList("&secteur=mines&pays=ml");
    expect(mines.data.map((item) => item._id)).toEqual([mine._id]);
    expect(mines.data[0]?.nomPays).toBe("Mali");
    const wrong = await app.inject({ url: `${API}/offres-emploi?pays=France` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(M.paysFilterInvalid);
  });

  it("let an adviser manage their own offers only", async () => {
    const theirs = (await create(alice.token, offer())).json().data;
    const admins = (await create(admin.token, offer())).json().data;
    const list = await app.inject({
      url: `${API}/offres-emploi/admin/all`,
      headers: authHeader(alice.token),
    });
    const ids = (list.json().data as { _id: string }[]).map((item) => item._id);
    expect(ids).toContain(theirs._id);
    expect(ids).not.toContain(admins._id);
    const edit = await sendForm(app, "PATCH", `/offres-emploi/${admins._id}`, alice.token, {
      typeContrat: "stage",
    });
    expect(edit.statusCode).toBe(404);
    const own = await sendForm(app, "PATCH", `/offres-emploi/${theirs._id}`, alice.token, {
      typeContrat: "stage",
    });
    expect(own.statusCode, own.body).toBe(200);
    // A partial edit keeps every field it did not send.
    expect(own.json().data).toMatchObject({
      typeContrat: "stage",
      secteur: "logistique",
      codePays: "CI",
    });
  });
});
