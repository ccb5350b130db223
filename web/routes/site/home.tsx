import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { HeroVideo } from "../../features/home/hero-video.tsx";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return { sectors: await context.get(appContext).sectors() };
}

export function meta() {
  return [
    { title: "Groupe Afrique de l'Ouest — Immobilier, aviation, mines, logistique" },
    {
      name: "description",
      content:
        "Un groupe, quatre métiers en Afrique de l'Ouest : immobilier, aviation, mines et logistique.",
    },
  ];
}

/** Home: the hero and the sectors; the latest items come with the public site (issue 7). */
export default function Home() {
  const { t } = useTranslation();
  const { sectors } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="relative isolate overflow-hidden px-4 py-20 text-white sm:py-28">
        <HeroVideo />
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-bold sm:text-5xl">{t("home.title")}</h1>
          <p className="mt-4 text-lg text-white/85">{t("home.subtitle")}</p>
          <Link
            to="/contact"
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
                to={`/${sector.code}`}
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
