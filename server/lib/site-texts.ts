import type { Language } from "../../domain/constants.ts";
import { createTexts, type Texts } from "../../web/i18n/create-texts.ts";
import en from "../../web/i18n/en.json" with { type: "json" };
import fr from "../../web/i18n/fr.json" with { type: "json" };
import it from "../../web/i18n/it.json" with { type: "json" };

// Node needs the import attribute to load JSON; web/i18n/resources.server.ts, bundled by
// Vite for the pages, does without, so the server's own code reads the files here.
const MESSAGES = { fr, en, it };

/** The site's texts in a language, for what the server writes itself (mails). */
export const siteTexts = (lang: Language): Texts => createTexts(lang, MESSAGES[lang]);
