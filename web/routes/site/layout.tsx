import { Outlet } from "react-router";
import { ErrorPage } from "../../features/site/error-page.tsx";
import { SiteFooter } from "../../features/site/site-footer.tsx";
import { SiteHeader } from "../../features/site/site-header.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { errorTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/layout";

/** Header, a skip link to the page's own content, the page, the footer. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTexts();
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

/** Each page names its own head; a page that failed gets the error page's. */
export function meta({ error, matches }: Route.MetaArgs) {
  return error ? errorTags(error, matches) : [];
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
