// Issue 30: the contact inbox and the subscribers' list say their totals from counts the
// database keeps (migration 0020). Whatever writes the rows, the application or SQL (an
// import, a bulk update, a purge), each total a screen shows is the true count.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import {
  API,
  authHeader,
  type ListBody,
  loginAsAdmin,
  type Session,
  withTestApp,
} from "../../test/test-app.ts";

let app: FastifyInstance;
let admin: Session;

withTestApp(async (built) => {
  app = built;
  admin = await loginAsAdmin(app);
});

const execute = (query: ReturnType<typeof sql>) => app.services.db.execute(query);

async function listedTotal(path: string): Promise<number> {
  const response = await app.inject({
    method: "GET",
    url: `${API}${path}`,
    headers: authHeader(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody<unknown>>().total;
}

async function counted(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(app.services.db, query);
  return Number(row?.n);
}

/** Every filter of the inbox: its address and the count of the rows it should list. */
const INBOX_FILTERS = [
  { query: "", where: sql`true` },
  { query: "traite=true", where: sql`traite` },
  { query: "traite=false", where: sql`not traite` },
  ...SECTOR_CODES.flatMap((secteur) => [
    { query: `secteur=${secteur}`, where: sql`secteur = ${secteur}` },
    { query: `secteur=${secteur}&traite=false`, where: sql`secteur = ${secteur} and not traite` },
  ]),
];

async function expectInboxTotalsTrue() {
  for (const { query, where } of INBOX_FILTERS) {
    const truth = await counted(
      sql`select count(*)::int as n from contact_requests where ${where}`,
    );
    expect(await listedTotal(`/contact?limite=1&${query}`), query).toBe(truth);
  }
}

const ACTIVE = sql`unsubscribed_at is null and confirmed_at is not null`;
const SUBSCRIBER_FILTERS = [
  { query: "", where: ACTIVE },
  ...SECTOR_CODES.map((secteur) => ({
    query: `secteur=${secteur}`,
    where: sql`${ACTIVE} and secteur = ${secteur}`,
  })),
];

async function expectSubscriberTotalsTrue() {
  for (const { query, where } of SUBSCRIBER_FILTERS) {
    const truth = await counted(
      sql`select count(*)::int as n from newsletter_subscriptions where ${where}`,
    );
    expect(await listedTotal(`/newsletter?limite=1&${query}`), query).toBe(truth);
  }
}

describe("the totals the database keeps (issue 30)", () => {
  it("the inbox's totals follow requests sent, treated, imported, moved and purged in SQL", async () => {
    const sent = await app.inject({
      method: "POST",
      url: `${API}/contact`,
      remoteAddress: "10.77.0.1",
      payload: {
        nom: "Awa Diallo",
        numero: "+221 77 000 00 01",
        email: "awa.diallo@example.com",
        description: "Demande de devis pour l'entreposage de 40 conteneurs à Dakar.",
        secteur: "logistique",
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await expectInboxTotalsTrue();

    // An import of 300 requests in one statement, over every sector, some treated.
    await execute(sql`insert into contact_requests (nom, numero, email, description, secteur, traite)
      select 'Import ' || i, '+221 77 000 00 00', 'import' || i || '@example.com', 'Demande importée',
        (array['immobilier','aviation','mines','logistique'])[1 + i % 4], i % 3 = 0
      from generate_series(1, 300) as i`);
    await expectInboxTotalsTrue();

    const [first] = (
      await app.inject({
        method: "GET",
        url: `${API}/contact?limite=1&traite=false`,
        headers: authHeader(admin.token),
      })
    ).json<ListBody<{ id: string }>>().data;
    const treated = await app.inject({
      method: "PATCH",
      url: `${API}/contact/${first?.id}`,
      headers: authHeader(admin.token),
      payload: { traite: true },
    });
    expect(treated.statusCode, treated.body).toBe(200);
    await expectInboxTotalsTrue();

    await execute(
      sql`update contact_requests set secteur = 'mines' where secteur = 'aviation' and traite`,
    );
    await execute(sql`update contact_requests set traite = not traite where nom like 'Import 1%'`);
    await execute(sql`delete from contact_requests where nom like 'Import 2%'`);
    await expectInboxTotalsTrue();

    await execute(sql`truncate contact_requests`);
    await expectInboxTotalsTrue();
    expect(await listedTotal("/contact")).toBe(0);
  });

  it("the subscribers' totals count the active ones only, however they come and go", async () => {
    await execute(sql`insert into newsletter_subscriptions (email, secteur, jeton_desinscription, confirmed_at, unsubscribed_at)
      select 'abonne' || i || '@example.com',
        (array['immobilier','aviation','mines','logistique', null])[1 + i % 5],
        'jeton-' || i,
        case when i % 7 = 0 then null else now() end,
        case when i % 11 = 0 then now() else null end
      from generate_series(1, 400) as i`);
    await expectSubscriberTotalsTrue();
    expect(await listedTotal("/newsletter")).toBeGreaterThan(250);

    // Confirmations, unsubscriptions, a change of sector, deletions.
    await execute(
      sql`update newsletter_subscriptions set confirmed_at = now() where confirmed_at is null and email like 'abonne1%'`,
    );
    await execute(
      sql`update newsletter_subscriptions set unsubscribed_at = now() where email like 'abonne2%'`,
    );
    await execute(sql`update newsletter_subscriptions set secteur = null where secteur = 'mines'`);
    await execute(sql`delete from newsletter_subscriptions where email like 'abonne3%'`);
    await expectSubscriberTotalsTrue();

    await execute(sql`truncate newsletter_subscriptions`);
    expect(await listedTotal("/newsletter")).toBe(0);
  });
});
