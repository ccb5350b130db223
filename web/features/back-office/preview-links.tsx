import { useEffect, useState } from "react";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { apiSend } from "../../lib/back-office-client.ts";

/** Preview links last an hour (server/lib/tokens.ts): fresh ones well before that. */
const RENEW_EVERY_MS = 45 * 60 * 1000;

const LANGUAGE_NAMES: Record<Language, string> = { fr: "français", en: "anglais", it: "italien" };

/**
 * Links to the item as the public site will show it, in each language, published or not
 * (POST /{type}/{id}/apercu); each opens in a new tab. They show the saved version: what
 * the form holds unsaved is not in them. Without links (the call failed) nothing shows.
 */
export function PreviewLinks({ type, id }: { type: ContentTypePlural; id: string }) {
  const [links, setLinks] = useState<Localized | null>(null);

  useEffect(() => {
    let active = true;
    async function renew() {
      try {
        const { data } = await apiSend(`POST /${type}/:id/apercu`, { params: { id } });
        if (active) setLinks(data.liens);
      } catch (caught) {
        console.error(caught);
      }
    }
    void renew();
    const timer = setInterval(renew, RENEW_EVERY_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [type, id]);

  if (!links) return null;
  return (
    <nav aria-label="Aperçu sur le site public" className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-medium text-slate-700">Aperçu sur le site :</span>
        {LANGUAGES.map((lang) => (
          <a
            key={lang}
            href={links[lang]}
            target="_blank"
            rel="noopener"
            className="rounded border border-slate-300 bg-white px-2.5 py-1 font-semibold hover:border-brand-600"
          >
            {lang.toUpperCase()}
            <span className="sr-only"> : aperçu en {LANGUAGE_NAMES[lang]} (nouvel onglet)</span>
          </a>
        ))}
      </div>
      <p className="text-xs text-slate-600">Il montre la dernière version enregistrée.</p>
    </nav>
  );
}
