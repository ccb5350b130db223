// The content answers' schemas follow from the registry (docs/decisions/042): every field
// of every type is in its answers, a field added to the registry is there without a line
// elsewhere, and each kind gives its piece for the back office and for a reader.
import { describe, expect, it } from "vitest";
import type { Fields } from "../../domain/content-types/define.ts";
import { localizedText } from "../../domain/content-types/fields.ts";
import type { ContentTypeKey } from "../../domain/content-types/identities.ts";
import { CONTENT_REGISTRY, CONTENT_TYPE_KEYS } from "../../domain/content-types/index.ts";
import type { z } from "../../domain/zod.ts";
import { PublicArticleSchema, StaffArticleSchema } from "./articles/articles.queries.ts";
import { publicReleaseSchema, StaffReleaseSchema } from "./communiques/communiques.queries.ts";
import { contentAnswer } from "./content/answers.ts";
import { publicOfferSchema, StaffOfferSchema } from "./offres-emploi/offres-emploi.queries.ts";
import {
  publicOpportunitySchema,
  StaffOpportunitySchema,
} from "./opportunites/opportunites.queries.ts";
import {
  publicRealisationSchema,
  StaffRealisationSchema,
} from "./realisations/realisations.queries.ts";

const ANSWERS: Record<ContentTypeKey, { staff: z.ZodObject; public: z.ZodObject }> = {
  article: { staff: StaffArticleSchema, public: PublicArticleSchema },
  realisation: { staff: StaffRealisationSchema, public: publicRealisationSchema("one") },
  opportunite: { staff: StaffOpportunitySchema, public: publicOpportunitySchema("one") },
  offreEmploi: { staff: StaffOfferSchema, public: publicOfferSchema("one") },
  communique: { staff: StaffReleaseSchema, public: publicReleaseSchema("one") },
};

describe("the content answers' schemas", () => {
  it("answer every field of every type, to the back office and to the public", () => {
    for (const type of CONTENT_TYPE_KEYS) {
      const all: Fields = CONTENT_REGISTRY[type].fields;
      const inPictures = (name: string) => {
        const field = all[name];
        return field?.kind === "altTexts" && all[field.of ?? ""]?.kind === "gallery";
      };
      const fields = Object.entries(all)
        // The pictures an edit keeps are a request's, not a stored value; a gallery's
        // texts are answered in its pictures (docs/decisions/041), checked below.
        .filter(([name, field]) => field.kind !== "keptImages" && !inPictures(name))
        .map(([name]) => name);
      expect(fields.length, type).toBeGreaterThan(4);
      const pictures = Object.entries(all)
        .filter(([, field]) => field.kind === "image" || field.kind === "gallery")
        .map(([name]) => name);
      for (const reader of ["staff", "public"] as const) {
        const shape = ANSWERS[type][reader].shape;
        const answered = Object.keys(shape);
        expect(
          fields.filter((name) => !answered.includes(name)),
          `${type} ${reader}`,
        ).toEqual([]);
        // Every image field has its picture(s) under `medias`, with their texts.
        const medias = Object.keys((shape.medias as unknown as z.ZodObject).shape);
        expect(medias, `${type} ${reader} medias`).toEqual(pictures);
      }
    }
  });

  it("answer a field added to the registry, written nowhere else", () => {
    const fields = {
      ...CONTENT_REGISTRY.article.fields,
      sousTitre: localizedText({
        label: "Sous-titre",
        max: 150,
        messages: { tooLong: () => "Le sous-titre est trop long." },
      }),
    };
    const staff = contentAnswer({ fields }, "staff").shape.sousTitre;
    expect(staff.safeParse({ fr: "Un", en: "A", it: "Uno" }).success).toBe(true);
    expect(staff.safeParse("Un").success).toBe(false);
    const reader = contentAnswer({ fields }, "one").shape.sousTitre;
    expect(reader.safeParse("Un").success).toBe(true);
    expect(reader.safeParse({ fr: "Un", en: "A", it: "Uno" }).success).toBe(false);
  });

  it("give each kind its piece: entries, keywords, images, a gallery's texts", () => {
    const staff = StaffRealisationSchema.shape;
    const entry = { valeur: "12", libelle: { fr: "km", en: "km", it: "km" } };
    expect(staff.chiffresCles.safeParse([entry]).success).toBe(true);
    expect(staff.chiffresCles.safeParse([{ ...entry, libelle: "km" }]).success).toBe(false);
    const reader = publicRealisationSchema("one").shape;
    expect(reader.chiffresCles.safeParse([{ ...entry, libelle: "km" }]).success).toBe(true);
    // A gallery's texts are in its pictures (ADR 041): per language for staff, one for a reader.
    const picture = {
      url: "/uploads/a.webp",
      srcset: "/uploads/a-400.webp 400w",
      srcsetAvif: "",
      largeur: 400,
      hauteur: 300,
      credit: null,
      pointFocal: null,
    };
    const localizedText = { fr: "a", en: "", it: "" };
    expect(
      staff.medias.safeParse({ images: [{ ...picture, texteAlternatif: localizedText }] }).success,
    ).toBe(true);
    expect(staff.medias.safeParse({ images: [{ ...picture, texteAlternatif: "a" }] }).success).toBe(
      false,
    );
    expect(
      reader.medias.safeParse({ images: [{ ...picture, texteAlternatif: "a" }] }).success,
    ).toBe(true);
    expect(staff.medias.safeParse({ images: [picture] }).success).toBe(false);
    expect(StaffArticleSchema.shape.medias.safeParse({ imagePrincipale: null }).success).toBe(true);
    expect(
      StaffArticleSchema.shape.medias.safeParse({
        imagePrincipale: {
          ...picture,
          texteAlternatif: localizedText,
          pointFocal: { x: 30, y: 70 },
        },
      }).success,
    ).toBe(true);
    expect(StaffArticleSchema.shape.motsCles.safeParse({ fr: ["a"], en: [], it: [] }).success).toBe(
      true,
    );
    expect(PublicArticleSchema.shape.motsCles.safeParse(["a"]).success).toBe(true);
  });
});
