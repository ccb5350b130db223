import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a log collector). */
const LOG_FORMATS = ["auto", "pretty", "json"] as const;

/** An origin as a browser sends it: http(s), host and port, nothing more. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const EnvSchema = z.object({
  PORT: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: "doit être un numéro de port" })
      .int({ error: "doit être un entier" })
      .min(0, { error: "doit être entre 0 et 65535" })
      .max(65535, { error: "doit être entre 0 et 65535" })
      .default(3000),
  ),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "doit commencer par postgres:// ou postgresql://" })
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ error: "doit être une URL complète" }).optional()),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, { error: "doit contenir au moins 32 caractères" }).optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: "doit être une adresse email" }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, { error: "doit contenir au moins 8 caractères" }).optional(),
  ),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, {
        error: "doit valoir true, false, un nombre de proxys ou une liste d'adresses IP",
      })
      .optional(),
  ),
  DEMO_CONTENT: optionalText.pipe(
    z.enum(["true", "false"], { error: "doit valoir true ou false" }).optional(),
  ),
  LOGIN_LIMIT_PER_ADDRESS: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: "doit être un entier entre 1 et 100000" })
      .int({ error: "doit être un entier entre 1 et 100000" })
      .min(1, { error: "doit être un entier entre 1 et 100000" })
      .max(100000, { error: "doit être un entier entre 1 et 100000" })
      .optional(),
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `doit valoir ${LOG_LEVELS.join(", ")}` }).default("info"),
  CORS_ORIGINS: optionalText.pipe(
    z
      .string()
      .refine((value) => value.split(",").every((origin) => isOrigin(origin.trim())), {
        error:
          "doit être une liste d'origines séparées par des virgules, chacune de la forme https://exemple.com (schéma, hôte et port éventuel, sans chemin)",
      })
      .optional(),
  ),
  LOG_FORMAT: optionalText.pipe(
    z.enum(LOG_FORMATS, { error: `doit valoir ${LOG_FORMATS.join(", ")}` }).optional(),
  ),
});

/**
 * Sign-in limits (docs/decisions/002): failures count per account and address together, so
 * nobody can lock an owner out from elsewhere; a much higher account-wide limit and growing
 * delays bound a guessing attack spread over many addresses.
 */
export interface LoginRateLimits {
  /** Window of the per-IP and per-account-and-IP limits. */
  windowSeconds: number;
  /** All sign-in attempts from one IP address per window. */
  perIp: number;
  /** Failed sign-in attempts on one account from one IP address per window; a success clears them. */
  perAccountAndIp: number;
  /** Window of the account-wide limit (and of the failures the delays count). */
  accountWindowSeconds: number;
  /** Failed sign-in attempts on one account from every address together per account window. */
  perAccount: number;
  /** Failures on an account (account window) before its sign-ins are slowed down. */
  slowdownAfter: number;
  /** The first delay, doubled with each further failure up to slowdownMaxMs; 0: no delays. */
  slowdownStartMs: number;
  slowdownMaxMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/db`. `memory://`: PGlite in memory (tests). */
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Log lines readable by a person, or JSON lines (LOG_FORMAT, `auto` by default). */
  logFormat: (typeof LOG_FORMATS)[number];
  /** Origins of front ends elsewhere allowed to call the API (CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /**
   * Which proxies may set X-Forwarded-For. Off by default: otherwise any client could pick
   * its own IP address and walk around the per-IP sign-in limit.
   */
  trustProxy: boolean | number | string;
  /** Fill a pristine database with demo content at start (DEMO_CONTENT, default true). */
  demoContent: boolean;
  loginRateLimits: LoginRateLimits;
  /** Serve the built React app; off in API tests, which need no build. */
  serveWeb: boolean;
}

export class ConfigError extends Error {}

export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = {
  windowSeconds: 15 * 60,
  perIp: 30,
  perAccountAndIp: 5,
  accountWindowSeconds: 60 * 60,
  perAccount: 50,
  // 0.5 s, 1 s, 2 s, then 4 s from the 6th failure of the hour on.
  slowdownAfter: 3,
  slowdownStartMs: 500,
  slowdownMaxMs: 4000,
};

/**
 * The JWT secret when none is configured: made once with the machine's CSPRNG and kept
 * in the data folder, so tokens survive restarts and no secret ever lives in the code.
 */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  try {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  } catch {
    // Not made yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR ?? "./data");
  return {
    port: vars.PORT,
    host: vars.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ""),
    jwtSecret: vars.JWT_SECRET ?? persistedJwtSecret(dataDir),
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT ?? "auto",
    corsOrigins: vars.CORS_ORIGINS?.split(",").map((origin) => origin.trim()) ?? [],
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    demoContent: vars.DEMO_CONTENT !== "false",
    // Staff behind one office address (or a proxy without TRUST_PROXY) share this limit.
    loginRateLimits: {
      ...DEFAULT_LOGIN_RATE_LIMITS,
      ...(vars.LOGIN_LIMIT_PER_ADDRESS ? { perIp: vars.LOGIN_LIMIT_PER_ADDRESS } : {}),
    },
    serveWeb: true,
  };
}
