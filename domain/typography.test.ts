import { describe, expect, it } from "vitest";
import { frenchTypography, typesetFrenchProse } from "./typography.ts";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("frenchTypography", () => {
  it.each([
    ["Merci !", `Merci${NNBSP}!`],
    ["Un projet ? Parlons-en ; vite", `Un projet${NNBSP}? Parlons-en${NNBSP}; vite`],
    ["Contact : Dakar", `Contact${NBSP}: Dakar`],
    ["le « Plateau »", `le «${NBSP}Plateau${NBSP}»`],
    ["le «Plateau»", `le «${NBSP}Plateau${NBSP}»`],
    ["l'équipe d'Abidjan", "l’équipe d’Abidjan"],
    ["L'Italie, dell'Africa", "L’Italie, dell’Africa"],
    ["15 000 m³ livrés", `15${NNBSP}000 m³ livrés`],
  ])("sets %j as %j", (written, set) => {
    expect(frenchTypography(written)).toBe(set);
  });

  it.each([
    "https://groupe.example/contact",
    "de 8:30 à 17:00",
    "'cité'",
    "Oups!",
    "40 %",
    "+221 77 123 45 67",
  ])("leaves %j as written: no space was typed before the sign, or no letters around", (text) => {
    expect(frenchTypography(text)).toBe(text);
  });

  it("sets a run of 100,000 typed spaces at once (a pattern trying each space took 28 s)", () => {
    expect(frenchTypography(`Oui${" ".repeat(100_000)}!`)).toBe(`Oui${NNBSP}!`);
    expect(frenchTypography(`${" ".repeat(100_000)}x`)).toBe(`${" ".repeat(100_000)}x`);
  });

  it("gives the same text when applied twice", () => {
    const once = frenchTypography("Vous venez ? « Oui » : l'équipe !");
    expect(frenchTypography(once)).toBe(once);
  });
});

describe("typesetFrenchProse", () => {
  it("sets every prose string of an item, the brand's name too, and leaves its addresses and identifiers", () => {
    const item = {
      _id: "l'id",
      slug: "centre-d-affaires",
      titre: "Centre d'affaires : Abidjan",
      motsCles: ["l'océan"],
      image: { url: "/uploads/l'image.webp", texteAlternatif: "L'entrée" },
      email: "o'neil@example.com",
      nomMarque: "Groupe Afrique de l'Ouest",
      datePublication: new Date(0),
    };
    expect(typesetFrenchProse(item)).toEqual({
      _id: "l'id",
      slug: "centre-d-affaires",
      titre: `Centre d’affaires${NBSP}: Abidjan`,
      motsCles: ["l’océan"],
      image: { url: "/uploads/l'image.webp", texteAlternatif: "L’entrée" },
      email: "o'neil@example.com",
      nomMarque: "Groupe Afrique de l’Ouest",
      datePublication: new Date(0),
    });
  });
});
