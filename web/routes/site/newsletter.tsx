import { data, Link, useActionData } from "react-router";
import { appContext } from "#app-context";
import { PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import {
  NEWSLETTER_FORM_FIELDS,
  NewsletterForm,
} from "../../features/newsletter/newsletter-form.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import { postedFields } from "../../lib/posted-fields.ts";
import { keepFormOnFailure } from "../../lib/visitor-form-action.ts";
import type { Route } from "./+types/newsletter";

/**
 * The footer's subscription, sent by the page itself: the same server code as
 * `POST /api/v1/newsletter` (limit per address, honeypot, schema), so it works without
 * JavaScript too; the answer keeps the API's status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await postedFields(request, NEWSLETTER_FORM_FIELDS);
  const outcome = await context
    .get(appContext)
    .newsletter.subscribe(fields as Record<string, string>);
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}

/** In the browser: a send that fails on the way keeps the form and says to try again. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { newsletter } = messagesOf(app);
  return {
    head: pageHead(app, {
      title: newsletter.title,
      description: newsletter.intro,
      alternates: pageAlternates("/newsletter"),
      noindex: true,
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** Where a subscription sent without JavaScript lands: its answer, and the form again. */
export default function NewsletterPage() {
  const { t } = useTexts();
  const outcome = useActionData<typeof action>();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t("newsletter.title")}</h1>
      <p>{t("newsletter.intro")}</p>
      <NewsletterForm outcome={outcome} tone="light" />
      <Link to={to(PAGE_PATHS.home)} className="text-brand-600 underline">
        {t("notFound.back")}
      </Link>
    </section>
  );
}
