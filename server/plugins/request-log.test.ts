// What the log says of requests: one line each, with no token, password, cookie, query
// string or preview link in it.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { API, authHeader, loginAsAdmin, TEST_ADMIN, withTestApp } from "../test/test-app.ts";
import { loggablePath } from "./request-log.ts";

const lines: string[] = [];
let app: FastifyInstance;
withTestApp(
  async (built) => {
    app = built;
  },
  { logStream: { write: (line: string) => void lines.push(line) }, config: { logLevel: "info" } },
);

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the request log", () => {
  it("writes one line per request: method, path without its query, status, time", async () => {
    lines.length = 0;
    await app.inject({ url: `${API}/articles?lang=fr&recherche=jean.dupont@example.com` });
    const requestLines = logged().filter((line) => line.msg === "requête");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: "GET", path: `${API}/articles`, status: 200 });
    expect(typeof requestLines[0]?.ms).toBe("number");
    expect(lines.join("")).not.toContain("dupont");
  });

  it("keeps tokens, passwords and cookies out of every line", async () => {
    lines.length = 0;
    const { token } = await loginAsAdmin(app);
    await app.inject({
      url: `${API}/utilisateurs`,
      headers: { ...authHeader(token), cookie: "refresh=secret-du-cookie" },
    });
    const text = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(token);
    expect(text).not.toContain(TEST_ADMIN.password);
    expect(text).not.toContain("secret-du-cookie");
    expect(text).toContain(`"path":"${API}/auth/connexion"`);
    expect(text).toContain(`"path":"${API}/utilisateurs"`);
  });

  it("names a preview page without its token", () => {
    expect(loggablePath("/apercu/abc.def~ghi?x=1")).toBe("/apercu/…");
    expect(loggablePath("/en/preview/abc.def~ghi")).toBe("/en/preview/…");
    expect(loggablePath("/article/un-titre?page=2")).toBe("/article/un-titre");
  });

  it("names a newsletter link's page without its token", () => {
    expect(loggablePath("/newsletter/confirmation/Abc_123")).toBe("/newsletter/confirmation/…");
    expect(loggablePath("/it/newsletter/disiscrizione/Abc_123")).toBe(
      "/it/newsletter/disiscrizione/…",
    );
    expect(loggablePath("/api/v1/newsletter/desinscription/Abc_123")).toBe(
      "/api/v1/newsletter/desinscription/…",
    );
    expect(loggablePath("/newsletter")).toBe("/newsletter");
  });
});
