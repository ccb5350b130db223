import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_LOGIN_RATE_LIMITS, loadConfig } from "./config.ts";
import { describeStorage } from "./plugins/storage.ts";

const SECRET = "s".repeat(32);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "config-test-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("loadConfig accepted a bad environment");
}

describe("loadConfig", () => {
  it("names every bad variable in one ConfigError", () => {
    const error = configError({
      PORT: "not-a-port",
      DATABASE_URL: "mysql://localhost/db",
      JWT_SECRET: "too-short",
      ADMIN_EMAIL: "not-an-email",
      DATA_DIR: dataDir,
    });
    const lines = error.message.split("\n");
    expect(lines[0]).toBe("Configuration invalide :");
    expect(lines.slice(1).sort()).toEqual(
      [
        "  - ADMIN_EMAIL: doit être une adresse email",
        "  - DATABASE_URL: doit commencer par postgres:// ou postgresql://",
        "  - JWT_SECRET: doit contenir au moins 32 caractères",
        "  - PORT: doit être un numéro de port",
      ].sort(),
    );
  });

  it("refuses a port out of range, a short admin password and an unknown log level", () => {
    const error = configError({
      PORT: "70000",
      ADMIN_PASSWORD: "short",
      LOG_LEVEL: "verbose",
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
    });
    expect(error.message).toContain("PORT: doit être entre 0 et 65535");
    expect(error.message).toContain("ADMIN_PASSWORD: doit contenir au moins 8 caractères");
    expect(error.message).toContain("LOG_LEVEL: doit valoir");
  });

  it("uses the defaults when variables are unset", () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.adminEmail).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.logLevel).toBe("info");
    expect(config.loginRateLimits).toEqual(DEFAULT_LOGIN_RATE_LIMITS);
    expect(config.serveWeb).toBe(true);
  });

  it("lets an operator raise the sign-in limit per address, and refuses nonsense in French", () => {
    const config = loadConfig({ JWT_SECRET: SECRET, LOGIN_LIMIT_PER_ADDRESS: "200" });
    expect(config.loginRateLimits).toEqual({ ...DEFAULT_LOGIN_RATE_LIMITS, perIp: 200 });
    expect(() => loadConfig({ JWT_SECRET: SECRET, LOGIN_LIMIT_PER_ADDRESS: "beaucoup" })).toThrow(
      /LOGIN_LIMIT_PER_ADDRESS.*doit être un entier entre 1 et 100000/,
    );
  });

  it("limits searches to 30 a minute per address unless SEARCH_LIMIT_PER_MINUTE says otherwise", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).searchLimitPerMinute).toBe(30);
    expect(
      loadConfig({ JWT_SECRET: SECRET, SEARCH_LIMIT_PER_MINUTE: "500" }).searchLimitPerMinute,
    ).toBe(500);
    for (const nonsense of ["0", "beaucoup", "2.5"]) {
      expect(() => loadConfig({ JWT_SECRET: SECRET, SEARCH_LIMIT_PER_MINUTE: nonsense })).toThrow(
        /SEARCH_LIMIT_PER_MINUTE.*doit être un entier entre 1 et 1000000/,
      );
    }
  });

  it("reads CORS_ORIGINS as a list of origins, none by default", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).corsOrigins).toEqual([]);
    expect(loadConfig({ JWT_SECRET: SECRET, CORS_ORIGINS: " " }).corsOrigins).toEqual([]);
    const config = loadConfig({
      JWT_SECRET: SECRET,
      CORS_ORIGINS: "https://app.example.com, http://localhost:5173",
    });
    expect(config.corsOrigins).toEqual(["https://app.example.com", "http://localhost:5173"]);
  });

  it.each([
    "app.example.com",
    "https://app.example.com/",
    "https://app.example.com/chemin",
    "ftp://app.example.com",
    "https://app.example.com,,https://autre.example.com",
    "*",
  ])("refuses CORS_ORIGINS=%s in French", (value) => {
    expect(configError({ JWT_SECRET: SECRET, CORS_ORIGINS: value }).message).toContain(
      "CORS_ORIGINS: doit être une liste d'origines séparées par des virgules",
    );
  });

  it("reads LOG_FORMAT (auto by default) and refuses an unknown one", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).logFormat).toBe("auto");
    expect(loadConfig({ JWT_SECRET: SECRET, LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(configError({ JWT_SECRET: SECRET, LOG_FORMAT: "xml" }).message).toContain(
      "LOG_FORMAT: doit valoir auto, pretty, json",
    );
  });

  it("reads APPLICATION_RETENTION_MONTHS (24 by default) and refuses what is no whole number of months from 1 to 120", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).applicationRetentionMonths).toBe(24);
    expect(
      loadConfig({ JWT_SECRET: SECRET, APPLICATION_RETENTION_MONTHS: "6" })
        .applicationRetentionMonths,
    ).toBe(6);
    for (const value of ["0", "1.5", "121", "douze"]) {
      expect(
        configError({ JWT_SECRET: SECRET, APPLICATION_RETENTION_MONTHS: value }).message,
      ).toContain(
        "APPLICATION_RETENTION_MONTHS: doit être un nombre entier de mois entre 1 et 120",
      );
    }
  });

  it("reads STOP_TIMEOUT_SECONDS (10 by default) and refuses what is no whole number of seconds from 1 to 300", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).stopTimeoutSeconds).toBe(10);
    expect(loadConfig({ JWT_SECRET: SECRET, STOP_TIMEOUT_SECONDS: "25" }).stopTimeoutSeconds).toBe(
      25,
    );
    for (const value of ["0", "2.5", "301", "dix"]) {
      expect(configError({ JWT_SECRET: SECRET, STOP_TIMEOUT_SECONDS: value }).message).toContain(
        "STOP_TIMEOUT_SECONDS: doit être un nombre entier de secondes entre 1 et 300",
      );
    }
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({
      PORT: " ",
      DATABASE_URL: "",
      ADMIN_EMAIL: "",
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
  });

  it("reads the variables it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "postgresql://user@db.example.com:5432/site",
      PUBLIC_URL: "https://www.example.com/",
      JWT_SECRET: SECRET,
      ADMIN_EMAIL: "chef@example.com",
      ADMIN_PASSWORD: "un-mot-de-passe",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir,
      databaseUrl: "postgresql://user@db.example.com:5432/site",
      publicUrl: "https://www.example.com",
      jwtSecret: SECRET,
      adminEmail: "chef@example.com",
      adminPassword: "un-mot-de-passe",
      logLevel: "warn",
    });
  });

  it("resolves a relative DATA_DIR to an absolute path", () => {
    const config = loadConfig({ DATA_DIR: "some/relative/dir", JWT_SECRET: SECRET });
    expect(config.dataDir).toBe(path.resolve("some/relative/dir"));
  });

  it("without JWT_SECRET, makes a secret once in DATA_DIR and keeps it", async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "jwt-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(first.jwtSecret);
    // Readable by its owner only: it signs every session.
    expect((await stat(file)).mode & 0o077).toBe(0);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it("makes a different secret for another data folder", async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), "config-test-"));
    try {
      const a = loadConfig({ DATA_DIR: dataDir });
      const b = loadConfig({ DATA_DIR: otherDir });
      expect(a.jwtSecret).not.toBe(b.jwtSecret);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it("replaces a kept secret that is too short to be safe", async () => {
    const file = path.join(dataDir, "jwt-secret");
    await writeFile(file, "short\n");
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(file, "utf8")).trim()).toBe(config.jwtSecret);
  });

  it("prefers JWT_SECRET to a kept secret", () => {
    loadConfig({ DATA_DIR: dataDir });
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });
});

