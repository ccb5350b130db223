import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild, type RunningServer, startServer } from "../e2e/support/server.ts";
import { openDatabase } from "./db/client.ts";
import { opportunites } from "./db/schema.ts";
import { multipartBody } from "./lib/form-body.ts";
import { makeImage } from "./test/images.ts";
import { createScratchDatabase, type ScratchDatabase } from "./test/scratch-database.ts";
import { waitUntil } from "./test/wait.ts";

// `npm start` for real: `node server/main.ts` spawned with its stdout a pipe (not a
// terminal), on PGlite in a temporary folder, or on a scratch PostgreSQL database when
// DATABASE_URL is set.
const postgresUrl = process.env.DATABASE_URL?.trim();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const ADMIN_PASSWORD = "Mot-de-passe-operateur-1";
const MB = 1024 * 1024;

/** The processes whose parent is `pid`, read from /proc. */
function childProcesses(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

interface Started {
  server: RunningServer;
  dataDir: string;
  databaseUrl: string | undefined;
}

const started: { dataDir: string; scratch?: ScratchDatabase; server?: RunningServer }[] = [];

async function start(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "main-test-"));
  const entry: (typeof started)[number] = { dataDir };
  started.push(entry);
  if (postgresUrl) {
    entry.scratch = await createScratchDatabase(
      postgresUrl,
      `main_t_${randomBytes(6).toString("hex")}`,
    );
  }
  const databaseUrl = entry.scratch?.url;
  entry.server = await startServer({
    dataDir,
    // A start on a busy machine (CI's two cores) may be slow: not a failure of this test.
    readyTimeoutMs: 90_000,
    env: {
      LOG_LEVEL: "info",
      DEMO_CONTENT: "false",
      ADMIN_PASSWORD,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  return { server: entry.server, dataDir, databaseUrl };
}

afterEach(async () => {
  for (const entry of started.splice(0)) {
    await entry.server?.stop(2_000);
    await entry.scratch?.drop();
    rmSync(entry.dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
});

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

/** The JSON log lines among what the process printed. */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

describe("the start banner and the log lines", () => {
  it("names the address, the database, storage, mail and the first administrator; JSON log lines without query, token or password", async () => {
    const { server, dataDir } = await start({ ADMIN_PASSWORD: "" });
    const output = await server.outputMatching(/Connexion : /);
    expect(output).toContain(`Site : ${server.url}  (écoute sur 127.0.0.1:${server.port})`);
    if (postgresUrl) {
      const url = new URL(postgresUrl);
      expect(output).toMatch(new RegExp(`base de données : PostgreSQL ${url.host}/main_t_\\w+`));
    } else {
      expect(output).toContain(`base de données : PGlite (embarquée), dossier ${dataDir}/db`);
    }
    expect(output).toContain(`stockage : dossier local ${dataDir}/uploads`);
    expect(output).toContain(
      "email : non configuré (SMTP_URL absent) — les demandes sont seulement enregistrées",
    );
    expect(output).toContain("Administrateur créé : admin@example.com");
    const password = output.match(/Mot de passe \(affiché une seule fois\) : (\S{16,})/)?.[1];
    expect(password, output).toBeDefined();
    expect(output).toContain(`Connexion : ${server.url}/admin/connexion`);
    // npm start bounds V8's heap (package.json, README): 192 MB and the young generation.
    const health = await (await fetch(`${server.url}/healthz`)).json();
    expect(health.memory.heapLimit / MB).toBeGreaterThanOrEqual(192);
    expect(health.memory.heapLimit / MB).toBeLessThan(224);
    // The start was work: within a second of it, what it freed goes back to the system
    // (glibc's malloc_trim, docs/decisions/070).
    await waitUntil(
      async () => (await (await fetch(`${server.url}/healthz`)).json()).memory.givenBack >= 1,
      "la mémoire libérée rendue au système",
    );

    const signIn = await fetch(`${server.url}/api/v1/auth/connexion?email=admin@example.com`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", motDePasse: password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    await fetch(`${server.url}/api/v1/utilisateurs/me?q=secret`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const logged = await server.outputMatching(/"path":"\/api\/v1\/utilisateurs\/me"/);
    const requests = logLines(logged).filter((line) => line.msg === "requête");
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: "POST", path: "/api/v1/auth/connexion", status: 200 }),
        expect.objectContaining({ method: "GET", path: "/api/v1/utilisateurs/me", status: 200 }),
      ]),
    );
    // The password is printed once, in the banner, and nowhere else.
    expect(logged.split(password as string)).toHaveLength(2);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("q=secret");
  }, 120_000);
});

