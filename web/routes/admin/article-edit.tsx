import { useNavigate, useParams, useRevalidator } from "react-router";
import { ArticleForm, articleFormValues } from "../../features/articles/article-form.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { ItemPreview, LoadedItem, readStaffItem } from "../../features/back-office/staff-item.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";
import type { Route } from "./+types/article-edit";

// SPEC.md §8's load failures of the article edition screen.
const LOAD_MESSAGES = {
  missingId: "ID de l'article manquant",
  notFound: "Article introuvable",
  empty: "Aucun article à modifier",
  failed: "Erreur de chargement",
};

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The item, read in the browser (the token lives there), not awaited: the screen shows at once. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { item: readStaffItem("articles", params.id) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

export default function ArticleEdit({ loaderData }: Route.ComponentProps) {
  const paths = useContentPaths();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const draftKey = `article:${id}`;
  const revalidator = useRevalidator();

  return (
    <FormPage
      backTo={paths.content.articles.list}
      heading="Modifier l'article"
      preview={<ItemPreview item={loaderData.item} type="articles" id={id} />}
      versions={{
        type: "articles",
        id,
        onRestored: () => {
          forgetDraft(draftKey);
          void revalidator.revalidate();
        },
      }}
    >
      <LoadedItem item={loaderData.item} toValues={articleFormValues} messages={LOAD_MESSAGES}>
        {(initialValues) => (
          <ArticleForm
            mode="edit"
            initialValues={initialValues}
            submitLabel="Enregistrer les modifications"
            draftKey={draftKey}
            onSubmit={async (body, onProgress) => {
              const answer = await apiUpload(`/articles/${encodeURIComponent(id)}`, {
                method: "PATCH",
                body,
                onProgress,
              });
              await navigate(
                paths.content.articles.list,
                withNotice(savedNotice("articles", answer)),
              );
            }}
          />
        )}
      </LoadedItem>
    </FormPage>
  );
}