describe("S3 storage settings", () => {
  const BUCKET = {
    S3_BUCKET: "site-uploads",
    S3_REGION: "eu-west-3",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: "tres-secret-ne-pas-afficher",
  };

  it("keeps the uploads in the local folder without S3_BUCKET", () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(config.s3).toBeUndefined();
    expect(describeStorage(config)).toBe(
      `stockage : dossier local ${path.join(dataDir, "uploads")}`,
    );
  });

  it("reads a bucket with its endpoint, path style and public URL", () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
      ...BUCKET,
      S3_ENDPOINT: "https://s3.fr-par.scw.cloud/",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.example.com/fichiers/",
    });
    expect(config.s3).toEqual({
      bucket: "site-uploads",
      endpoint: "https://s3.fr-par.scw.cloud",
      region: "eu-west-3",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "tres-secret-ne-pas-afficher",
      forcePathStyle: true,
      publicUrl: "https://cdn.example.com/fichiers",
    });
  });

  it("goes to AWS itself, virtual-hosted, without an endpoint", () => {
    const config = loadConfig({ JWT_SECRET: SECRET, ...BUCKET, S3_FORCE_PATH_STYLE: "" });
    expect(config.s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
    expect(config.s3?.publicUrl).toBeUndefined();
  });

  it("refuses to start with a bucket but no region or credentials, naming each", () => {
    const error = configError({ JWT_SECRET: SECRET, S3_BUCKET: "site-uploads" });
    expect(error.message.split("\n").slice(1).sort()).toEqual([
      "  - S3_ACCESS_KEY_ID: requis quand S3_BUCKET est défini",
      "  - S3_REGION: requis quand S3_BUCKET est défini",
      "  - S3_SECRET_ACCESS_KEY: requis quand S3_BUCKET est défini",
    ]);
  });

  it("refuses S3 settings without a bucket rather than storing locally", () => {
    const error = configError({
      JWT_SECRET: SECRET,
      S3_REGION: "eu-west-3",
      S3_PUBLIC_URL: "https://cdn.example.com",
    });
    expect(error.message).toContain("  - S3_BUCKET: requis avec S3_REGION, S3_PUBLIC_URL");
  });

  it("refuses a bad bucket name, path style and URLs, with the other bad variables", () => {
    const error = configError({
      JWT_SECRET: SECRET,
      PORT: "port",
      ...BUCKET,
      S3_BUCKET: "Mon_Bucket",
      S3_FORCE_PATH_STYLE: "oui",
      S3_ENDPOINT: "s3.example.com",
      S3_PUBLIC_URL: "ftp://cdn.example.com",
    });
    expect(error.message.split("\n").slice(1).sort()).toEqual([
      "  - PORT: doit être un numéro de port",
      "  - S3_BUCKET: doit être un nom de bucket (3 à 63 minuscules, chiffres, points ou tirets)",
      "  - S3_ENDPOINT: doit être une URL complète (http:// ou https://)",
      "  - S3_FORCE_PATH_STYLE: doit valoir true ou false",
      "  - S3_PUBLIC_URL: doit être une URL complète (http:// ou https://)",
    ]);
  });

  it("describes the bucket in one line for the start banner, never a secret", () => {
    const onEndpoint = loadConfig({
      JWT_SECRET: SECRET,
      ...BUCKET,
      S3_ENDPOINT: "https://user:motdepasse@minio.example.com:9000",
      S3_PUBLIC_URL: "https://cdn.example.com",
    });
    const line = describeStorage(onEndpoint);
    expect(line).toBe(
      "stockage : bucket S3 « site-uploads » sur https://minio.example.com:9000, images servies par https://cdn.example.com",
    );
    for (const secret of ["tres-secret", "AKIAEXAMPLE", "motdepasse", "user"]) {
      expect(line).not.toContain(secret);
    }
    expect(describeStorage(loadConfig({ JWT_SECRET: SECRET, ...BUCKET }))).toBe(
      "stockage : bucket S3 « site-uploads » sur AWS (région eu-west-3)",
    );
  });
});

