// What the back office reads and sends for the page texts (server/features/site/).
import type { Language } from "../../../domain/constants.ts";
import type { PageTextKey, PageTextsDocument } from "../../../domain/page-texts.ts";

/** GET /pages (administrators): a line per page. */
export interface PageTextsSummary {
  cle: PageTextKey;
  nom: string;
  titre: string;
  complet: Record<Language, boolean>;
  miseAJour: string | null;
}

/** GET /pages/{cle} without a language: every text in fr, en and it. */
export interface PageTextsView {
  cle: PageTextKey;
  textes: PageTextsDocument;
  miseAJour: string | null;
}
