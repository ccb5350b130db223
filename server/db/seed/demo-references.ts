// The demo's certifications, partners and clients (issue 32, point 4; ADR 064). The
// companies are invented (no real firm's name or logo), named alike in the three languages
// (the no-French walk reads the logos' alternative texts), and link to reserved `.example`
// addresses; the certifications are the standards a group of this kind holds, issued by
// believable bodies. The logos carry names only, which read the same in every language;
// `npm run make:demo-references` draws them into demo-references/ (committed), from the
// shapes and colours given here.
import { fileURLToPath } from "node:url";
import type { ReferenceGroup } from "../../../domain/references.ts";

export interface DemoReference {
  /** The file name of its logo in demo-references/ (without `.png`). */
  file: string;
  nom: string;
  groupe: ReferenceGroup;
  emetteur?: string;
  annee?: number;
  lien?: string;
  /** How its logo is drawn: its mark's shape and colour, and the words beside it. */
  logo: {
    mark: "circle" | "triangle" | "square" | "diamond" | "badge";
    colour: string;
    words: [string, string?];
  };
}

export const DEMO_REFERENCES_FOLDER = fileURLToPath(new URL("./demo-references/", import.meta.url));

export const DEMO_REFERENCES: readonly DemoReference[] = [
  {
    file: "iso-9001",
    nom: "ISO 9001",
    groupe: "certification",
    emetteur: "AFNOR Certification",
    annee: 2012,
    logo: { mark: "badge", colour: "#1f4e79", words: ["ISO 9001"] },
  },
  {
    file: "iso-14001",
    nom: "ISO 14001",
    groupe: "certification",
    emetteur: "Bureau Veritas Certification",
    annee: 2016,
    logo: { mark: "badge", colour: "#2e7d32", words: ["ISO 14001"] },
  },
  {
    file: "iso-45001",
    nom: "ISO 45001",
    groupe: "certification",
    emetteur: "Bureau Veritas Certification",
    annee: 2020,
    logo: { mark: "badge", colour: "#b45309", words: ["ISO 45001"] },
  },
  {
    file: "iosa",
    nom: "IOSA",
    groupe: "certification",
    emetteur: "IATA",
    annee: 2018,
    logo: { mark: "badge", colour: "#334155", words: ["IOSA"] },
  },
  {
    file: "sahel-solaire",
    nom: "Sahel Solaire",
    groupe: "partenaire",
    lien: "https://www.sahel-solaire.example",
    logo: { mark: "circle", colour: "#d97706", words: ["Sahel", "Solaire"] },
  },
  {
    file: "cimenterie-du-baobab",
    nom: "Baobab Ciments",
    groupe: "partenaire",
    lien: "https://www.ciments-baobab.example",
    logo: { mark: "square", colour: "#57534e", words: ["Baobab", "Ciments"] },
  },
  {
    file: "assurances-kora",
    nom: "Assurances Kora",
    groupe: "partenaire",
    lien: "https://www.assurances-kora.example",
    logo: { mark: "diamond", colour: "#7c3aed", words: ["Kora", "Assurances"] },
  },
  {
    file: "bambouk-ressources",
    nom: "Bambouk Ressources",
    groupe: "partenaire",
    lien: "https://www.bambouk-ressources.example",
    logo: { mark: "triangle", colour: "#a16207", words: ["Bambouk", "Ressources"] },
  },
  {
    file: "banque-du-delta",
    nom: "BDI Banque",
    groupe: "client",
    lien: "https://www.banque-delta.example",
    logo: { mark: "square", colour: "#0f766e", words: ["BDI", "Banque"] },
  },
  {
    file: "aero-casamance",
    nom: "Aéro Casamance",
    groupe: "client",
    lien: "https://www.aero-casamance.example",
    logo: { mark: "triangle", colour: "#0369a1", words: ["Aéro", "Casamance"] },
  },
  {
    file: "hotels-lagune",
    nom: "Lagune Hôtels",
    groupe: "client",
    lien: "https://www.hotels-lagune.example",
    logo: { mark: "circle", colour: "#be185d", words: ["Lagune", "Hôtels"] },
  },
  {
    file: "kayes-agro",
    nom: "Kayes Agro-Industries",
    groupe: "client",
    lien: "https://www.kayes-agro.example",
    logo: { mark: "diamond", colour: "#15803d", words: ["Kayes", "Agro"] },
  },
];
