// The page texts the site ships with (domain/page-texts.defaults.ts), as a page shows them:
// the tests read the words a visitor sees from where the site takes them.
import type { Language } from "../../domain/constants.ts";
import {
  localizePageTexts,
  type PageTextKey,
  pageList,
  pageText,
} from "../../domain/page-texts.ts";
import { defaultPageTexts } from "../../domain/page-texts-document.ts";
import { asShownIn } from "../../domain/typography.ts";

/** A page's default texts in one language: `text(name)` and `list(name)`. */
export function shippedPageTexts(key: PageTextKey, lang: Language) {
  const texts = asShownIn(lang, localizePageTexts(defaultPageTexts(key), lang));
  return {
    text: (name: string) => pageText(texts, name),
    list: (name: string) => pageList(texts, name),
  };
}
