import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { isPageTextKey, PAGE_TEXT_MESSAGES, PAGE_TEXT_NAMES } from "../../../domain/page-texts.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { PageTextsForm } from "../../features/page-texts/page-texts-form.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import type { PageTextsView } from "../../lib/api-types.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** Issue 18: one page's texts in fr, en and it (PATCH /pages/{cle}). */
export default function PageEdit() {
  const { cle = "" } = useParams();
  const [view, setView] = useState<PageTextsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The form starts again from what was saved, with the success message.
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setView(null);
    setError(null);
    if (!isPageTextKey(cle)) {
      setError(PAGE_TEXT_MESSAGES.notFound);
      return;
    }
    api<{ data: PageTextsView }>(`/pages/${encodeURIComponent(cle)}`)
      .then(({ data }) => !cancelled && setView(data))
      .catch((caught) => !cancelled && setError(errorMessage(caught, "Erreur de chargement")));
    return () => {
      cancelled = true;
    };
  }, [cle]);

  const name = isPageTextKey(cle) ? PAGE_TEXT_NAMES[cle] : "";
  // Non-breaking spaces inside the quotes: a line never ends between « and the name.
  const heading = name ? `Textes de la page «\u00a0${name}\u00a0»` : "Textes de la page";
  return (
    <FormPage backTo={ADMIN_PATHS.pages} heading={heading}>
      <Loaded value={view} error={error}>
        {(loaded) => (
          <PageTextsForm
            key={saves}
            cle={loaded.cle}
            initialValues={loaded.textes}
            saved={saves > 0}
            onSubmit={async (textes) => {
              const { data } = await api<{ data: PageTextsView }>(
                `/pages/${encodeURIComponent(loaded.cle)}`,
                { method: "PATCH", body: textes },
              );
              setView(data);
              setSaves((count) => count + 1);
            }}
          />
        )}
      </Loaded>
    </FormPage>
  );
}
