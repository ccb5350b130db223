import { Link } from "react-router";
import { type LegalNotice, missingLegalFacts } from "../../../domain/legal-notice.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

/** The id of /admin/site's legal notice section, which the notice's link opens. */
export const LEGAL_SECTION_ID = "site-mentions";

/**
 * What the public legal notice still lacks (issue 32): each required fact left empty, whose
 * line the page leaves out until it is filled. Nothing when the notice is complete. On the
 * settings screen it points to the section below; on the dashboard, to the screen.
 */
export function LegalNoticeMissing({
  notice,
  where,
}: {
  notice: LegalNotice;
  where: "settings" | "dashboard";
}) {
  const missing = missingLegalFacts(notice);
  if (missing.length === 0) return null;
  const target = `${where === "settings" ? "" : ADMIN_PATHS.site}#${LEGAL_SECTION_ID}`;
  return (
    <section
      aria-labelledby="legal-missing-title"
      data-testid="legal-missing"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="legal-missing-title" className="font-semibold">
        Mentions légales incomplètes
      </h2>
      <p className="mt-1">
        {missing.length === 1
          ? "Il manque une information ; la page publique omet sa ligne tant qu'elle est vide :"
          : `Il manque ${missing.length} informations ; la page publique omet leurs lignes tant qu'elles sont vides :`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      {where === "settings" ? (
        <a href={target} className="mt-2 inline-block font-medium text-brand-700 underline">
          Compléter les mentions légales
        </a>
      ) : (
        <Link to={target} className="mt-2 inline-block font-medium text-brand-700 underline">
          Compléter les mentions légales
        </Link>
      )}
    </section>
  );
}
