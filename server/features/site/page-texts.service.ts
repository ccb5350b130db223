import { LANGUAGES, type Language } from "../../../domain/constants.ts";
import {
  isCompleteIn,
  isPageTextKey,
  localizePageTexts,
  mergePageTexts,
  PAGE_TEXT_KEYS,
  PAGE_TEXT_MESSAGES,
  PAGE_TEXT_NAMES,
  type PageTextKey,
  type PageTexts,
  type PageTextsDocument,
} from "../../../domain/page-texts.ts";
import { pageTextsSchema, storedPageTexts } from "../../../domain/page-texts-document.ts";
import type { z } from "../../../domain/zod.ts";
import type { Database } from "../../db/client.ts";
import { type FieldError, HttpError, validationError } from "../../lib/http-error.ts";
import type { PublicCache } from "../../lib/public-cache.ts";
import type { Actor } from "../content/ownership.ts";
import {
  lockSiteDocument,
  readSiteDocument,
  readSiteDocuments,
  writeSiteDocument,
} from "./site-documents.repository.ts";

/** A page's texts in every language, and when staff last saved them (null: never). */
export interface PageTextsView {
  cle: PageTextKey;
  textes: PageTextsDocument;
  miseAJour: string | null;
}

/** A line of the back office's list of pages. */
export interface PageTextsSummary {
  cle: PageTextKey;
  nom: string;
  titre: string;
  /** Whether every text of the page is given in each language (else French shows). */
  complet: Record<Language, boolean>;
  miseAJour: string | null;
}

const CACHE_KEY = (cle: PageTextKey) => `pages:${cle}`;

/** The key of a request, or the 404 of an unknown one. */
export function pageTextKey(cle: string): PageTextKey {
  if (!isPageTextKey(cle)) throw new HttpError(404, PAGE_TEXT_MESSAGES.notFound);
  return cle;
}

/**
 * The schema's issues as the API's `erreurs`: an unknown field is named in `champ`
 * (zod reports it on the object that holds it).
 */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code !== "unrecognized_keys")
      return [{ champ: at.join("."), message: issue.message }];
    return issue.keys.map((key) => ({
      champ: [...at, key].join("."),
      message: PAGE_TEXT_MESSAGES.unknownField(key),
    }));
  });
}

const toView = (
  cle: PageTextKey,
  stored: { contenu: unknown; updatedAt: Date } | undefined,
): PageTextsView => ({
  cle,
  textes: storedPageTexts(cle, stored?.contenu),
  miseAJour: stored ? stored.updatedAt.toISOString() : null,
});

/**
 * The texts of the public pages (issue 18, part 2): read by the pages' loaders and by
 * GET /pages/{cle} from the cache of public reads, written by administrators through
 * PATCH /pages/{cle} (a partial change laid over the locked row, then checked whole).
 */
export function createPageTexts(db: Database, cache: PublicCache) {
  /**
   * A page's texts from the cache of public reads, or, `fresh`, from the database (what a
   * write answers: the cache trusts its content version up to a second).
   */
  async function read(cle: PageTextKey, fresh = false): Promise<PageTextsView> {
    const stored = async () => toView(cle, await readSiteDocument(db, cle));
    if (fresh) return stored();
    const { value } = await cache.read(CACHE_KEY(cle), stored);
    return value;
  }

  return {
    read,

    /** A page's texts in one language, French where that one's are empty. */
    async inLanguage(cle: PageTextKey, lang: Language): Promise<PageTexts> {
      return localizePageTexts((await read(cle)).textes, lang);
    },

    /** Every page, with its completeness per language and last change (back office). */
    async summaries(): Promise<PageTextsSummary[]> {
      const stored = await readSiteDocuments(db);
      return PAGE_TEXT_KEYS.map((cle) => {
        const { textes, miseAJour } = toView(cle, stored.get(cle));
        const titre = textes.titre as { fr: string };
        return {
          cle,
          nom: PAGE_TEXT_NAMES[cle],
          titre: titre.fr,
          complet: Object.fromEntries(
            LANGUAGES.map((lang) => [lang, isCompleteIn(textes, lang)]),
          ) as Record<Language, boolean>,
          miseAJour,
        };
      });
    },

    /** Lays `change` over the page's current texts and saves the whole, checked, for `actor`. */
    async update(cle: PageTextKey, change: unknown, actor: Actor): Promise<PageTextsView> {
      if (typeof change !== "object" || change === null || Array.isArray(change)) {
        throw new HttpError(400, PAGE_TEXT_MESSAGES.notAnObject);
      }
      return db.transaction(async (tx) => {
        const current = storedPageTexts(cle, (await lockSiteDocument(tx, cle))?.contenu);
        const parsed = pageTextsSchema(cle).safeParse(
          mergePageTexts(current, change as Record<string, unknown>),
        );
        if (!parsed.success) throw validationError(fieldErrors(parsed.error.issues));
        return toView(cle, await writeSiteDocument(tx, cle, parsed.data, actor, "page"));
      });
    },
  };
}

export type PageTextsService = ReturnType<typeof createPageTexts>;
