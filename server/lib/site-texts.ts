import type { Language } from "../../domain/constants.ts";
import { createTexts, type Texts } from "../../domain/i18n/create-texts.ts";
import { MESSAGES } from "../../domain/i18n/messages.ts";

/** The site's texts in a language, for what the server writes itself (mails). */
export const siteTexts = (lang: Language): Texts => createTexts(lang, MESSAGES[lang]);
