import { useTranslation } from "react-i18next";
import { data, Link, useActionData } from "react-router";
import { appContext } from "#app-context";
import { NewsletterForm } from "../../features/newsletter/newsletter-form.tsx";
import { postedFields } from "../../lib/posted-fields.ts";
import type { Route } from "./+types/newsletter";

/**
 * The footer's subscription, sent by the page itself: the same server code as
 * `POST /api/v1/newsletter` (limit per address, honeypot, schema), so it works without
 * JavaScript too; the answer keeps the API's status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await postedFields(request);
  const outcome = await context.get(appContext).newsletter.subscribe(fields);
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}

export function meta() {
  return [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];
}

/** Where a subscription sent without JavaScript lands: its answer, and the form again. */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const outcome = useActionData<typeof action>();
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t("newsletter.title")}</h1>
      <p>{t("newsletter.intro")}</p>
      <NewsletterForm outcome={outcome} tone="light" />
      <Link to="/" className="text-brand-600 underline">
        {t("notFound.back")}
      </Link>
    </section>
  );
}
