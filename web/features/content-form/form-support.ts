// What the content forms (projects, articles) share beyond their fields: the values as
// the form holds them and the messages a failed send shows (SPEC.md §8).
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import { ApiError } from "../../lib/api.ts";

/** `datetime-local` wants local time without a zone. */
export function toLocalDateTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` text as the instant the API reads (the server has no time zone). */
export const toInstant = (local: string): string => new Date(local).toISOString();

/** One text per language. */
export const perLanguage = (value: (lang: Language) => string): Localized =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, value(lang)])) as Localized;

/** SPEC.md §8, creation: 'champ: message' joined by ' | ', else the message, else 'Erreur inconnue'. */
export function creationFailure(caught: unknown): string {
  if (caught instanceof ApiError && caught.erreurs.length > 0) {
    return caught.erreurs.map(({ champ, message }) => `${champ}: ${message}`).join(" | ");
  }
  if (caught instanceof Error && caught.message) return caught.message;
  return "Erreur inconnue";
}

/** SPEC.md §8, edition: the server's message, else the error's. */
export function editionFailure(caught: unknown): string {
  return caught instanceof Error && caught.message
    ? caught.message
    : "Erreur lors de la mise à jour";
}

/** The failure message of a form by its mode. */
export const failureFor = (mode: "create" | "edit") =>
  mode === "create" ? creationFailure : editionFailure;

/** Whether a text must be given in `lang`: in every language on creation, in French on edition. */
export const requiredOnCreateOrInFrench = (mode: "create" | "edit") => (lang: Language) =>
  mode === "create" || lang === "fr";