describe("mail settings", () => {
  const MAIL = {
    JWT_SECRET: SECRET,
    SMTP_URL: "smtps://mailer:p%40ss@smtp.example.com:465",
    MAIL_FROM: "Groupe <site@example.com>",
    CONTACT_NOTIFY_TO: "equipe@example.com, direction@example.com",
  };

  it("leaves mail off without SMTP_URL, even with the other variables", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).mail).toBeUndefined();
    expect(loadConfig({ ...MAIL, SMTP_URL: " " }).mail).toBeUndefined();
  });

  it("reads the server, the sender, the staff lists and each sector's own list", () => {
    const { mail } = loadConfig({
      ...MAIL,
      CONTACT_NOTIFY_TO_AVIATION: "vols@example.com,cargo@example.com",
    });
    expect(mail).toMatchObject({
      smtpUrl: MAIL.SMTP_URL,
      from: "Groupe <site@example.com>",
      contactNotifyTo: ["equipe@example.com", "direction@example.com"],
      contactNotifyToBySector: { aviation: ["vols@example.com", "cargo@example.com"] },
      retryMinMs: 5_000,
      retryMaxMs: 600_000,
    });
    expect(loadConfig({ ...MAIL, MAIL_FROM: "site@example.com" }).mail?.from).toBe(
      "site@example.com",
    );
  });

  it("refuses in French an SMTP_URL without a host or of another kind, and bad addresses", () => {
    const lines = configError({
      JWT_SECRET: SECRET,
      SMTP_URL: "smtp://",
      MAIL_FROM: "pas-une-adresse",
      CONTACT_NOTIFY_TO: "equipe@example.com, oups",
      CONTACT_NOTIFY_TO_MINES: "mines@",
    }).message.split("\n");
    expect(lines.slice(1).sort()).toEqual(
      [
        "  - CONTACT_NOTIFY_TO: doit être une adresse email ou une liste d'adresses séparées par des virgules",
        "  - CONTACT_NOTIFY_TO_MINES: doit être une adresse email ou une liste d'adresses séparées par des virgules",
        "  - MAIL_FROM: doit être une adresse email (ou « Nom <adresse> »)",
        "  - SMTP_URL: doit être de la forme smtp://utilisateur:motdepasse@hôte:port ou smtps://…",
      ].sort(),
    );
    expect(configError({ ...MAIL, SMTP_URL: "http://smtp.example.com" }).message).toContain(
      "SMTP_URL: doit être de la forme",
    );
  });

  it("requires the sender and the staff's addresses with SMTP_URL, and never shows its password", () => {
    const message = configError({ JWT_SECRET: SECRET, SMTP_URL: MAIL.SMTP_URL }).message;
    expect(message).toContain("MAIL_FROM: obligatoire avec SMTP_URL");
    expect(message).toContain("CONTACT_NOTIFY_TO: obligatoire avec SMTP_URL");
    expect(configError({ ...MAIL, MAIL_FROM: "x" }).message).not.toContain("p%40ss");
  });
});
