import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SECTOR_CODES, type SectorCode } from "../domain/constants.ts";
import { DEFAULT_SEARCH_LIMIT_PER_MINUTE } from "../domain/search.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a log collector). */
const LOG_FORMATS = ["auto", "pretty", "json"] as const;
/** What a stop waits for the requests in flight, unless STOP_TIMEOUT_SECONDS says otherwise. */
export const DEFAULT_STOP_TIMEOUT_SECONDS = 10;

/**
 * How long a job application and its CV are kept, unless APPLICATION_RETENTION_MONTHS says
 * otherwise: two years, what France's data protection authority (CNIL) advises at most for
 * an application that led to no hiring.
 */
export const DEFAULT_APPLICATION_RETENTION_MONTHS = 24;

/** A whole number from `min` to `max`, or unset (blank is unset), with one message for all. */
const optionalWholeNumber = (min: number, max: number, error: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional(),
  );

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
  LOGIN_LIMIT_PER_ADDRESS: optionalWholeNumber(1, 100000, "doit être un entier entre 1 et 100000"),
  SEARCH_LIMIT_PER_MINUTE: optionalWholeNumber(
    1,
    1000000,
    "doit être un entier entre 1 et 1000000",
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `doit valoir ${LOG_LEVELS.join(", ")}` }).default("info"),
  STOP_TIMEOUT_SECONDS: optionalWholeNumber(
    1,
    300,
    "doit être un nombre entier de secondes entre 1 et 300",
  ),
  APPLICATION_RETENTION_MONTHS: optionalWholeNumber(
    1,
    120,
    "doit être un nombre entier de mois entre 1 et 120",
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "doit être un nom de bucket (3 à 63 minuscules, chiffres, points ou tirets)",
      })
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "doit être une URL complète (http:// ou https://)" })
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z.enum(["true", "false"], { error: "doit valoir true ou false" }).optional(),
  ),
  S3_PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "doit être une URL complète (http:// ou https://)" })
      .optional(),
  ),
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

type Env = z.infer<typeof EnvSchema>;

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
] as const;
const S3_REQUIRED = ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * What S3_* must hold together: a bucket comes with its region and credentials, and no
 * S3_* is set without a bucket (the files would silently stay in the local folder).
 * Worked out on the raw environment, so these lines join the others in one message.
 */
function s3Problems(env: NodeJS.ProcessEnv): string[] {
  const isSet = (name: string) => (env[name] ?? "").trim() !== "";
  if (isSet("S3_BUCKET")) {
    return S3_REQUIRED.filter((name) => !isSet(name)).map(
      (name) => `${name}: requis quand S3_BUCKET est défini`,
    );
  }
  const orphans = S3_VARIABLES.filter(isSet);
  return orphans.length > 0 ? [`S3_BUCKET: requis avec ${orphans.join(", ")}`] : [];
}

function s3Config(vars: Env): S3Config | undefined {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = vars;
  // s3Problems has made sure these come together.
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: S3_BUCKET,
    endpoint: vars.S3_ENDPOINT?.replace(/\/$/, ""),
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === "true",
    publicUrl: vars.S3_PUBLIC_URL?.replace(/\/$/, ""),
  };
}

/** An address alone, or with a name: `Groupe <contact@example.com>`. */
function mailboxAddress(value: string): string | undefined {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  const address = (named ? named[1] : value)?.trim() ?? "";
  return z.email().safeParse(address).success ? address : undefined;
}

const addressList = optionalText.pipe(
  z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every((a) => z.email().safeParse(a).success), {
      error: "doit être une adresse email ou une liste d'adresses séparées par des virgules",
    })
    .optional(),
);

const sectorVariable = (sector: SectorCode) => `CONTACT_NOTIFY_TO_${sector.toUpperCase()}`;

/** Mail (issue 10): all optional; SMTP_URL set, the sender and the staff's addresses are due. */
const MailEnvSchema = z
  .object({
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .refine(
          (v) => {
            try {
              const url = new URL(v);
              return /^smtps?:$/.test(url.protocol) && url.hostname !== "";
            } catch {
              return false;
            }
          },
          { error: "doit être de la forme smtp://utilisateur:motdepasse@hôte:port ou smtps://…" },
        )
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .refine((v) => mailboxAddress(v) !== undefined, {
          error: "doit être une adresse email (ou « Nom <adresse> »)",
        })
        .optional(),
    ),
    CONTACT_NOTIFY_TO: addressList,
    ...Object.fromEntries(SECTOR_CODES.map((s) => [sectorVariable(s), addressList])),
  })
  .superRefine((vars, context) => {
    if (!vars.SMTP_URL) return;
    for (const name of ["MAIL_FROM", "CONTACT_NOTIFY_TO"] as const) {
      if (!vars[name]) {
        context.addIssue({ code: "custom", path: [name], message: "obligatoire avec SMTP_URL" });
      }
    }
  });

