import { describe, expect, it } from "vitest";
import { describeDatabase, wantsPrettyLogs } from "./terminal.ts";

describe("the start banner's database line", () => {
  it("names PostgreSQL's host, port and database, never its user nor password", () => {
    const line = describeDatabase({
      databaseUrl: "postgresql://site:s3cret-P%40ss@db.example.com:5433/site_prod?sslmode=require",
      dataDir: "/srv/data",
    });
    expect(line).toBe("base de données : PostgreSQL db.example.com:5433/site_prod");
  });

  it("names the embedded database's folder", () => {
    expect(describeDatabase({ databaseUrl: undefined, dataDir: "/srv/data" })).toBe(
      "base de données : PGlite (embarquée), dossier /srv/data/db",
    );
  });
});

describe("LOG_FORMAT", () => {
  it("auto: pretty on a terminal only; pretty and json whatever stdout is", () => {
    expect(wantsPrettyLogs({ logFormat: "auto" }, true)).toBe(true);
    expect(wantsPrettyLogs({ logFormat: "auto" }, false)).toBe(false);
    expect(wantsPrettyLogs({ logFormat: "pretty" }, false)).toBe(true);
    expect(wantsPrettyLogs({ logFormat: "json" }, true)).toBe(false);
  });
});
