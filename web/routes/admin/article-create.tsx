import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ArticleForm, emptyArticleForm } from "../../features/articles/article-form.tsx";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

export default function ArticleCreate() {
  const paths = useContentPaths();
  const navigate = useNavigate();
  const [initialValues] = useState(emptyArticleForm);
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.articles} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">Ajouter un article</h1>
      <ArticleForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Créer l'article"
        draftKey="article:nouveau"
        onSubmit={async (body, onProgress) => {
          await apiUpload("/articles", { method: "POST", body, onProgress });
          await navigate(paths.articles);
        }}
      />
    </section>
  );
}
