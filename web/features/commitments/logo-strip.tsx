import type { MediaView } from "../../../domain/media.ts";
import { Picture } from "../../components/picture.tsx";
import { useTexts } from "../../i18n/texts.tsx";

/** A partner's or client's logo as the strip shows it. */
export interface StripLogo {
  _id: string;
  nom: string;
  lien: string;
  logo: MediaView<string>;
}

/**
 * The partners and clients as a strip of logos (issue 32, point 4), on the home, about and
 * commitments pages: each logo a link to its site, named by the company's name; muted in
 * grey until pointed at or focused. Drawn on the server, with no script of its own, and
 * lazy: it sits below the fold.
 */
export function LogoStrip({
  logos,
  heading,
  intro,
}: {
  logos: readonly StripLogo[];
  heading?: string;
  intro?: string;
}) {
  const { t } = useTexts();
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="logo-strip" className="site-gutter border-y border-slate-200 py-10">
      <div className="site-container">
        <h2 id="logo-strip" className="text-center text-lg font-semibold text-brand-900">
          {heading || t("commitments.stripTitle")}
        </h2>
        {intro ? (
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{intro}</p>
        ) : null}
        <ul
          aria-label={t("commitments.stripLabel")}
          className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-4 lg:grid-cols-8"
        >
          {logos.map((one) => (
            <li key={one._id} className="flex justify-center">
              <a
                href={one.lien}
                rel="noopener"
                className="flex min-h-12 items-center justify-center rounded p-2 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 focus-visible:opacity-100 focus-visible:grayscale-0"
              >
                <Picture
                  media={one.logo}
                  alt={one.nom}
                  oneFile
                  crops={false}
                  withCredit={false}
                  className="h-14 w-auto max-w-[10rem] object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
