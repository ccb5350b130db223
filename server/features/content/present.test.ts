import { describe, expect, it } from "vitest";
import { REALISATION_TYPE } from "../../../domain/content-types/realisation.ts";
import type { MediaAsset } from "../../../domain/media.ts";
import { mediasOf } from "./present.ts";

// An answer's `medias` are made when read (present.ts mediasOf): a list screen that names
// its fields drops them unread. The answers' tests check what they hold; these, that
// nothing is made for an answer that never reads them, that reading gives plain values, and
// that every item shares the same getter, kept once read (ADR 074: a getter per item, or
// one replaced when read, kept each row alive through the young collections).

const picture = (cle: string): MediaAsset => ({
  cle,
  largeur: 1600,
  hauteur: 900,
  largeurs: [480, 960, 1600],
  formats: ["webp", "avif"],
});

/** A storage whose address is counted each time a picture's address is made from it. */
function countingStorage() {
  const counted = { reads: 0 };
  const storage = {
    get publicUrl() {
      counted.reads += 1;
      return "/uploads/";
    },
  };
  return { storage, counted };
}

const row = {
  titre: { fr: "Pont de Kaloum", en: "Kaloum bridge", it: "Ponte di Kaloum" },
  images: [picture("a"), picture("b")],
};
const reader = { lang: undefined, title: row.titre };

describe("an answer's medias", () => {
  it("makes no picture's addresses for an answer that never reads them", () => {
    const { storage, counted } = countingStorage();
    const medias = mediasOf(storage, REALISATION_TYPE, row, reader);
    expect(Object.keys(medias)).toEqual(["images"]);
    expect(counted.reads).toBe(0);
  });

  it("makes them once when read, as plain values that JSON and spreads carry", () => {
    const { storage, counted } = countingStorage();
    const medias = mediasOf(storage, REALISATION_TYPE, row, reader);
    const first = medias.images;
    expect(first).toHaveLength(2);
    expect(first[0]?.srcset).toBe(
      "/uploads/a-480.webp 480w, /uploads/a-960.webp 960w, /uploads/a-1600.webp 1600w",
    );
    expect(first[1]?.srcsetAvif).toContain("/uploads/b-1600.avif 1600w");
    const made = counted.reads;
    expect(made).toBeGreaterThan(0);
    expect(medias.images).toBe(first);
    expect(JSON.parse(JSON.stringify({ medias })).medias.images[0].url).toBe(
      "/uploads/a-1600.webp",
    );
    expect({ ...medias }.images).toBe(first);
    expect(counted.reads).toBe(made);
  });

  it("gives every item the same accessors, still in place once read, and takes a value set", () => {
    const { storage } = countingStorage();
    const one = mediasOf(storage, REALISATION_TYPE, row, reader);
    const other = mediasOf(storage, REALISATION_TYPE, { ...row, images: [picture("c")] }, reader);
    const accessor = (medias: object) => Object.getOwnPropertyDescriptor(medias, "images");
    expect(accessor(one)?.get).toBeTypeOf("function");
    expect(accessor(other)?.get).toBe(accessor(one)?.get);
    expect(other.images[0]?.url).toBe("/uploads/c-1600.webp");
    expect(one.images[0]?.url).toBe("/uploads/a-1600.webp");
    expect(accessor(other)?.get).toBe(accessor(one)?.get);
    expect(accessor(other)).toMatchObject({ enumerable: true, configurable: true });
    one.images = [];
    expect(one.images).toEqual([]);
    expect(other.images).toHaveLength(1);
  });
});
