import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from "react-router";
import { areaPathsOf } from "../../lib/paths.ts";

/** SPEC.md §8's spirit for a screen that failed: what happened, and the way back. */
export const BACK_OFFICE_ERROR_TEXTS = {
  notFoundTitle: "Page introuvable",
  notFoundText: "Cette adresse ne correspond à aucun écran de l'espace.",
  errorTitle: "Cet écran n'a pas pu s'afficher",
  errorText:
    "Une erreur inattendue l'en a empêché. Réessayez, ou revenez au tableau de bord : le reste de l'espace fonctionne.",
  retry: "Réessayer",
  back: "Retour au tableau de bord",
};

/**
 * A back-office screen that failed (its loader threw, it crashed while drawing, or its
 * address names no screen): a back-office message and a link to the area's dashboard,
 * never the public site's error page. Each screen exports it, so that it shows inside the
 * area's frame (sidebar and session kept); the area's layout exports it too, for a failure
 * of the frame itself (`framed` false: the message then stands on its own page).
 */
export function BackOfficeError({ error, framed = true }: { error: unknown; framed?: boolean }) {
  const { pathname } = useLocation();
  const { dashboard } = areaPathsOf(pathname);
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  // What went wrong stays in the console for whoever investigates; the screen says it plainly.
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  const body = (
    <section
      aria-labelledby="back-office-error"
      className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h1 id="back-office-error" className="text-2xl font-semibold">
        {notFound ? BACK_OFFICE_ERROR_TEXTS.notFoundTitle : BACK_OFFICE_ERROR_TEXTS.errorTitle}
      </h1>
      <p className="text-slate-700">
        {notFound ? BACK_OFFICE_ERROR_TEXTS.notFoundText : BACK_OFFICE_ERROR_TEXTS.errorText}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={dashboard}
          className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          {BACK_OFFICE_ERROR_TEXTS.back}
        </Link>
        {notFound ? null : (
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="rounded border border-slate-300 bg-white px-4 py-2 font-medium hover:border-brand-600"
          >
            {BACK_OFFICE_ERROR_TEXTS.retry}
          </button>
        )}
      </div>
    </section>
  );
  if (framed) return body;
  return <main className="min-h-screen bg-slate-50 p-4 md:p-8">{body}</main>;
}

/** The export every back-office screen gives React Router: the failure inside the frame. */
export function ScreenErrorBoundary({ error }: { error: unknown }) {
  return <BackOfficeError error={error} />;
}

/** The area layout's export: the frame itself failed, so the message stands alone. */
export function AreaErrorBoundary({ error }: { error: unknown }) {
  return <BackOfficeError error={error} framed={false} />;
}
