import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_LOGIN_RATE_LIMITS, loadConfig } from "./config.ts";

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
