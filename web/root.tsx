import { useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import { appContext } from "#app-context";
import { DEFAULT_LANGUAGE } from "../domain/constants.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { detectBrowserLanguage, switchLanguage } from "./features/i18n/language.ts";
import { createI18n } from "./i18n/i18n.ts";
import { MESSAGES } from "./i18n/resources.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = context.get(appContext);
  // The page depends on the language only through these two headers.
  return data({ lang, messages: MESSAGES[lang] }, { headers: { Vary: "Cookie, Accept-Language" } });
}

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { Vary: loaderHeaders.get("Vary") ?? "Cookie, Accept-Language" };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={rootData?.lang ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { lang, messages } = useLoaderData<typeof loader>();
  const [i18n] = useState(() => createI18n(lang, messages, typeof document !== "undefined"));
  const revalidator = useRevalidator();

  // After hydration, apply SPEC.md §1's detection (local storage, browser, html tag). It
  // usually agrees with the server, which read the cookie this caches; when it does not
  // (first visit, cleared cookie), switch and reload the page's data in that language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration.
  useEffect(() => {
    const detected = detectBrowserLanguage(i18n);
    void switchLanguage(i18n, detected).then(() => {
      if (detected !== lang) void revalidator.revalidate();
    });
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || "Erreur"
    : "Une erreur inattendue est survenue.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      <h1 className="text-xl font-semibold">{message}</h1>
      <a href="/" className="rounded bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
        Retour à l'accueil
      </a>
    </main>
  );
}
