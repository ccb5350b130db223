import { useState } from "react";
import { isPageTextKey, PAGE_TEXT_MESSAGES, PAGE_TEXT_NAMES } from "../../../domain/page-texts.ts";
import { Alert } from "../../components/form-field.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { PageTextsForm } from "../../features/page-texts/page-texts-form.tsx";
import { PageVisualsSection } from "../../features/page-texts/page-visuals-section.tsx";
import type { PageView as PageTextsView } from "../../lib/api-types.ts";
import { apiSend, type Read, readApi } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/page-edit";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The page's texts (GET /pages/{cle}), read in the browser, not awaited. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const cle = params.cle;
  const view: Promise<Read<{ data: PageTextsView }>> = isPageTextKey(cle)
    ? readApi("/pages/:cle", { params: { cle } }, "Erreur de chargement")
    : // No such page: nothing to ask the server.
      Promise.resolve({ ok: false, status: 404, message: PAGE_TEXT_MESSAGES.notFound, read: 0 });
  return { view };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** Issue 18: one page's texts in fr, en and it (PATCH /pages/{cle}). */
export default function PageEdit({ loaderData, params }: Route.ComponentProps) {
  // Another page's texts start from nothing saved.
  return <PageTexts key={params.cle} cle={params.cle} view={loaderData.view} />;
}

function PageTexts({ cle, view }: { cle: string; view: Promise<Read<{ data: PageTextsView }>> }) {
  // What the last save answered: the form starts again from it, with the success message.
  const [saved, setSaved] = useState<{ view: PageTextsView; saves: number } | null>(null);

  const name = isPageTextKey(cle) ? PAGE_TEXT_NAMES[cle] : "";
  // Non-breaking spaces inside the quotes: a line never ends between « and the name.
  const heading = name ? `Textes de la page «\u00a0${name}\u00a0»` : "Textes de la page";
  return (
    <FormPage backTo={ADMIN_PATHS.pages} heading={heading}>
      <Deferred read={view}>
        {(read) => {
          if (!read.ok) return <Alert message={read.message} />;
          const loaded = saved?.view ?? read.answer.data;
          return (
            <>
              <PageVisualsSection page={read.answer.data} />
              <PageTextsForm
                key={saved?.saves ?? 0}
                cle={loaded.cle}
                initialValues={loaded.textes}
                saved={saved !== null}
                onSubmit={async (textes) => {
                  const { data } = await apiSend("PATCH /pages/:cle", {
                    params: { cle: loaded.cle },
                    body: textes,
                  });
                  setSaved((last) => ({ view: data, saves: (last?.saves ?? 0) + 1 }));
                }}
              />
            </>
          );
        }}
      </Deferred>
    </FormPage>
  );
}