describe("a first start with the demo content", () => {
  it("says each step with its duration, leaves no process behind, and takes HEAP_LIMIT_MB", async () => {
    const { server } = await start({ DEMO_CONTENT: "true", HEAP_LIMIT_MB: "256" });
    const output = await server.outputMatching(/Connexion : /);
    // A whole number of seconds is written without a decimal: "2 s".
    const steps = output.split("\n").filter((line) => / : \d+(,\d)? s$/.test(line));
    expect(steps, output).toEqual([
      expect.stringMatching(/^Préparation de la base de données : /),
      expect.stringMatching(
        /^Création du contenu de démonstration \(\d+ contenus, DEMO_CONTENT=false pour s'en passer\) : /,
      ),
    ]);
    const projects = await (await fetch(`${server.url}/api/v1/realisations?lang=it`)).json();
    expect(projects.total).toBeGreaterThanOrEqual(6);
    // The pictures the child process made are served by this one.
    const image = await fetch(`${server.url}${projects.data[0].images[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const health = await (await fetch(`${server.url}/healthz`)).json();
    expect(health.memory.heapLimit / MB).toBeGreaterThanOrEqual(256);
    expect(health.memory.heapLimit / MB).toBeLessThan(288);
    // The process that made the content has ended: only the server is left.
    expect(childProcesses(server.child.pid as number)).toEqual([]);
  }, 120_000);
});

/** The interim answer Node's server sends once it has read a request's head. */
const CONTINUE = "HTTP/1.1 100 Continue\r\n\r\n";

/**
 * Sends a request's head and the first part of its body, and the rest when told. The head
 * asks `Expect: 100-continue`: the server answers "100 Continue" as soon as it has read it
 * and handed the request on, so `reached` says the request is in flight without a wait.
 */
function heldRequest(port: number, pathname: string, body: string) {
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  let onReached: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    onReached = resolve;
  });
  socket.on("data", (chunk) => {
    answer += chunk.toString();
    if (answer.startsWith(CONTINUE)) onReached();
  });
  const answered = new Promise<string>((resolve, reject) => {
    // The final answer, after the interim one.
    socket.on("close", () => resolve(answer.replace(CONTINUE, "")));
    socket.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n` +
      `Connection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    reached,
    finish: () => socket.write(body.slice(half)),
    abandon: () => socket.destroy(),
    answered,
  };
}

/** Resolves once the server says it has begun to stop (its first line after the signal). */
const STOPPING = /arrêt en cours/;

const CONTACT = JSON.stringify({
  nom: "Awa Diop",
  numero: "+221 77 123 45 67",
  email: "awa.diop@example.com",
  description: "Une demande envoyée pendant l'arrêt du serveur.",
  secteur: "logistique",
});

/** Signs in as the first administrator and publishes an opportunity, for a visitor to read. */
async function publishOpportunity(baseUrl: string) {
  const signIn = await fetch(`${baseUrl}/api/v1/auth/connexion`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", motDePasse: ADMIN_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const form = await multipartBody(
    {
      "titre[fr]": "Entrepôt à Dakar",
      "titre[en]": "Warehouse in Dakar",
      "titre[it]": "Magazzino a Dakar",
      "description[fr]": "Une offre.",
      "description[en]": "An offer.",
      "description[it]": "Un'offerta.",
      statut: "actif",
      etat: "publié",
    },
    [{ field: "image", filename: "photo.jpg", data: await makeImage(), type: "image/jpeg" }],
  );
  const created = await fetch(`${baseUrl}/api/v1/opportunites`, {
    method: "POST",
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.payload),
  });
  expect(created.status, await created.clone().text()).toBe(201);
}

describe("a stop on SIGTERM", () => {
  it("finishes the request in flight, writes the views noted just before, exits 0 within 10 s", async () => {
    const { server, dataDir: folder, databaseUrl } = await start();
    await publishOpportunity(server.url);
    const list = await fetch(`${server.url}/api/v1/opportunites?lang=fr&limite=1`);
    const [item] = ((await list.json()) as { data: { id: string; slug: string }[] }).data;
    expect(item).toBeDefined();

    const inFlight = heldRequest(server.port, "/api/v1/contact", CONTACT);
    await inFlight.reached;
    // Noted in memory, written by the next flush (every 2 s) or by the stop.
    const read = await fetch(`${server.url}/api/v1/opportunites/${item?.slug}?lang=fr`, {
      headers: { "user-agent": BROWSER },
    });
    const { nombreVues } = ((await read.json()) as { data: { nombreVues: number } }).data;
    expect(nombreVues).toBeGreaterThanOrEqual(1);

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    // The rest of the body comes once the server is stopping: the request is still served.
    expect(await server.outputMatching(STOPPING)).toMatch(STOPPING);
    inFlight.finish();
    expect(await inFlight.answered).toMatch(/^HTTP\/1\.1 201 /);

    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const lines = logLines(server.output()).map((line) => line.msg);
    expect(lines).toEqual(
      expect.arrayContaining([
        "arrêt en cours : fin des requêtes en cours, puis fermeture",
        "arrêté proprement",
      ]),
    );

    const database = await openDatabase({ databaseUrl, dataDir: folder });
    try {
      const [row] = await database.db
        .select({ nombreVues: opportunites.nombreVues })
        .from(opportunites)
        .where(eq(opportunites.id, item?.id as string));
      expect(row?.nombreVues).toBe(nombreVues);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("with LOG_FORMAT=pretty, readable lines; a second signal forces the exit with code 1 and a line", async () => {
    const { server } = await start({ LOG_FORMAT: "pretty" });
    await fetch(`${server.url}/api/v1/secteurs?lang=fr`);
    const output = await server.outputMatching(/GET \/api\/v1\/secteurs 200/);
    expect(output).toMatch(/INFO.*: GET \/api\/v1\/secteurs 200 [\d.]+ ms/);
    expect(logLines(output)).toEqual([]);

    const stuck = heldRequest(server.port, "/api/v1/contact", CONTACT);
    await stuck.reached;
    server.child.kill("SIGTERM");
    expect(await server.outputMatching(STOPPING)).toMatch(STOPPING);
    server.child.kill("SIGINT");
    const exit = await server.exited;
    stuck.abandon();
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/ERROR.*second signal : arrêt forcé/);
  }, 120_000);

  it("a request still held after STOP_TIMEOUT_SECONDS does not keep the process: it exits 1 with a line", async () => {
    // 2 s instead of the default 10 (server/config.test.ts): the same path, sooner.
    const { server } = await start({ STOP_TIMEOUT_SECONDS: "2" });
    const stuck = heldRequest(server.port, "/api/v1/contact", CONTACT);
    await stuck.reached;
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    const took = Date.now() - stoppedAt;
    stuck.abandon();
    expect(exit).toEqual({ code: 1, signal: null });
    expect(took).toBeGreaterThanOrEqual(1_900);
    expect(took).toBeLessThan(7_000);
    expect(logLines(server.output()).map((line) => line.msg)).toContain(
      "arrêt forcé : toujours en cours après 2 s",
    );
  }, 120_000);
});
