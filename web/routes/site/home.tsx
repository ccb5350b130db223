import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { SITE_SETTINGS } from "../../../domain/site-settings.ts";
import { HeroVideo } from "../../features/home/hero-video.tsx";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { home } = messagesOf(app);
  return {
    head: pageHead(app, {
      title: SITE_SETTINGS.brand[app.lang],
      description: home.subtitle,
      alternates: pageAlternates(PAGE_PATHS.home),
    }),
    sectors: await app.sectors(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** Home: the hero and the sectors; the latest items come with the public site (issue 7). */
export default function Home() {
  const { t } = useTranslation();
  const { sectors } = useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  return (
    <>
      <section className="relative isolate overflow-hidden px-4 py-20 text-white sm:py-28">
        <HeroVideo />
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-bold sm:text-5xl">{t("home.title")}</h1>
          <p className="mt-4 text-lg text-white/85">{t("home.subtitle")}</p>
          <Link
            to={to(PAGE_PATHS.contact)}
            className="mt-8 inline-block rounded bg-accent-500 px-6 py-3 font-semibold text-brand-900"
          >
            {t("home.contactCta")}
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="mb-6 text-2xl font-semibold">{t("home.sectorsTitle")}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sectors.map((sector) => (
            <li key={sector._id}>
              <Link
                to={to(PAGE_PATHS[sector.route])}
                className="block rounded-lg border p-6 text-lg font-medium shadow-sm hover:border-brand-600"
              >
                {sector.nom}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
