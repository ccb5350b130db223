// Two server processes on one PostgreSQL database behave as one site (issue 10, DESIGN.md
// §2's scale-out path): sessions, sign-in limits and published content are shared through
// the database, so a load balancer may send each request to either.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_MESSAGES } from "../domain/auth.ts";
import { DEFAULT_LOGIN_RATE_LIMITS } from "../server/config.ts";
import { startTestBucket, type TestBucket } from "../server/test/s3.ts";
import { startTestSmtp, type TestSmtp } from "../server/test/smtp-server.ts";
import { waitUntil } from "../server/test/wait.ts";
import { createArticle, signIn } from "./support/api.ts";
import { createTemporaryDatabase, type TemporaryDatabase } from "./support/database.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/** The machine's PostgreSQL (CI has one); the test makes and drops its own database there. */
const POSTGRES_URL = process.env.PG_BASE_URL ?? "postgres://postgres@127.0.0.1:5432";
const ADMIN = {
  email: "admin.deux@example.com",
  password: `e2e-${randomBytes(9).toString("hex")}`,
};
/** docs/decisions/002: failed sign-ins on one account from one address, before a 429. */
const FAILURES_PER_ACCOUNT_AND_ADDRESS = DEFAULT_LOGIN_RATE_LIMITS.perAccountAndIp;

let database: TemporaryDatabase;
/** One bucket and one SMTP server for both, as in production: real servers in this process. */
let bucket: TestBucket;
let smtp: TestSmtp;
const dataDirs: string[] = [];
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  database = await createTemporaryDatabase(POSTGRES_URL);
  bucket = await startTestBucket();
  smtp = await startTestSmtp();
  const env = {
    S3_BUCKET: bucket.config.bucket,
    S3_ENDPOINT: bucket.config.endpoint,
    S3_REGION: bucket.config.region,
    S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Site <site@example.com>",
    CONTACT_NOTIFY_TO: "equipe@example.com",
    DATABASE_URL: database.url,
    // Both sign the same tokens: in production they share JWT_SECRET.
    JWT_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-instance-"));
    dataDirs.push(dataDir);
    return startServer({ dataDir, env, readyTimeoutMs: 90_000 });
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  first = await start();
  second = await start();
}, 200_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
  await bucket?.close();
  await smtp?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function refresh(baseUrl: string, tokenRafraichissement: string) {
  const response = await fetch(`${baseUrl}/api/v1/auth/rafraichir`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tokenRafraichissement }),
  });
  return { status: response.status, body: await response.json() };
}

async function signedIn(baseUrl: string) {
  const { status, body } = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  expect(status).toBe(200);
  return body as { token: string; tokenRafraichissement: string };
}

/** Milliseconds until `check` holds (asked again and again), or -1 after `limitMs`. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  try {
    await waitUntil(check, "the condition measured", limitMs);
    return Date.now() - started;
  } catch {
    return -1;
  }
}

/** Whether every mail queued in the shared database has been sent (by either instance). */
async function outboxSent(): Promise<boolean> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ unsent: number }>(
      "select count(*)::int as unsent from mail_outbox where sent_at is null",
    );
    return rows[0]?.unsent === 0;
  } finally {
    await client.end();
  }
}

describe("two instances on one database", () => {
  test("a session opened on one is renewed on the other; a reused renewal ends it on both", async () => {
    const session = await signedIn(first.url);
    const renewed = await refresh(second.url, session.tokenRafraichissement);
    expect(renewed.status).toBe(200);
    const newer = renewed.body.tokenRafraichissement as string;
    // The new access token works on the instance that did not issue it.
    const me = await fetch(`${first.url}/api/v1/admin/me`, {
      headers: { authorization: `Bearer ${renewed.body.token}` },
    });
    expect(me.status).toBe(200);

    // The old renewal token again, on either instance: a stolen copy. The whole family goes.
    const reused = await refresh(first.url, session.tokenRafraichissement);
    expect(reused).toEqual({
      status: 401,
      body: { success: false, message: AUTH_MESSAGES.refreshInvalid },
    });
    expect((await refresh(second.url, newer)).status).toBe(401);
  });

  test("a write on one shows on the other's API and pages within a second", async () => {
    const { token } = await signedIn(first.url);
    const title = `Article des deux instances ${randomBytes(3).toString("hex")}`;
    // Read first, so the other instance holds the list and the page in its cache.
    await fetch(`${second.url}/api/v1/articles?lang=fr`);
    await fetch(`${second.url}/actualites`);

    const created = await createArticle(first.url, token, title, "publié");
    const inApi = await timeUntil(async () => {
      const list = await (await fetch(`${second.url}/api/v1/articles?lang=fr`)).json();
      return list.results.some((a: { titre: string }) => a.titre === `${title} fr`);
    }, 3_000);
    const onPage = await timeUntil(
      async () => (await (await fetch(`${second.url}/actualites`)).text()).includes(`${title} fr`),
      3_000,
    );
    expect(inApi, "seen in the other instance's API (ms)").toBeGreaterThanOrEqual(0);
    expect(inApi).toBeLessThanOrEqual(1_100);
    expect(onPage, "seen on the other instance's page (ms)").toBeGreaterThanOrEqual(0);
    expect(onPage).toBeLessThanOrEqual(1_100);
    const page = await fetch(`${second.url}/article/${created.slugs.fr}`);
    expect(page.status).toBe(200);
  });

  test("an image uploaded through one is served by the other, from the shared bucket", async () => {
    const { token } = await signedIn(first.url);
    const created = await createArticle(first.url, token, "Article à l'image partagée", "publié");
    const detail = await (
      await fetch(`${second.url}/api/v1/articles/${created.slugs.fr}?lang=fr`)
    ).json();
    const imageUrl = detail.imagePrincipale as string;
    expect(imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const image = await fetch(`${second.url}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    // WebP files start with RIFF….WEBP.
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
  });

  test("a contact request's notification and acknowledgment are sent once, whichever instance runs its worker", async () => {
    const before = smtp.received.length;
    const description = `Deux instances, un seul envoi ${randomBytes(3).toString("hex")}.`;
    const response = await fetch(`${first.url}/api/v1/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        nom: "Awa Sow",
        numero: "+221 77 000 00 00",
        email: "awa.sow@example.com",
        description,
        secteur: "aviation",
      }),
    });
    expect(response.status).toBe(201);
    await smtp.waitFor(before + 2, 15_000);
    // Every queued mail sent, by one worker or the other: a copy would have come by now.
    await waitUntil(outboxSent, "every queued mail sent", 15_000);
    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => mail.to.join(",")).sort()).toEqual([
      "awa.sow@example.com",
      "equipe@example.com",
    ]);
    const notification = mails.find((mail) => mail.to.includes("equipe@example.com"));
    expect(notification?.text).toContain(description);
  }, 40_000);

  test("failed sign-ins count across both instances", async () => {
    // Alternating: each instance alone sees only half of the failures.
    const email = `inconnu.${randomBytes(3).toString("hex")}@example.com`;
    const outcomes: number[] = [];
    for (let attempt = 1; attempt <= FAILURES_PER_ACCOUNT_AND_ADDRESS + 1; attempt++) {
      const server = attempt % 2 === 0 ? first : second;
      const { status, body } = await signIn(server.url, email, "mauvais-mot-de-passe");
      outcomes.push(status);
      if (status === 429) expect(body.message).toMatch(/^Trop de tentatives de connexion/);
    }
    expect(outcomes).toEqual([...Array(FAILURES_PER_ACCOUNT_AND_ADDRESS).fill(401), 429]);
  }, 60_000);
});
