import type { Language } from "../../domain/constants.ts";
import en from "./en.json";
import fr from "./fr.json";
import it from "./it.json";

export type Messages = typeof fr;

/** Every language's texts, on the server only: the browser loads just the one it shows. */
export const MESSAGES: Record<Language, Messages> = { fr, en, it };
