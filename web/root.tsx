import { useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { appContext } from "#app-context";
import { DEFAULT_LANGUAGE } from "../domain/constants.ts";
import { pathLanguage } from "../domain/language.ts";
import type { Route } from "./+types/root";
import appStyles from "./app.css?url";
import { useVisitorLanguage } from "./features/i18n/language.ts";
import textFont from "./fonts/inter-latin-wght.woff2?url";
import headingFont from "./fonts/source-serif-4-latin-wght.woff2?url";
import { MESSAGES } from "./i18n/resources.server.ts";
import { createTexts, LAST_RESORT_ERROR_TEXTS, TextsProvider } from "./i18n/texts.tsx";
import { useScriptNonce } from "./lib/script-nonce.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, site } = context.get(appContext);
  // The site settings (issue 18) ride with the texts: read by useSiteSettings().
  return { lang, messages: MESSAGES[lang], site };
}

/** The texts change only with the path's language: other navigations keep them. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return pathLanguage(currentUrl.pathname) !== pathLanguage(nextUrl.pathname);
}

/**
 * The two font files every page's first view shows (app.css), asked for with the HTML
 * rather than once the CSS is read: on a slow network they then come before the text
 * paints, and the fallback never shows.
 */
const PRELOADED_FONTS = [textFont, headingFont];

export function links() {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ...PRELOADED_FONTS.map((href) => ({
      rel: "preload",
      href,
      as: "font",
      type: "font/woff2",
      crossOrigin: "anonymous" as const,
    })),
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Each inline script carries the render's nonce: the policy runs those and no other.
  const nonce = useScriptNonce();
  return (
    // `data-js` is set by the script below, before the first paint: React leaves it be.
    <html lang={rootData?.lang ?? DEFAULT_LANGUAGE} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Scripts run in this browser: what JavaScript will enhance can paint as it will
            look (app.css), though the modules come only once the page has loaded. Should
            they fail to load, lib/deferred-hydration.server.ts takes the flag off again. */}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, written here.
          dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js=''" }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Given a precedence, React sends the stylesheet with the head's first resources,
            before the scripts' modulepreloads: the page paints once it is read. */}
        <link rel="stylesheet" href={appStyles} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { lang, messages } = useLoaderData<typeof loader>();
  // The page's language comes from its path: a new language, new texts.
  const texts = useMemo(() => createTexts(lang, messages), [lang, messages]);
  useVisitorLanguage(lang);
  return (
    <TextsProvider value={texts}>
      <Outlet />
    </TextsProvider>
  );
}

/**
 * The last resort, when even the site's layout failed: no header, texts of the page's
 * language when the root loader ran, French otherwise.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const texts = rootData?.messages.error ?? LAST_RESORT_ERROR_TEXTS;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="text-xl font-semibold">{texts.title}</h1>
      <p>{texts.text}</p>
      <a href="/" className="rounded bg-brand-700 px-4 py-2 text-white hover:bg-brand-900">
        {texts.back}
      </a>
    </main>
  );
}
