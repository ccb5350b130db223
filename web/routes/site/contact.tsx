import { useActionData, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { pageList, pageText } from "../../../domain/page-texts.ts";
import { hasPresence } from "../../../domain/presence.ts";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { PageSection } from "../../components/page-section.tsx";
import { sendContactForm } from "../../features/contact/contact-action.ts";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { PresenceMap } from "../../features/presence/presence-map.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import { presenceMap } from "../../lib/presence-map.server.ts";
import { keepFormOnFailure } from "../../lib/visitor-form-action.ts";
import type { Route } from "./+types/contact";

/** A contact request sent by the page, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendContactForm(request, context.get(appContext));
}

/** In the browser: a send that fails on the way keeps the form and says to try again. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const texts = await app.pageTexts("contact");
  return {
    head: pageHead(app, {
      title: pageText(texts, "titre"),
      description: pageText(texts, "introduction"),
      alternates: pageAlternates(PAGE_PATHS.contact),
    }),
    page: {
      title: pageText(texts, "titre"),
      intro: pageText(texts, "introduction"),
      benefitsTitle: pageText(texts, "avantagesTitre"),
      // The offices close the list: a site setting (/admin/site), written in one place.
      benefits: [...pageList(texts, "avantages"), app.site.bureaux],
    },
    // Where the group is: the site settings' countries and offices (issue 32).
    // Decided on the server: domain/presence.ts carries zod, which no public page's script
    // may load.
    presence: hasPresence(app.site.presence)
      ? { settings: app.site.presence, map: presenceMap(app.site.presence) }
      : null,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** Where a form sent without JavaScript reopens the page: at the form and its message. */
const FORM_ANCHOR = "formulaire";

/** SPEC.md §2: the contact page, its benefits and its form. */
export default function ContactPage() {
  const { t } = useTexts();
  const { page, presence } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const to = useLocalizedPath();
  return (
    <>
      <section className="bg-brand-900 site-gutter py-14 text-white">
        <div className="site-container">
          <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/85">{page.intro}</p>
        </div>
      </section>
      <div className="site-gutter py-12">
        <div className="site-container grid gap-10 lg:grid-cols-[1fr_2fr]">
          <section aria-labelledby="contact-benefits">
            <h2 id="contact-benefits" className="mb-4 text-xl font-semibold text-brand-900">
              {page.benefitsTitle}
            </h2>
            <ul className="flex flex-col gap-3">
              {page.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <span aria-hidden="true" className="mt-1 text-accent-500">
                    ✓
                  </span>
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </section>
          <section
            id={FORM_ANCHOR}
            aria-labelledby="contact-form"
            className="relative scroll-mt-20 rounded-lg border border-slate-200 p-6 shadow-sm"
          >
            <h2 id="contact-form" className="mb-4 text-xl font-semibold text-brand-900">
              {t("contact.formTitle")}
            </h2>
            <ContactForm action={`${to(PAGE_PATHS.contact)}#${FORM_ANCHOR}`} outcome={outcome} />
          </section>
        </div>
      </div>
      {presence ? (
        <PageSection id="contact-presence" tone="muted" title={t("presence.title")}>
          <PresenceMap map={presence.map} presence={presence.settings} />
        </PageSection>
      ) : null}
    </>
  );
}
