import { useState } from "react";
import { useNavigate } from "react-router";
import { ArticleForm, emptyArticleForm } from "../../features/articles/article-form.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

export default function ArticleCreate() {
  const paths = useContentPaths();
  const navigate = useNavigate();
  const [initialValues] = useState(emptyArticleForm);
  return (
    <FormPage backTo={paths.content.articles.list} heading="Ajouter un article">
      <ArticleForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Créer l'article"
        draftKey="article:nouveau"
        onSubmit={async (body, onProgress) => {
          const answer = await apiUpload("/articles", { method: "POST", body, onProgress });
          await navigate(paths.content.articles.list, withNotice(savedNotice("articles", answer)));
        }}
      />
    </FormPage>
  );
}
