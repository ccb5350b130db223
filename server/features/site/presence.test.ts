// The presence map's settings (issue 32, point 5) through the API and the real pages:
// refused with French messages that change nothing, kept when valid, and drawn on the
// about and contact pages in fr, en and it, with the list of offices and countries as text.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { PRESENCE_MESSAGES as M, PRESENCE_DEFAULTS } from "../../../domain/presence.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

let app: FastifyInstance;
let adminToken = "";
withTestApp(
  async (built) => {
    app = built;
    ({ token: adminToken } = await loginAsAdmin(app));
  },
  { config: { serveWeb: true } },
);

const readPresence = async () =>
  (await app.inject({ url: `${API}/site` })).json<{ data: { presence: unknown } }>().data.presence;
const patch = (presence: unknown) =>
  app.inject({
    method: "PATCH",
    url: `${API}/site`,
    headers: authHeader(adminToken),
    payload: { presence } as Record<string, unknown>,
  });
const page = async (url: string) => {
  // The public page cache trusts its content version for a second.
  (app.services.clock as ManualClock).advance(1_001);
  const response = await app.inject({ url, headers: BROWSER });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The text of the page's presence list: what a screen reader and a phone read. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

const dakar = PRESENCE_DEFAULTS.bureaux[0];

describe("PATCH /api/v1/site: the presence", () => {
  it.each([
    [{ pays: ["FR"], bureaux: [] }, "presence.pays.0", M.paysInvalid("FR")],
    [{ pays: ["CV"], bureaux: [] }, "presence.pays.0", M.paysInvalid("CV")],
    [{ pays: ["SN", "sn"], bureaux: [] }, "presence.pays.1", M.paysDuplicate("SN")],
    [
      { pays: ["SN"], bureaux: [{ ...dakar, ville: " " }] },
      "presence.bureaux.0.ville",
      M.villeRequired,
    ],
    [
      { pays: ["SN"], bureaux: [{ ...dakar, latitude: 48.85 }] },
      "presence.bureaux.0.latitude",
      M.latitudeInvalid,
    ],
    [
      { pays: ["SN"], bureaux: [{ ...dakar, longitude: "ouest" }] },
      "presence.bureaux.0.longitude",
      M.longitudeInvalid,
    ],
    [
      { pays: ["CI"], bureaux: [dakar] },
      "presence.bureaux.0.pays",
      M.bureauHorsPresence("Dakar", "SN"),
    ],
  ])(
    "refuses %j with a French message on its field (400), changing nothing",
    async (presence, champ, message) => {
      const before = await readPresence();
      const response = await patch(presence);
      expect(response.statusCode).toBe(400);
      expect(response.json().erreurs).toContainEqual({ champ, message });
      expect(await readPresence()).toEqual(before);
    },
  );

  it("keeps a valid presence (codes in capitals, coordinates as typed), and the pages draw it in fr, en and it", async () => {
    const response = await patch({
      pays: ["sn", "NG"],
      bureaux: [dakar, { ville: "Lagos", pays: "NG", latitude: "6,4541", longitude: "3.3947" }],
    });
    expect(response.statusCode).toBe(200);
    expect(await readPresence()).toEqual({
      pays: ["SN", "NG"],
      bureaux: [dakar, { ville: "Lagos", pays: "NG", latitude: 6.45, longitude: 3.39 }],
    });

    const about = await page("/qui-sommes-nous");
    expect(about).toMatch(/<svg aria-hidden="true" viewBox="0 0 1000 \d+"/);
    expect(about).toContain('data-pays="NG"');
    expect(about).not.toContain('data-pays="ML"');
    expect(textOf(about)).toContain("Nos bureaux");
    expect(textOf(about)).toContain("Lagos, Nigeria");

    const english = textOf(await page("/en/contact"));
    expect(english).toContain("Our offices");
    expect(english).toContain("Dakar, Senegal");
    expect(english).toContain("Countries where we work");

    const italian = textOf(await page("/it/chi-siamo"));
    expect(italian).toContain("I nostri uffici");
    expect(italian).toContain("Lagos, Nigeria");

    expect((await patch(PRESENCE_DEFAULTS)).statusCode).toBe(200);
  });
});

describe("the demo's presence on the public pages", () => {
  it("about and contact show the map and list the three offices and eight countries, in each language", async () => {
    for (const [url, offices, country] of [
      ["/qui-sommes-nous", "Nos bureaux", "Côte d’Ivoire"],
      ["/contact", "Nos bureaux", "Burkina Faso"],
      ["/en/about-us", "Our offices", "Guinea"],
      ["/it/contatti", "I nostri uffici", "Costa d’Avorio"],
    ] as const) {
      const html = await page(url);
      expect(html, url).toContain("data-presence-map");
      expect(html.match(/data-pays="/g)?.length, url).toBe(8);
      const text = textOf(html);
      expect(text, url).toContain(offices);
      expect(text, url).toContain(country);
      for (const city of ["Dakar", "Abidjan", "Bamako"]) expect(text, url).toContain(city);
    }
  });
});
