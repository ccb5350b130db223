import { useState } from "react";
import { useNavigate } from "react-router";
import { ArticleForm, emptyArticleForm } from "../../features/articles/article-form.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

export default function ArticleCreate() {
  const paths = useContentPaths();
  const navigate = useNavigate();
  const [initialValues] = useState(emptyArticleForm);
  return (
    <FormPage backTo={paths.articles} heading="Ajouter un article">
      <ArticleForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Créer l'article"
        draftKey="article:nouveau"
        onSubmit={async (body, onProgress) => {
          const answer = await apiUpload("/articles", { method: "POST", body, onProgress });
          await navigate(paths.articles, withNotice(savedNotice("articles", answer)));
        }}
      />
    </FormPage>
  );
}
