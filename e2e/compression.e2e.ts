// What a phone on a slow network is sent: pages from the page cache, and every text file
// compressed as the browser asks, the built ones compressed once at build time.
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { e2eEnv } from "./support/env.ts";

const { baseUrl } = e2eEnv();

/** The raw bytes and headers of a GET (fetch would decode the body). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(new URL(path, baseUrl), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

describe("what goes over the network", () => {
  test("a page is rendered once, then sent from the cache, compressed as asked", async () => {
    const path = "/qui-sommes-nous";
    await rawGet(path);
    const plain = await rawGet(path);
    expect(plain.status).toBe(200);
    expect(plain.headers["x-page-cache"]).toBe("hit");
    for (const encoding of ["br", "gzip"]) {
      const sent = await rawGet(path, { "accept-encoding": encoding });
      expect(sent.headers["content-encoding"]).toBe(encoding);
      expect(sent.headers.vary).toContain("Accept-Encoding");
      expect(decode(encoding, sent.body).equals(plain.body)).toBe(true);
      expect(sent.body.length).toBeLessThan(plain.body.length / 3);
    }
  });

  test("built scripts and styles are sent as compressed at build time", async () => {
    const html = (await rawGet("/")).body.toString();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] as string,
    );
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets.slice(0, 6)) {
      const plain = await rawGet(asset);
      if (plain.body.length < 1024) continue;
      const br = await rawGet(asset, { "accept-encoding": "gzip, br" });
      expect(br.headers["content-encoding"], asset).toBe("br");
      expect(br.headers["cache-control"]).toContain("immutable");
      expect(decode("br", br.body).equals(plain.body), asset).toBe(true);
      // The very file the build wrote: nothing is compressed again per request.
      const built = await readFile(path.join("build/client", `${asset}.br`));
      expect(br.body.equals(built), asset).toBe(true);
    }
  });

  test("API lists go out compressed too", async () => {
    const plain = await rawGet("/api/v1/articles?lang=fr");
    const gz = await rawGet("/api/v1/articles?lang=fr", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decode("gzip", gz.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
  });
});
