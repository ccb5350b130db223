import { useNavigate, useParams } from "react-router";
import { ArticleForm, articleFormValues } from "../../features/articles/article-form.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage, Loaded } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { useStaffItem } from "../../features/back-office/use-staff-item.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";

// SPEC.md §8's load failures of the article edition screen.
const LOAD_MESSAGES = {
  missingId: "ID de l'article manquant",
  notFound: "Article introuvable",
  empty: "Aucun article à modifier",
  failed: "Erreur de chargement",
};

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function ArticleEdit() {
  const paths = useContentPaths();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const draftKey = `article:${id}`;
  const { values, error, reload } = useStaffItem("articles", id, articleFormValues, LOAD_MESSAGES);

  return (
    <FormPage
      backTo={paths.content.articles.list}
      heading="Modifier l'article"
      preview={values ? { type: "articles", id } : undefined}
      versions={{
        type: "articles",
        id,
        onRestored: () => {
          forgetDraft(draftKey);
          reload();
        },
      }}
    >
      <Loaded value={values} error={error}>
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
      </Loaded>
    </FormPage>
  );
}
