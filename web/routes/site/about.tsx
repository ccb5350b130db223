import { Link } from "react-router";
import { appContext } from "#app-context";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { about } = messagesOf(app);
  return {
    head: pageHead(app, {
      title: about.title,
      description: about.intro,
      alternates: pageAlternates(PAGE_PATHS.about),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** SPEC.md §2: the four values, in this order. */
const VALUES = ["innovation", "integrity", "excellence", "impact"] as const;

/** SPEC.md §2: mission, vision, the four values and a contact call to action. */
export default function AboutPage() {
  const { t } = useTexts();
  const to = useLocalizedPath();
  return (
    <>
      <section className="bg-brand-900 px-4 py-14 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("about.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/85">{t("about.intro")}</p>
        </div>
      </section>
      <div className="px-4 py-12">
        <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
          {(["mission", "vision"] as const).map((part) => (
            <section key={part} aria-labelledby={`about-${part}`}>
              <h2 id={`about-${part}`} className="mb-3 text-2xl font-semibold text-brand-900">
                {t(`about.${part}Title`)}
              </h2>
              <p className="text-lg leading-relaxed">{t(`about.${part}`)}</p>
            </section>
          ))}
        </div>
      </div>
      <section aria-labelledby="about-values" className="bg-brand-50 px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="about-values" className="mb-6 text-2xl font-semibold text-brand-900">
            {t("about.valuesTitle")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <li key={value} className="rounded-lg border border-brand-600/15 bg-white p-6">
                <h3 className="mb-2 text-lg font-semibold text-brand-700">
                  {t(`about.values.${value}.title`)}
                </h3>
                <p>{t(`about.values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="about-cta" className="px-4 py-14 text-center">
        <h2 id="about-cta" className="text-2xl font-semibold text-brand-900">
          {t("about.ctaTitle")}
        </h2>
        <p className="mt-2">{t("about.ctaText")}</p>
        <Link
          to={to(PAGE_PATHS.contact)}
          className="mt-6 inline-block rounded bg-accent-500 px-6 py-3 font-semibold text-brand-900"
        >
          {t("about.cta")}
        </Link>
      </section>
    </>
  );
}