/** How mail goes out, and when the outbox worker looks again (tests shorten the delays). */
export interface MailConfig {
  /** With its password: never log it (describeMail shows it without). */
  smtpUrl: string;
  from: string;
  /** Who hears of a contact request, unless its sector has its own list. */
  contactNotifyTo: string[];
  contactNotifyToBySector: Partial<Record<SectorCode, string[]>>;
  /** The worker looks for due mail this often, besides being nudged after each write. */
  pollIntervalMs: number;
  /** First retry delay after a failure, doubled each time up to retryMaxMs. */
  retryMinMs: number;
  retryMaxMs: number;
  /** How long a claimed row is left to its worker; longer than a send may take. */
  leaseMs: number;
}

export const DEFAULT_MAIL_TIMINGS = {
  pollIntervalMs: 5_000,
  retryMinMs: 5_000,
  retryMaxMs: 10 * 60_000,
  leaseMs: 2 * 60_000,
} as const;

function mailConfigOf(vars: z.output<typeof MailEnvSchema>): MailConfig | undefined {
  if (!vars.SMTP_URL || !vars.MAIL_FROM || !vars.CONTACT_NOTIFY_TO) return undefined;
  const bySector: Partial<Record<SectorCode, string[]>> = {};
  for (const sector of SECTOR_CODES) {
    const list = (vars as Record<string, string[] | undefined>)[sectorVariable(sector)];
    if (list) bySector[sector] = list;
  }
  return {
    smtpUrl: vars.SMTP_URL,
    from: vars.MAIL_FROM,
    contactNotifyTo: vars.CONTACT_NOTIFY_TO,
    contactNotifyToBySector: bySector,
    ...DEFAULT_MAIL_TIMINGS,
  };
}

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

/** An S3-compatible bucket that holds the uploads instead of the local folder (S3_*). */
export interface S3Config {
  bucket: string;
  /** Unset: AWS S3 itself, found from the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and the like). */
  forcePathStyle: boolean;
  /** A CDN (or the bucket's own public address) serving the keys: image URLs point there. */
  publicUrl: string | undefined;
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
  /**
   * How long a stop (SIGTERM) waits for the requests in flight before exiting anyway
   * (STOP_TIMEOUT_SECONDS, 10 by default): below the orchestrator's own grace period.
   */
  stopTimeoutSeconds: number;
  /**
   * Months a job application and its CV are kept after it was received
   * (APPLICATION_RETENTION_MONTHS, 24 by default); older ones are deleted every day.
   */
  applicationRetentionMonths: number;
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
  /**
   * Public searches one address may make per minute (SEARCH_LIMIT_PER_MINUTE), counted by
   * each instance in its memory: past it, a 429 (issue 30).
   */
  searchLimitPerMinute: number;
  /** Serve the built React app; off in API tests, which need no build. */
  serveWeb: boolean;
  /** Unset: uploads in `dataDir/uploads`. */
  s3: S3Config | undefined;
  /** Unset (no SMTP_URL): contact requests are only stored, subscriptions count at once. */
  mail?: MailConfig | undefined;
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
  const mailParsed = MailEnvSchema.safeParse(env);
  const problems = [
    ...[...(parsed.error?.issues ?? []), ...(mailParsed.error?.issues ?? [])].map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    ),
    ...s3Problems(env),
  ];
  if (!parsed.success || !mailParsed.success || problems.length > 0) {
    const lines = problems.map((problem) => `  - ${problem}`);
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
    stopTimeoutSeconds: vars.STOP_TIMEOUT_SECONDS ?? DEFAULT_STOP_TIMEOUT_SECONDS,
    applicationRetentionMonths:
      vars.APPLICATION_RETENTION_MONTHS ?? DEFAULT_APPLICATION_RETENTION_MONTHS,
    corsOrigins: vars.CORS_ORIGINS?.split(",").map((origin) => origin.trim()) ?? [],
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    demoContent: vars.DEMO_CONTENT !== "false",
    // Staff behind one office address (or a proxy without TRUST_PROXY) share this limit.
    loginRateLimits: {
      ...DEFAULT_LOGIN_RATE_LIMITS,
      ...(vars.LOGIN_LIMIT_PER_ADDRESS ? { perIp: vars.LOGIN_LIMIT_PER_ADDRESS } : {}),
    },
    searchLimitPerMinute: vars.SEARCH_LIMIT_PER_MINUTE ?? DEFAULT_SEARCH_LIMIT_PER_MINUTE,
    serveWeb: true,
    s3: s3Config(vars),
    mail: mailConfigOf(mailParsed.data),
  };
}
