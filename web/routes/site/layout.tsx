import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "../../features/site/error-page.tsx";
import { SiteFooter } from "../../features/site/site-footer.tsx";
import { SiteHeader } from "../../features/site/site-header.tsx";
import type { Messages } from "../../i18n/resources.server.ts";
import type { Route } from "./+types/layout";

/** Header, a skip link to the page's own content, the page, the footer. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("nav.skip")}
      </a>
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * The head of a page that failed: React Router renders the meta of the route whose error
 * boundary shows (this one), so the 404 and error pages get their title here.
 */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const messages = (matches[0]?.loaderData as { messages?: Messages } | undefined)?.messages;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? messages?.notFound.title : messages?.error.title;
  return [{ title }, { name: "robots", content: "noindex" }];
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A page's failure (an unknown slug's 404, a server error) keeps the site around it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPage error={error} />
    </SiteFrame>
  );
}
