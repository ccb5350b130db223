import { ApiError } from "../../lib/api.ts";

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
