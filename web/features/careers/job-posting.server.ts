// An open offer's schema.org JobPosting (issue 32 point 2): what search engines' job
// listings read (Google for Jobs and others) beside the page itself. Only an open offer's
// page carries it; a closed one answers 410 and leaves the sitemap, so its posting goes too.
import type { AppLoadContext } from "#app-context";
import { type ContractType, closedFrom } from "../../../domain/offres-emploi.ts";

/** schema.org's employmentType of each contract. */
const EMPLOYMENT_TYPES: Record<ContractType, string> = {
  CDI: "FULL_TIME",
  CDD: "TEMPORARY",
  stage: "INTERN",
  consultant: "CONTRACTOR",
};

/** The offer as its public page reads it, in the page's language. */
interface PostedOffer {
  titre: string;
  /** Its description as the page shows it (rendered Markdown). */
  descriptionHtml: string;
  lieu: string;
  codePays: string;
  typeContrat: ContractType;
  dateCloture: string | null;
  datePublication: string | null;
}

export function jobPosting(app: AppLoadContext, offer: PostedOffer, path: string) {
  const { publicUrl, site } = app;
  const absolute = (url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: offer.titre,
    // HTML, as the format asks: the same text the page shows.
    description: offer.descriptionHtml,
    url: `${publicUrl}${path}`,
    ...(offer.datePublication ? { datePosted: offer.datePublication } : {}),
    // The last second of its closing day: the offer is open through that whole day.
    ...(offer.dateCloture
      ? { validThrough: new Date(closedFrom(offer.dateCloture).getTime() - 1000).toISOString() }
      : {}),
    employmentType: EMPLOYMENT_TYPES[offer.typeContrat],
    hiringOrganization: {
      "@type": "Organization",
      name: site.nomMarque,
      sameAs: publicUrl,
      logo: site.logo ? absolute(site.logo.url) : `${publicUrl}/favicon.svg`,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: offer.lieu,
        addressCountry: offer.codePays,
      },
    },
    // The application form is on the offer's own page.
    directApply: true,
  };
}
