import type { MediaView } from "../../../domain/media.ts";
import { PERSON_RESULT } from "../../../domain/search.ts";
import { Picture } from "../../components/picture.tsx";
import { useTexts } from "../../i18n/texts.tsx";

/** A person as the public pages show them: their biography already rendered to HTML. */
export interface PersonCardItem {
  _id: string;
  nom: string;
  fonction: string;
  /** The biography as safe HTML ("" when there is none). */
  biographieHtml: string;
  portrait: MediaView<string> | null;
}

/** "Awa Ndiaye Diop" → "AD": what a person without a portrait shows in its place. */
export const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined];
  return letters
    .map((word) => word?.match(/\p{L}/u)?.[0] ?? "")
    .join("")
    .toUpperCase();
};

/**
 * A face of the governance: portrait (or initials), name, role, and the biography behind
 * a disclosure a keyboard and a screen reader open like any button (`<details>`), so the
 * page stays short and works without JavaScript.
 */
export function PersonCard({
  person,
  headingLevel = 3,
  withBiography = true,
}: {
  person: PersonCardItem;
  headingLevel?: 2 | 3;
  withBiography?: boolean;
}) {
  const { t } = useTexts();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={PERSON_RESULT.anchor(person._id)}
      className="flex h-full scroll-mt-24 flex-wrap overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-col sm:flex-nowrap"
    >
      {person.portrait ? (
        <Picture
          media={person.portrait}
          alt={person.portrait.texteAlternatif}
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 112px"
          crops
          className="aspect-square w-28 shrink-0 object-cover sm:w-full"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-square w-28 shrink-0 items-center justify-center bg-brand-50 font-heading text-3xl font-semibold text-brand-700 sm:w-full sm:text-5xl"
        >
          {initialsOf(person.nom)}
        </div>
      )}
      {/* On a phone the portrait sits beside the name; the biography takes the card's width. */}
      <div className="min-w-0 flex-1 basis-40 p-4 sm:flex-none sm:basis-auto sm:p-5">
        <Heading className="text-lg font-semibold text-brand-900">{person.nom}</Heading>
        <p className="mt-1 text-slate-700">{person.fonction}</p>
      </div>
      {withBiography && person.biographieHtml ? (
        <details className="mx-4 mb-4 basis-full border-t border-slate-200 pt-2 sm:mx-5 sm:mt-auto sm:mb-5 sm:basis-auto">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t("governance.readBiography")}
            <span className="sr-only">{` — ${person.nom}`}</span>
          </summary>
          <section
            className="rich-text mt-2 text-slate-700"
            aria-label={t("governance.biography", { name: person.nom })}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made safe by its renderer (web/lib/markdown.server.ts: raw HTML off, links checked).
            dangerouslySetInnerHTML={{ __html: person.biographieHtml }}
          />
        </details>
      ) : null}
    </article>
  );
}
