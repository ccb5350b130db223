import { Link, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { ABOUT_VALUES, labelledEntry, pageList, pageText } from "../../../domain/page-texts.ts";
import { hasPresence } from "../../../domain/presence.ts";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { PageSection } from "../../components/page-section.tsx";
import { Picture } from "../../components/picture.tsx";
import { LogoStrip } from "../../features/commitments/logo-strip.tsx";
import { pageReferences } from "../../features/commitments/references.server.ts";
import { peopleByGroup } from "../../features/governance/governance.server.ts";
import { PersonCard } from "../../features/governance/person-card.tsx";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { PresenceMap } from "../../features/presence/presence-map.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { pageHead, shareImageOf } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import { presenceMap } from "../../lib/presence-map.server.ts";
import type { Route } from "./+types/about";

/** How many of the direction the about page shows before its link to /gouvernance. */
const LEADERS_SHOWN = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [texts, visuals, people, references] = await Promise.all([
    app.pageTexts("qui-sommes-nous"),
    app.pageVisuals("qui-sommes-nous"),
    peopleByGroup(app),
    pageReferences(app),
  ]);
  const text = (name: string) => pageText(texts, name);
  // The page's picture, chosen in /admin/pages (issue 31 point 2): beside its title, and
  // what the page shares on social networks.
  const picture = visuals.visuel ?? null;
  return {
    head: pageHead(app, {
      title: text("titre"),
      description: text("introduction"),
      alternates: pageAlternates(PAGE_PATHS.about),
      ...(picture ? { image: shareImageOf(picture) } : {}),
    }),
    picture,
    // The direction's first faces (issue 32, point 1); the rest is on /gouvernance.
    leaders: people.direction.slice(0, LEADERS_SHOWN),
    // The partners and clients (issue 32, point 4), as on the home page.
    partners: references.strip,
    page: {
      title: text("titre"),
      intro: text("introduction"),
      parts: (["mission", "vision"] as const).map((part) => ({
        id: part,
        title: text(`${part}Titre`),
        text: text(part),
      })),
      history: {
        title: text("histoireTitre"),
        steps: pageList(texts, "histoire").map(labelledEntry),
      },
      presence: {
        title: text("presenceTitre"),
        countries: pageList(texts, "presence").map(labelledEntry),
        // The map and its list: the site settings' countries and offices (issue 32).
        // The map only when the settings name somewhere to show (decided here, on the
        // server: domain/presence.ts carries zod, which no public page's script may load).
        drawn: hasPresence(app.site.presence)
          ? { settings: app.site.presence, map: presenceMap(app.site.presence) }
          : null,
      },
      valuesTitle: text("valeursTitre"),
      values: ABOUT_VALUES.map(([value]) => ({
        id: value,
        title: text(`${value}Titre`),
        text: text(`${value}Texte`),
      })),
      cta: { title: text("appelTitre"), text: text("appelTexte"), button: text("appelBouton") },
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * SPEC.md §2: mission, vision, the four values and a contact call to action; issue 20: the
 * group's history as a timeline and its presence by country, both texts staff edit.
 */
export default function AboutPage() {
  const { page, picture, leaders, partners } = useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  const { t } = useTexts();
  return (
    <>
      <section className="bg-brand-900 site-gutter py-14 text-white">
        <div
          className={`site-container ${picture ? "grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14" : ""}`}
        >
          <div>
            <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
            <p className="mt-3 max-w-2xl text-lg text-white/85">{page.intro}</p>
          </div>
          {picture ? (
            <div className="overflow-hidden rounded-2xl shadow-2xl shadow-black/30 ring-1 ring-white/10">
              <Picture
                media={picture}
                alt={picture.texteAlternatif}
                sizes="(min-width: 1280px) 460px, (min-width: 1024px) 38vw, 100vw"
                loading="first"
                className="aspect-[4/3] w-full object-cover"
              />
            </div>
          ) : null}
        </div>
      </section>
      <div className="site-gutter py-12">
        <div className="site-container grid gap-8 md:grid-cols-2">
          {page.parts.map((part) => (
            <section key={part.id} aria-labelledby={`about-${part.id}`}>
              <h2 id={`about-${part.id}`} className="mb-3 text-2xl font-semibold text-brand-900">
                {part.title}
              </h2>
              <p className="text-lg leading-relaxed">{part.text}</p>
            </section>
          ))}
        </div>
      </div>
      {page.history.steps.length > 0 ? (
        <PageSection id="about-history" tone="muted" title={page.history.title}>
          <ol className="relative grid gap-8 border-l-2 border-brand-600/25 pl-8 lg:grid-cols-3 lg:gap-x-10 lg:border-l-0 lg:pl-0">
            {page.history.steps.map((step) => (
              <li
                key={`${step.label} ${step.text}`}
                className="relative lg:border-t-2 lg:border-brand-600/25 lg:pt-6"
              >
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[2.4rem] size-3.5 rounded-full border-2 border-white bg-accent-500 ring-2 ring-accent-500/40 lg:-top-2 lg:left-0"
                />
                <p className="font-heading text-3xl font-semibold text-brand-700">{step.label}</p>
                <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>
      ) : null}
      {page.presence.countries.length > 0 || page.presence.drawn ? (
        <PageSection id="about-presence" title={page.presence.title}>
          {page.presence.drawn ? (
            <div className="mb-12">
              <PresenceMap map={page.presence.drawn.map} presence={page.presence.drawn.settings} />
            </div>
          ) : null}
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.presence.countries.map((country) => (
              <li
                key={`${country.label} ${country.text}`}
                className="rounded-lg border border-slate-200 border-t-4 border-t-brand-600 bg-white p-6 shadow-sm"
              >
                <h3 className="text-xl font-semibold text-brand-900">{country.label}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{country.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      {leaders.length > 0 ? (
        <PageSection
          id="about-leaders"
          title={t("governance.leadersTitle")}
          link={{ to: to(PAGE_PATHS.gouvernance), label: t("governance.allLeaders") }}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {leaders.map((person) => (
              <li key={person._id}>
                <PersonCard person={person} withBiography={false} />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <PageSection id="about-values" tone="brand" title={page.valuesTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.values.map((value) => (
            <li key={value.id} className="rounded-lg border border-brand-600/15 bg-white p-6">
              <h3 className="mb-2 text-lg font-semibold text-brand-700">{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <LogoStrip logos={partners} />
      <section aria-labelledby="about-cta" className="site-gutter py-14 text-center">
        <h2 id="about-cta" className="text-2xl font-semibold text-brand-900">
          {page.cta.title}
        </h2>
        <p className="mt-2">{page.cta.text}</p>
        <Link
          to={to(PAGE_PATHS.contact)}
          className="mt-6 inline-block rounded bg-accent-500 px-6 py-3 font-semibold text-brand-900"
        >
          {page.cta.button}
        </Link>
      </section>
    </>
  );
}
