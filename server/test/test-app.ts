import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import type { PublicUser } from "../../domain/users.ts";
import { buildApp } from "../app.ts";
import { type AppConfig, DEFAULT_LOGIN_RATE_LIMITS, type LoginRateLimits } from "../config.ts";
import { type DatabaseHandle, IN_MEMORY_DATABASE } from "../db/client.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { type Clock, createManualClock } from "../lib/clock.ts";
import type { ImageProcessor } from "../lib/images.ts";
import { startTestBucket } from "./s3.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";

export const API = "/api/v1";

/** Made once per test process: tests that forge tokens sign with it (or with another one). */
export const TEST_JWT_SECRET = randomBytes(32).toString("base64url");

/** The first administrator every test database is seeded with. */
export const TEST_ADMIN = {
  email: "admin@example.com",
  password: "Admin-Test-Password-1",
} as const;

export const DEFAULT_TEST_PASSWORD = "Mot-de-passe-1";

export interface TestAppOptions {
  /** Merged over the test defaults: limits of 1000, no sign-in delays. */
  loginRateLimits?: Partial<LoginRateLimits>;
  /** Anything else of the configuration (database and data folder included). */
  config?: Partial<AppConfig>;
  /** Log lines go here (the test app logs nothing otherwise). */
  logStream?: { write(line: string): void };
  /**
   * Uploads in a bucket of a real S3-compatible server (s3rver) started for this app and
   * stopped with it, instead of the data folder; `publicUrl` plays S3_PUBLIC_URL.
   */
  bucket?: { publicUrl?: string };
  /** How uploads are encoded (the demo content's tests pass its prepared pictures). */
  processImage?: ImageProcessor;
  /**
   * The app's time, waits and timers: by default a manual clock (createManualClock), whose
   * timers run only when the test moves it, so that none fires in the middle of a test.
   */
  clock?: Clock;
  /** Items per sitemap part: a few, so that a test splits a type without thousands of items. */
  sitemapItemsPerPart?: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite every test database starts from (global-setup.ts). */
    pgliteTemplate: string;
    /** With DATABASE_URL: the migrated, seeded database each test database copies. */
    postgresTemplate: string | undefined;
  }
}

let template: Promise<Blob> | undefined;
/** The global setup's database template, read once per test process. */
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return template;
}

