import type { Language } from "../../domain/constants.ts";
import { SITE_SETTINGS } from "../../domain/site-settings.ts";
import { MESSAGES, type Messages } from "../i18n/resources.server.ts";

type PageWithIntro = {
  [K in keyof Messages]: Messages[K] extends { title: string; intro: string } ? K : never;
}[keyof Messages];

/** A page's title (with the brand) and description, in the page's language. */
export function pageMeta(lang: Language, page: PageWithIntro) {
  const texts = MESSAGES[lang][page] as { title: string; intro: string };
  return { title: `${texts.title} — ${SITE_SETTINGS.brand[lang]}`, description: texts.intro };
}
