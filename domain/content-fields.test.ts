import { describe, expect, it } from "vitest";
import {
  choiceField,
  dateField,
  formatLimit,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_HEAVY_MESSAGE,
  imageFileField,
  keywordsField,
  perLanguage,
  textField,
} from "./content-fields.ts";
import { normalizeText } from "./text.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the builders of the content schemas", () => {
  it("cleans text once: NFC, invisible and control characters gone, trimmed, lines kept", () => {
    expect(normalizeText("  Cafe\u0301\u200b\u0007 du\r\nport\ufeff ")).toBe("Café du\nport");
    expect(normalizeText("\u200b\u200d\u2060\u00ad")).toBe("");
  });

  it("judges required and lengths on the cleaned text, one message per field", () => {
    const title = textField({
      required: "obligatoire",
      min: { length: 3, message: "trop court" },
      max: { length: 5, message: "trop long" },
    });
    expect(messages(title.safeParse("\u200b \u200b"))).toEqual(["obligatoire"]);
    expect(messages(title.safeParse(undefined))).toEqual(["obligatoire"]);
    expect(messages(title.safeParse("ab"))).toEqual(["trop court"]);
    expect(messages(title.safeParse("abcdef"))).toEqual(["trop long"]);
    // Five characters once composed, six code points before.
    expect(title.parse("Cafe\u0301s")).toBe("Cafés");
  });

  it("names the language of each per-language error, and reads a missing language as empty", () => {
    const titles = perLanguage((lang) =>
      textField({ required: `titre ${lang}`, max: { length: 9, message: "long" } }),
    );
    const result = titles.safeParse({ fr: "Bonjour" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["en", "titre en"],
      ["it", "titre it"],
    ]);
  });

  it("reads keywords as a list or comma-separated text, dropping empty ones", () => {
    const keywords = keywordsField(6, "trop long");
    expect(keywords.parse("mine, or ,, fer")).toEqual(["mine", "or", "fer"]);
    expect(keywords.parse(["a,b", " c "])).toEqual(["a", "b", "c"]);
    expect(keywords.parse(undefined)).toEqual([]);
    expect(messages(keywords.safeParse(["beaucoup trop"]))).toEqual(["trop long"]);
  });

  it("accepts dates from 1970 to 9999 only, empty as none", () => {
    const date = dateField("date invalide");
    expect(date.parse("")).toBeNull();
    expect(date.parse("2024-05-01T08:00")).toBeInstanceOf(Date);
    for (const bad of ["1969-12-31", "20255-01-01", "31/12/2024", "demain"]) {
      expect(messages(date.safeParse(bad))).toEqual(["date invalide"]);
    }
  });

  it("reads a choice folded (case, accents, spaces), with aliases and a fallback", () => {
    const state = choiceField(["brouillon", "publié"], "état invalide", {
      fallback: "brouillon",
      aliases: { published: "publié" },
    });
    expect(state.parse(" PUBLIE ")).toBe("publié");
    expect(state.parse("Published")).toBe("publié");
    expect(state.parse("")).toBe("brouillon");
    expect(messages(state.safeParse("archivé"))).toEqual(["état invalide"]);
  });

  it("checks an image file's declared type and size; the server's files declare none", () => {
    const image = imageFileField({ required: "obligatoire", typeMessage: "type" });
    const file = (type: string, size = 10) => new File([new Uint8Array(size)], "x", { type });
    expect(image.parse(file("image/png"))).toBeInstanceOf(File);
    expect(image.parse(file(""))).toBeInstanceOf(File);
    expect(messages(image.safeParse(file("image/gif")))).toEqual(["type"]);
    expect(messages(image.safeParse(file("image/png", IMAGE_MAX_BYTES + 1)))).toEqual([
      IMAGE_TOO_HEAVY_MESSAGE,
    ]);
    expect(messages(image.safeParse(undefined))).toEqual(["obligatoire"]);
  });

  it("writes limits as French does", () => {
    expect(formatLimit(5000)).toBe("5000");
    expect(formatLimit(10_000)).toBe("10 000");
  });
});