/** The configuration of a test app; the data folder must already exist. */
export function testConfig(dataDir: string, overrides: TestAppOptions = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: IN_MEMORY_DATABASE,
    publicUrl: "http://localhost",
    jwtSecret: TEST_JWT_SECRET,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    logLevel: "silent",
    logFormat: "json",
    stopTimeoutSeconds: 10,
    applicationRetentionMonths: 24,
    corsOrigins: [],
    trustProxy: false,
    // Tests start empty (issue 3).
    demoContent: false,
    serveWeb: false,
    s3: undefined,
    // Tests search far more than a visitor; the test of the limit sets its own.
    searchLimitPerMinute: 1000,
    ...overrides.config,
    loginRateLimits: {
      ...DEFAULT_LOGIN_RATE_LIMITS,
      perIp: 1000,
      perAccountAndIp: 1000,
      perAccount: 1000,
      // Sign-in delays would only slow the suite down; the test of the delays sets its own.
      slowdownStartMs: 0,
      ...overrides.loginRateLimits,
      ...overrides.config?.loginRateLimits,
    },
  };
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl`, named after the URL's
 * database with a random suffix, and the way to drop it.
 */
function createTestDatabase(serverUrl: string): Promise<ScratchDatabase> {
  return createScratchDatabase(
    serverUrl,
    scratchDatabaseName(serverUrl, "t"),
    inject("postgresTemplate"),
  );
}

/** `{database of the URL}_{kind}_{random}`: the tests' databases, told apart from others. */
export function scratchDatabaseName(serverUrl: string, kind: string): string {
  const base = decodeURIComponent(new URL(serverUrl).pathname.replace(/^\//, "")) || "postgres";
  return `${base}_${kind}_${randomBytes(6).toString("hex")}`;
}

/**
 * The whole API on a database of its own: a fresh database on the PostgreSQL server of
 * `DATABASE_URL` when it is set, else PGlite in memory. Migrated, seeded with the four
 * sectors and TEST_ADMIN. Closing the app drops that database and the data folder.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "api-test-"));
  const cleanups: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const cleanUp = async () => {
    // Emptied as it runs: a second call (failure after failure) has nothing left to do.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    let databaseUrl: string = IN_MEMORY_DATABASE;
    const serverUrl = process.env.DATABASE_URL?.trim();
    if (serverUrl) {
      const scratch = await createTestDatabase(serverUrl);
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    }
    let s3: AppConfig["s3"];
    if (options.bucket) {
      const bucket = await startTestBucket(options.bucket);
      cleanups.push(bucket.close);
      s3 = bucket.config;
    }
    const config = testConfig(dataDir, {
      ...options,
      config: { databaseUrl, s3, ...options.config },
    });
    const { database } = await prepareDatabase(config, {
      pgliteTemplate:
        config.databaseUrl === IN_MEMORY_DATABASE ? await pgliteTemplate() : undefined,
    });
    // The database is dropped only once the app has closed its own connections to it.
    const handle: DatabaseHandle = {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await cleanUp();
        }
      },
    };
    try {
      return await buildApp({
        config,
        database: handle,
        logger: Boolean(options.logStream),
        logStream: options.logStream,
        processImage: options.processImage,
        clock: options.clock ?? createManualClock(),
        sitemapItemsPerPart: options.sitemapItemsPerPart,
        // Every answer of a route with a response schema must fit it (docs/decisions/042).
        checkAnswers: true,
      });
    } catch (error) {
      await handle.close();
      throw error;
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Registers the hooks of an app of createTestApp() (with `options`) for the tests of the
 * file or describe block it is called in: built before them and handed to `setUp` (which
 * keeps it, and signs in or creates what they share), closed after them.
 */
export function withTestApp(
  setUp: (app: FastifyInstance) => unknown,
  options: TestAppOptions = {},
): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    await setUp(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** The body of a paged list: its items under `data` (or the key `K`), and the page. */
export type ListBody<T, K extends string = "data"> = {
  success: true;
  total: number;
  page: number;
  limite: number;
} & Record<K, T[]>;

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface Session {
  token: string;
  tokenRafraichissement: string;
  utilisateur: PublicUser;
}

/** Signs in through the API; fails the test with the answer when it is not a 200. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  options: Pick<InjectOptions, "remoteAddress"> = {},
): Promise<Session> {
  const response = await app.inject({
    method: "POST",
    url: `${API}/auth/connexion`,
    payload: { email, motDePasse: password },
    ...options,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<Session>();
}

export function loginAsAdmin(app: FastifyInstance): Promise<Session> {
  return login(app, TEST_ADMIN.email, TEST_ADMIN.password);
}

let emailCounter = 0;
/** An email no other test of the process uses. */
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${randomBytes(3).toString("hex")}@example.com`;
}

export interface UserFields {
  prenom?: string;
  nom?: string;
  email?: string;
  telephone?: string | null;
  role?: string;
  statut?: string;
  motDePasse?: string;
}

export interface CreatedUser extends PublicUser {
  /** The password it was created with, to sign in as that user. */
  motDePasse: string;
}

/** Creates a user through POST /utilisateurs; fails the test unless it answers 201. */
export async function createUser(
  app: FastifyInstance,
  adminToken: string,
  fields: UserFields = {},
): Promise<CreatedUser> {
  const body = {
    prenom: "Awa",
    nom: "Diop",
    email: uniqueEmail(),
    motDePasse: DEFAULT_TEST_PASSWORD,
    ...fields,
  };
  const response = await app.inject({
    method: "POST",
    url: `${API}/utilisateurs`,
    headers: authHeader(adminToken),
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`user creation answered ${response.statusCode}: ${response.body}`);
  }
  return { ...response.json<{ donnees: PublicUser }>().donnees, motDePasse: body.motDePasse };
}

/** The body PUT /utilisateurs/{id} expects, from a user as the API returned it. */
export function updateBody(user: PublicUser, changes: UserFields = {}) {
  return {
    prenom: user.prenom,
    nom: user.nom,
    email: user.email,
    telephone: user.telephone,
    role: user.role,
    statut: user.statut,
    ...changes,
  };
}

/** A conseiller created by the administrator, already signed in. */
export async function signedInConseiller(
  app: FastifyInstance,
  adminToken: string,
  fields: UserFields = {},
): Promise<Session> {
  const user = await createUser(app, adminToken, fields);
  return login(app, user.email, user.motDePasse);
}

/**
 * A second instance of `app` on the same database and configuration, as behind a load
 * balancer: its own caches, workers and timers, the database and the clock shared (a test
 * that moves `app`'s manual clock moves both). Close it before `app`.
 */
export function secondInstance(app: FastifyInstance): Promise<FastifyInstance> {
  return buildApp({
    config: app.services.config,
    database: {
      db: app.services.db,
      kind: "pglite",
      migrate: async () => {},
      ping: async () => {},
      close: async () => {},
    },
    logger: false,
    ownsDatabase: false,
    clock: app.services.clock,
  });
}
