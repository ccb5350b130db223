import type { AppLoadContext } from "#app-context";
import type { PersonGroup } from "../../../domain/personnes.ts";
import { renderMarkdown } from "../../lib/markdown.server.ts";
import type { PersonCardItem } from "./person-card.tsx";

/**
 * The people of the governance as the public pages show them (issue 32, point 1): the
 * biography rendered here, on the server, so no Markdown code reaches the browser.
 */
export async function peopleByGroup(
  app: Pick<AppLoadContext, "people">,
): Promise<Record<PersonGroup, PersonCardItem[]>> {
  const people = await app.people();
  const card = (person: (typeof people)[number]): PersonCardItem => ({
    _id: person._id,
    nom: person.nom,
    fonction: person.fonction,
    biographieHtml: person.biographie.trim() ? renderMarkdown(person.biographie) : "",
    portrait: person.portrait,
  });
  return {
    direction: people.filter((person) => person.groupe === "direction").map(card),
    conseil: people.filter((person) => person.groupe === "conseil").map(card),
  };
}
