import { data, Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { appContext } from "#app-context";
import {
  NEWSLETTER_TOKEN_PATHS,
  PAGE_PATHS,
  pageAlternates,
  tokenPageOf,
} from "../../../domain/site-paths.ts";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/newsletter-link";

type LinkKind = "confirm" | "unsubscribe";

/** Which link opened the page: its path says (`/en/newsletter/confirmation/{jeton}`). */
function kindOf(pathname: string): LinkKind {
  return tokenPageOf(pathname) === NEWSLETTER_TOKEN_PATHS.confirm ? "confirm" : "unsubscribe";
}

/**
 * The button's post: only it confirms or unsubscribes. An unknown or used token answers
 * 404 with the refusal, in the page's language; never a 500.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { newsletter } = context.get(appContext);
  const kind = kindOf(new URL(request.url).pathname);
  const outcome = await newsletter[kind](params.jeton);
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}

/** Opening the link (a person, or a mail scanner) only shows the page and its button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { newsletter } = messagesOf(app);
  const kind = kindOf(new URL(request.url).pathname);
  return {
    head: pageHead(app, {
      title: kind === "confirm" ? newsletter.confirmTitle : newsletter.unsubscribeTitle,
      description: newsletter.intro,
      // The alternates name the newsletter page, never the token.
      alternates: pageAlternates("/newsletter"),
      noindex: true,
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** The texts of each page: title, what the button does, the button, the two answers. */
const TEXTS = {
  confirm: ["confirmTitle", "confirmText", "confirmButton", "confirmed", "confirmInvalid"],
  unsubscribe: [
    "unsubscribeTitle",
    "unsubscribeText",
    "unsubscribeButton",
    "unsubscribed",
    "unsubscribeInvalid",
  ],
} as const;

/** The page a newsletter mail's link opens: one button, which posts (no JavaScript needed). */
export default function NewsletterLinkPage() {
  const { t } = useTexts();
  const outcome = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const to = useLocalizedPath();
  const [title, text, button, done, invalid] = TEXTS[kindOf(useLocation().pathname)].map((key) =>
    t(`newsletter.${key}`),
  );
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "" : "text-red-700"}>
          {outcome.ok ? done : invalid}
        </p>
      ) : (
        <Form method="post" className="flex flex-col items-start gap-4">
          <p>{text}</p>
          <button
            type="submit"
            disabled={sending}
            className="rounded bg-accent-500 px-4 py-2 font-semibold text-brand-900 hover:brightness-105 disabled:opacity-60"
          >
            {button}
          </button>
        </Form>
      )}
      <Link to={to(PAGE_PATHS.home)} className="text-brand-600 underline">
        {t("notFound.back")}
      </Link>
    </section>
  );
}
