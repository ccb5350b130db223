import { describe, expect, it } from "vitest";
import { jsonBytes } from "./json-bytes.ts";

// Every answer with a response schema goes out through jsonBytes (app.ts): its bytes must
// be JSON.stringify's, whatever the answer holds, short or long.

/** What a client receives: the text, whether jsonBytes gave a string or bytes. */
const textOf = (value: unknown) => {
  const made = jsonBytes(value);
  return made === undefined ? undefined : Buffer.isBuffer(made) ? made.toString("utf8") : made;
};

/** A whole item as a back-office page holds it: texts in three languages, accents beyond Latin-1. */
const item = (index: number) => ({
  _id: `id-${index}`,
  titre: { fr: `Pont de Kayes n° ${index} — étape « finale »`, en: "Kayes bridge", it: "Ponte" },
  contenu: { fr: "Un chantier… ".repeat(300), en: "A site ", it: "Un cantiere 🏗️ ".repeat(50) },
  dateCreation: new Date(Date.UTC(2026, 0, 1 + index)),
  nombreVues: index,
  brouillon: undefined,
  notes: [1, undefined, () => 1, Symbol("s"), null, "«»"],
  images: [{ url: `/uploads/${index}.webp`, largeur: 1024 }],
});

describe("jsonBytes", () => {
  it("writes a long answer as JSON.stringify does, as bytes", () => {
    const answer = {
      success: true,
      data: Array.from({ length: 20 }, (_, i) => item(i)),
      total: 20,
    };
    const made = jsonBytes(answer);
    expect(Buffer.isBuffer(made)).toBe(true);
    expect(made).toEqual(Buffer.from(JSON.stringify(answer), "utf8"));
    expect(JSON.parse(textOf(answer) as string).data[19].contenu.it).toContain("🏗️");
    const large = { data: Array.from({ length: 200 }, (_, i) => item(i)) };
    expect(jsonBytes(large)).toEqual(Buffer.from(JSON.stringify(large), "utf8"));
  });

  it("gives a short answer as the very string JSON.stringify gives", () => {
    const answer = { success: true, data: [item(1)].map((x) => ({ ...x, contenu: "court" })) };
    expect(jsonBytes(answer)).toBe(JSON.stringify(answer));
  });

  it("leaves out what JSON leaves out, and writes null where JSON does", () => {
    const answer = {
      gone: undefined,
      alsoGone: () => 1,
      [Symbol("hidden")]: 1,
      list: [undefined, () => 1, Symbol("s"), Number.NaN, Number.POSITIVE_INFINITY],
      nested: { gone: undefined, kept: 0, list: [undefined] },
      last: undefined,
    };
    expect(textOf(answer)).toBe(JSON.stringify(answer));
    expect(textOf({ first: undefined, second: 2 })).toBe('{"second":2}');
  });

  it("asks toJSON and getters as JSON.stringify does", () => {
    let reads = 0;
    const answer = {
      quand: new Date(Date.UTC(2026, 10, 29)),
      custom: { toJSON: () => ({ replaced: true }) },
      get lazy() {
        reads++;
        return { made: "on reading" };
      },
      bare: Object.assign(Object.create(null), { a: 1 }),
      instance: new (class Point {
        x = 1;
        y = 2;
      })(),
      map: new Map([["a", 1]]),
    };
    expect(textOf(answer)).toBe(JSON.stringify(answer));
    expect(reads).toBe(2);
    const whole = { toJSON: () => [1, 2] };
    expect(textOf(whole)).toBe("[1,2]");
    const list = Object.assign([1, 2], { toJSON: () => "a list asked first" });
    expect(textOf({ data: list })).toBe(JSON.stringify({ data: list }));
  });

  it("answers what JSON.stringify answers for values that are not containers", () => {
    for (const value of [null, 0, -1.5, true, "é«»", [], {}, [[[]]]]) {
      expect(textOf(value)).toBe(JSON.stringify(value));
    }
    expect(jsonBytes(undefined)).toBeUndefined();
    expect(jsonBytes(() => 1)).toBeUndefined();
  });

  it("keeps keys that need escaping and characters cut nowhere", () => {
    const answer = {
      'clé "citée"\n': "\u2028 \ud83c", // a separator and a lone surrogate, escaped by JSON
      data: Array.from({ length: 3000 }, (_, i) => `🏗️${i}`),
    };
    expect(textOf(answer)).toBe(JSON.stringify(answer));
  });
});
