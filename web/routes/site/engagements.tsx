import { useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { pageFigures, pageList, pageText } from "../../../domain/page-texts.ts";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { PageSection } from "../../components/page-section.tsx";
import { Picture } from "../../components/picture.tsx";
import { LogoStrip } from "../../features/commitments/logo-strip.tsx";
import { pageReferences } from "../../features/commitments/references.server.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/engagements";

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [texts, references] = await Promise.all([
    app.pageTexts("engagements"),
    pageReferences(app),
  ]);
  const text = (name: string) => pageText(texts, name);
  const commitment = (prefix: "rse" | "hse") => ({
    title: text(`${prefix}Titre`),
    text: text(`${prefix}Texte`),
    points: pageList(texts, `${prefix}Points`),
  });
  return {
    head: pageHead(app, {
      title: text("titre"),
      description: text("description") || text("introduction"),
      alternates: pageAlternates(PAGE_PATHS.engagements),
    }),
    page: {
      title: text("titre"),
      intro: text("introduction"),
      figures: { title: text("chiffresTitre"), items: pageFigures(texts, "chiffres") },
      commitments: [commitment("rse"), commitment("hse")],
      certifications: { title: text("certificationsTitre"), intro: text("certificationsTexte") },
      partners: { title: text("partenairesTitre"), intro: text("partenairesTexte") },
    },
    ...references,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * /engagements (issue 32, point 4): the group's CSR and HSE commitments with their figures
 * (the page's texts, /admin/pages), its certifications and its partners and clients (the
 * references of /admin/references).
 */
export default function CommitmentsPage() {
  const { page, certifications, strip } = useLoaderData<typeof loader>();
  const { t } = useTexts();
  return (
    <>
      <section className="bg-brand-900 site-gutter py-14 text-white">
        <div className="site-container">
          <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-white/85">{page.intro}</p>
        </div>
      </section>
      {page.figures.items.length > 0 ? (
        <section
          aria-labelledby="commitments-figures"
          className="site-gutter bg-brand-900 text-white"
        >
          <div className="site-container border-t border-white/10 py-10 sm:py-12">
            <h2 id="commitments-figures" className="text-xl font-semibold">
              {page.figures.title || t("commitments.figures")}
            </h2>
            <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
              {page.figures.items.map((figure) => (
                <div
                  key={`${figure.value}-${figure.label}`}
                  className="flex flex-col-reverse justify-end gap-1"
                >
                  <dt className="text-sm text-white/85 sm:text-base">{figure.label}</dt>
                  <dd className="font-heading text-4xl font-semibold tracking-tight text-accent-400 sm:text-5xl">
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}
      <div className="site-gutter py-14 sm:py-20">
        <div className="site-container grid gap-10 lg:grid-cols-2">
          {page.commitments.map((commitment, index) => (
            <section
              key={commitment.title}
              aria-labelledby={`commitment-${index}`}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id={`commitment-${index}`} className="text-2xl font-semibold text-brand-900">
                {commitment.title}
              </h2>
              <p className="mt-3 text-lg text-slate-700">{commitment.text}</p>
              <ul className="mt-5 flex flex-col gap-3">
                {commitment.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-800">
                    <span
                      aria-hidden="true"
                      className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-500"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <PageSection
        id="commitments-certifications"
        tone="muted"
        title={page.certifications.title}
        intro={page.certifications.intro}
        empty={certifications.length === 0 && t("commitments.empty")}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {certifications.map((one) => (
            <li
              key={one._id}
              className="flex h-full flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              {one.logo ? (
                <Picture
                  media={one.logo}
                  alt=""
                  oneFile
                  crops={false}
                  withCredit={false}
                  className="h-20 w-auto max-w-full object-contain"
                />
              ) : null}
              <h3 className="text-lg font-semibold text-brand-900">{one.nom}</h3>
              {one.emetteur && one.annee ? (
                <p className="text-sm text-slate-600">
                  {t("commitments.issued", { issuer: one.emetteur, year: String(one.annee) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </PageSection>
      <LogoStrip logos={strip} heading={page.partners.title} intro={page.partners.intro} />
    </>
  );
}
