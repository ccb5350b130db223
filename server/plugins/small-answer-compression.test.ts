// Dynamic answers go out compressed as the client accepts, small ones at once
// (small-answer-compression.ts), large ones through @fastify/compress's streams: what a
// client notices is only the encoding it asked for and the same JSON once decoded.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, authHeader, loginAsAdmin, withTestApp } from "../test/test-app.ts";
import { LARGEST_COMPRESSED_AT_ONCE } from "./small-answer-compression.ts";

let app: FastifyInstance;
let token: string;
withTestApp(async (built) => {
  app = built;
  token = (await loginAsAdmin(app)).token;
  const articles = CONTENT_TYPES_UNDER_TEST.find((content) => content.path === "/articles");
  if (!articles) throw new Error("no articles among the content types under test");
  // Twelve titles make a few KB; their texts, some 28 KB an article.
  const text = "Une phrase du corps de l'article, assez longue pour compter. ".repeat(150);
  for (let number = 1; number <= 12; number += 1) {
    await createItem(
      app,
      articles,
      token,
      `Article ${number} sur la logistique portuaire de la sous-région`,
      { "contenu[fr]": text, "contenu[en]": text, "contenu[it]": text },
    );
  }
});

const decoded = (encoding: unknown, body: Buffer) =>
  encoding === "br"
    ? brotliDecompressSync(body).toString("utf8")
    : encoding === "gzip"
      ? gunzipSync(body).toString("utf8")
      : body.toString("utf8");

async function asked(url: string, acceptEncoding?: string) {
  const response = await app.inject({
    url,
    headers: {
      ...authHeader(token),
      ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
    },
  });
  expect(response.statusCode, url).toBe(200);
  const encoding = response.headers["content-encoding"];
  return {
    encoding,
    vary: String(response.headers.vary ?? ""),
    text: decoded(encoding, response.rawPayload),
  };
}

describe("dynamic answers, compressed as the client accepts", () => {
  // A back-office page of a few fields (a few KB), one of three whole items (tens of KB,
  // compressed at once), and one of twelve (hundreds of KB, through the streams).
  const small = `${API}/articles/admin/all?champs=titre,etat`;
  const middle = `${API}/articles/admin/all?limite=3`;
  const large = `${API}/articles/admin/all?limite=12`;

  it("a small answer: Brotli, else gzip, else plain, the same JSON", async () => {
    const plain = await asked(small);
    expect(plain.encoding).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(1024);
    expect(plain.text.length).toBeLessThan(32 * 1024);
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
    ] as const) {
      const answer = await asked(small, accept);
      expect(answer.encoding, accept).toBe(encoding);
      expect(answer.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
    }
  });

  it("a larger answer, at once or through the streams, still goes out compressed", async () => {
    const middlePlain = await asked(middle);
    expect(middlePlain.text.length).toBeGreaterThan(32 * 1024);
    expect(middlePlain.text.length).toBeLessThan(LARGEST_COMPRESSED_AT_ONCE);
    const largePlain = await asked(large);
    expect(largePlain.text.length).toBeGreaterThan(LARGEST_COMPRESSED_AT_ONCE);
    const pages = [
      [middle, middlePlain],
      [large, largePlain],
    ] as const;
    for (const [url, plain] of pages) {
      for (const [accept, encoding] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
      ] as const) {
        const answer = await asked(url, accept);
        expect(answer.encoding, `${url} ${accept}`).toBe(encoding);
        expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
      }
    }
  });
});
