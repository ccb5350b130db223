// The site's interface texts in the three languages, for what renders or writes them on the
// server: the pages' loaders (through web/i18n/resources.server.ts, which keeps them out of
// the browser's bundle: a page receives only its language's texts, from the root loader)
// and the server's mails (server/lib/site-texts.ts).
// The import attribute is what Node needs to load JSON; Vite reads it as well.
import type { Language } from "../constants.ts";
import en from "./en.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import it from "./it.json" with { type: "json" };

export type Messages = typeof fr;

/** Every language's texts: the same keys in the three files (i18n.test.ts checks it). */
export const MESSAGES: Record<Language, Messages> = { fr, en, it };
