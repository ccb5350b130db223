// Issue 19, point 3: no French word on an /en or /it page that is not a proper name. Every
// public page of the demo content, in English and Italian, as the server sends it (what a
// visitor reads before any script runs, screen-reader texts and alternative texts
// included), is searched for the French vocabulary the site has: states and statuses,
// categories, countries, months, the interface's words. A failure names the page and word.
import { describe, expect, test } from "vitest";
import type { Category } from "../domain/categories.ts";
import { type Language, SECTOR_CODES } from "../domain/constants.ts";
import type { ContentTypePlural } from "../domain/content-types/identities.ts";
import { COUNTRY_CODES, countryName } from "../domain/countries.ts";
import { detailPath, localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { foldName } from "../domain/text.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl } = e2eEnv();
const LANGS = ["en", "it"] as const satisfies readonly Language[];

/**
 * French words of the site's own vocabulary, each with the languages in which the same
 * spelling is a word of that language too ("mai": never, in Italian).
 */
const FRENCH_VOCABULARY: [string, Language[]?][] = [
  // States and statuses.
  ["Brouillon"],
  ["Publié"],
  ["Planifié"],
  ["Actif"],
  ["Expiré"],
  ["Retiré"],
  ["Livré"],
  ["En cours"],
  // Months.
  ...[
    "janvier",
    "février",
    "mars",
    "avril",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "décembre",
  ].map((month): [string] => [month]),
  ["novembre", ["it"]],
  ["mai", ["it"]],
  // The interface's words.
  ["Voir plus"],
  ["Voir tout"],
  ["Voir le détail"],
  ["Lire la suite"],
  ["En savoir plus"],
  ["Accueil"],
  ["Actualités"],
  ["Réalisations"],
  ["Opportunités"],
  ["Qui sommes-nous"],
  ["Mentions légales"],
  ["Confidentialité"],
  ["Catégorie"],
  ["Pays"],
  ["Quantité disponible"],
  ["Mots-clés"],
  ["Publié le"],
  ["Valable jusqu"],
  ["Partager"],
  ["Contactez-nous"],
  ["Demander un devis"],
  ["Envoyer"],
  ["Précédent"],
  ["Suivant"],
  ["Chargement"],
  ["Aucune"],
  ["Aucun"],
  ["Tous droits réservés"],
  ["Immobilier"],
  ["Logistique"],
  ["Mines", ["en"]],
  ["Secteur"],
  ["Année"],
  ["Livraison"],
  // Units written out in a quantity, a field with one text for the three languages.
  // "tonnes" is English too (metric tons), hence flagged on Italian pages only.
  ["tonnes", ["en"]],
  ["par mois"],
  ["par semaine"],
];

interface Term {
  word: string;
  pattern: RegExp;
}

/** A whole word or phrase, any case, not inside a longer word. */
const termOf = (word: string): Term => ({
  word,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[’']/g, "['’]")}(?![\\p{L}\\p{N}])`,
    "iu",
  ),
});

/** The French words a page in `lang` must not show: what reads otherwise in `lang`. */
function vocabularyFor(lang: Language, categories: readonly Category[]): Term[] {
  const differs = (french: string, translated: string) => foldName(french) !== foldName(translated);
  const words = new Set<string>();
  for (const [word, alsoIn = []] of FRENCH_VOCABULARY) {
    if (!alsoIn.includes(lang)) words.add(word);
  }
  for (const { libelle } of categories) {
    if (differs(libelle.fr, libelle[lang])) words.add(libelle.fr);
  }
  for (const code of COUNTRY_CODES) {
    const french = countryName(code, "fr");
    if (differs(french, countryName(code, lang))) words.add(french);
  }
  return [...words].map(termOf);
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * What a visitor reads on a page: its title, its text (scripts and styles aside: the page's
 * data is not read), and the texts of its images, labels and hints.
 */
function readableText(html: string): string {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ");
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/gi)].map(
    (match) => match[1] ?? "",
  );
  const text = body.replace(/<[^>]+>/g, " ");
  // Addresses (immobilier@example.com) are names, not words read as French.
  return decode([text, ...attributes].join(" "))
    .replace(/\S+@\S+/g, " ")
    .replace(/\s+/g, " ");
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Every published item of a type, by its slug in `lang`. */
async function slugsOf(type: ContentTypePlural, lang: Language): Promise<string[]> {
  const body = await json<{ data?: { slug: string }[]; results?: { slug: string }[] }>(
    `/${type}?lang=${lang}&limite=100`,
  );
  return (body.data ?? body.results ?? []).map((item) => item.slug);
}

/** Every public page of the demo content in `lang`. */
async function pagesOf(lang: Language): Promise<string[]> {
  const pages = [
    PAGE_PATHS.home,
    ...SECTOR_CODES.map((code) => PAGE_PATHS[code]),
    PAGE_PATHS.realisations,
    PAGE_PATHS.actualites,
    PAGE_PATHS.opportunites,
    PAGE_PATHS.about,
    PAGE_PATHS.gouvernance,
    PAGE_PATHS.contact,
    PAGE_PATHS.mentionsLegales,
    PAGE_PATHS.confidentialite,
  ].map((path) => localizedPath(lang, path));
  for (const type of ["realisations", "articles", "opportunites"] as const) {
    for (const slug of await slugsOf(type, lang)) pages.push(detailPath(lang, type, slug));
  }
  return pages;
}

describe("no French vocabulary on English and Italian pages", () => {
  test.each(LANGS)(
    "every demo page in %s",
    async (lang) => {
      const { data: categories } = await json<{ data: Category[] }>("/categories");
      expect(categories.length).toBeGreaterThan(0);
      const vocabulary = vocabularyFor(lang, categories);
      const pages = await pagesOf(lang);
      // The demo content: every list and every item of it.
      expect(pages.length).toBeGreaterThan(30);
      const found: string[] = [];
      for (const path of pages) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-language": lang } });
        expect(response.status, path).toBe(200);
        const text = readableText(await response.text());
        for (const term of vocabulary) {
          const match = term.pattern.exec(text);
          if (match) {
            const around = text.slice(Math.max(0, match.index - 40), match.index + 60).trim();
            found.push(`${path}: « ${term.word} » in "${around}"`);
          }
        }
      }
      expect(found).toEqual([]);
    },
    180_000,
  );

  test("the walk finds a French word where there is one", () => {
    // The check itself can fail: the same reading of a page that shows French.
    const terms = vocabularyFor("en", [
      {
        _id: "x",
        libelle: { fr: "Fret aérien", en: "Air freight", it: "Trasporto aereo merci" },
        ordre: 0,
      },
    ]);
    const page = readableText(
      '<main><h1>Cargo</h1><span class="badge">Fret a&#xe9;rien</span><p>Guinée · <b>Expiré</b></p><script>{"pays":"Sénégal"}</script></main>',
    );
    const hits = terms.filter((term) => term.pattern.test(page)).map((term) => term.word);
    expect(hits.sort()).toEqual(["Expiré", "Fret aérien", "Guinée"]);
    // An English word that holds a French one is not it: "Mines" in "Minesweeper".
    expect(terms.some((term) => term.pattern.test("Dakar's premises and nationals"))).toBe(false);
  });
});
