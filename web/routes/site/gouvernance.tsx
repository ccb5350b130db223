import { useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { pageText } from "../../../domain/page-texts.ts";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { PageSection, SECTION_HEADING } from "../../components/page-section.tsx";
import { peopleByGroup } from "../../features/governance/governance.server.ts";
import { PersonCard, type PersonCardItem } from "../../features/governance/person-card.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/gouvernance";

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [texts, groups] = await Promise.all([app.pageTexts("gouvernance"), peopleByGroup(app)]);
  const text = (name: string) => pageText(texts, name);
  return {
    head: pageHead(app, {
      title: text("titre"),
      description: text("description") || text("introduction"),
      alternates: pageAlternates(PAGE_PATHS.gouvernance),
    }),
    page: {
      title: text("titre"),
      intro: text("introduction"),
      message: {
        title: text("messageTitre"),
        paragraphs: text("message")
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        signature: text("messageSignature"),
      },
      direction: { title: text("directionTitre"), intro: text("directionTexte") },
      conseil: { title: text("conseilTitre"), intro: text("conseilTexte") },
    },
    groups,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

function People({ people }: { people: PersonCardItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {people.map((person) => (
        <li key={person._id}>
          <PersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /gouvernance (issue 32, point 1): the chairman's message, then the direction and the
 * board, each person with their portrait, role and biography; the words are the page's
 * texts (/admin/pages), the people /admin/personnes's.
 */
export default function GovernancePage() {
  const { page, groups } = useLoaderData<typeof loader>();
  const { t } = useTexts();
  const { message } = page;
  return (
    <>
      <section className="bg-brand-900 site-gutter py-14 text-white">
        <div className="site-container">
          <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-white/85">{page.intro}</p>
        </div>
      </section>
      {message.paragraphs.length > 0 ? (
        <section aria-labelledby="governance-message" className="site-gutter py-14 sm:py-20">
          <div className="site-container max-w-3xl">
            <h2 id="governance-message" className={SECTION_HEADING}>
              {message.title}
            </h2>
            <blockquote className="mt-8 border-l-4 border-accent-500 pl-6">
              {message.paragraphs.map((paragraph) => (
                <p
                  key={paragraph}
                  className="mt-4 text-lg leading-relaxed text-slate-800 first:mt-0"
                >
                  {paragraph}
                </p>
              ))}
            </blockquote>
            {message.signature ? (
              <p className="mt-6 pl-7 font-semibold text-brand-900">{message.signature}</p>
            ) : null}
          </div>
        </section>
      ) : null}
      <PageSection
        id="governance-direction"
        tone="muted"
        title={page.direction.title}
        intro={page.direction.intro}
        empty={groups.direction.length === 0 && t("governance.empty")}
      >
        <People people={groups.direction} />
      </PageSection>
      <PageSection
        id="governance-board"
        title={page.conseil.title}
        intro={page.conseil.intro}
        empty={groups.conseil.length === 0 && t("governance.empty")}
      >
        <People people={groups.conseil} />
      </PageSection>
    </>
  );
}
