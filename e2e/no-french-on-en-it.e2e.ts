// Issue 28: an English or Italian page says nothing in French: not in what it shows, nor
// in what a screen reader, a search engine or a link preview reads of it (placeholders,
// aria-labels, alternative texts, titles, the head's meta). Every public template is read
// in both languages. The demo content is translated item by item; a text staff wrote only
// in French falls back to French by design (SPEC.md §1), which is why the words sought are
// the interface's, not the content's.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { Language } from "../domain/constants.ts";
import en from "../domain/i18n/en.json";
import it from "../domain/i18n/it.json";
import { detailPath, localizedPath } from "../domain/site-paths.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl } = e2eEnv();
const { readingPage } = browserPerFile();

/**
 * Words and phrases only French would put on these pages: the interface's verbs and
 * labels, and small words of French sentences (with the spaces around them, so that a
 * name such as 'Côte d’Ivoire' or 'Blaise-Diagne' never matches).
 */
const FRENCH_TELLTALES = [
  /\bexemple\b/i,
  /\bVeuillez\b/i,
  /\bEnvoyer\b/i,
  /\bRechercher\b/i,
  /\bRecherche\b/,
  /\bAccueil\b/,
  /\bRetour\b/,
  /\bMerci\b/,
  /\bnous contacter\b/i,
  /\bQui sommes-nous\b/i,
  /\bRéalisations\b/,
  /\bActualités\b/,
  /\bOpportunités\b/,
  /\bObligatoire\b/i,
  /\bSuivante\b|\bPrécédente\b/i,
  /\bFermer\b|\bOuvrir\b/i,
  /\bAucune?\b/,
  /\bChargement\b/,
  /\bPartager\b/,
  /\bVoir\b|\bLire\b/,
  /\bSuivant\b|\bPrécédent\b/,
  / de la /,
  / à /,
  / les /,
  / des /,
  / du /,
  / pour /i,
  / avec /i,
  / votre /i,
  / vos /i,
  / est /,
  / sont /,
  / et /,
  / une /,
  / sur /,
];

/** The brand is a name, the same in every language (domain/site-settings.ts). */
const BRAND = /Groupe Afrique de l['’]Ouest/g;

/** Everything a reader of the page meets in words: shown, announced, indexed, previewed. */
async function wordsOf(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    // A part marked in another language is that language by design (WCAG 3.1.2: the legal
    // notice's registered names and addresses are French): read without it.
    const ownLanguage = document.documentElement.lang;
    const otherLanguage = [...document.body.querySelectorAll<HTMLElement>("[lang]")].filter(
      (element) => element.lang !== ownLanguage,
    );
    for (const element of otherLanguage) element.style.display = "none";
    const body = document.body.innerText;
    for (const element of otherLanguage) element.style.display = "";
    const found: { where: string; text: string }[] = [
      { where: "title", text: document.title },
      { where: "body", text: body },
    ];
    for (const meta of document.querySelectorAll("meta[content]")) {
      const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
      if (/^(description|og:|twitter:)/.test(name) && !/url|image$|locale|type|card/.test(name))
        found.push({ where: `meta ${name}`, text: meta.getAttribute("content") ?? "" });
    }
    for (const name of ["placeholder", "aria-label", "alt", "title"]) {
      for (const element of document.body.querySelectorAll(`[${name}]`)) {
        found.push({
          where: `${element.tagName.toLowerCase()}[${name}]`,
          text: element.getAttribute(name) ?? "",
        });
      }
    }
    return found;
  });
}

/** The first published item of a type, its path in `lang`. */
async function firstItemPath(
  type: "articles" | "realisations" | "opportunites" | "offres-emploi" | "communiques",
  lang: Language,
) {
  const response = await fetch(`${baseUrl}/api/v1/${type}?lang=${lang}&limite=1`);
  const body = (await response.json()) as {
    results?: { slug: string }[];
    data?: { slug: string }[];
  };
  const [item] = body.results ?? body.data ?? [];
  if (!item) throw new Error(`e2e: the demo content has no ${type}`);
  return detailPath(lang, type, item.slug);
}

/** Each public template by its French path, opened at its address in each language. */
const TEMPLATES = [
  "/",
  "/immobilier",
  "/aviation",
  "/mines",
  "/logistique",
  "/realisations",
  "/actualites",
  "/opportunites",
  "/carrieres",
  "/carrieres?secteur=mines",
  "/presse",
  "/qui-sommes-nous",
  "/gouvernance",
  "/engagements",
  "/contact",
  "/recherche?q=port",
  "/mentions-legales",
  "/confidentialite",
  "/newsletter",
  "/cette-page-n-existe-pas",
];

describe("English and Italian pages say nothing in French", () => {
  for (const lang of ["en", "it"] as const) {
    test(`every public template in ${lang}`, async () => {
      const page = await readingPage();
      const paths = [
        ...TEMPLATES.map((path) => localizedPath(lang, path)),
        await firstItemPath("articles", lang),
        await firstItemPath("realisations", lang),
        await firstItemPath("opportunites", lang),
        // An open offer's page, with its application form (ADR 066), and a release's.
        await firstItemPath("offres-emploi", lang),
        await firstItemPath("communiques", lang),
      ];
      const french: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        for (const { where, text } of await wordsOf(page)) {
          const words = text.replace(BRAND, "").replace(/\s+/g, " ");
          for (const telltale of FRENCH_TELLTALES) {
            const match = telltale.exec(words);
            if (match) {
              const around = words.slice(Math.max(0, match.index - 30), match.index + 40);
              french.push(`${path} ${where}: …${around}…`);
            }
          }
        }
      }
      expect(french).toEqual([]);
    });
  }

  test("numbers are written as each language writes them", async () => {
    const page = await readingPage();
    const response = await fetch(`${baseUrl}/api/v1/opportunites?lang=en&limite=50`);
    const { data } = (await response.json()) as {
      data: { quantiteDisponible: string; slugs: Record<string, string> }[];
    };
    const granite = data.find((item) => item.quantiteDisponible.includes("m³"));
    if (!granite) throw new Error("e2e: the demo content has no quantity in m³");
    const shown = { fr: "15\u202f000 m³", en: "15,000 m³", it: "15.000 m³" } as const;
    for (const lang of ["fr", "en", "it"] as const) {
      await page.goto(detailPath(lang, "opportunites", granite.slugs[lang] ?? ""));
      const quantity = {
        fr: "Quantité disponible",
        en: en.details.quantity,
        it: it.details.quantity,
      };
      const text = await page.locator("main").innerText();
      expect(text, `${lang}: ${quantity[lang]}`).toContain(shown[lang]);
    }
  });
});
