import { Link, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import { ArticleForm, articleFormValues } from "../../features/articles/article-form.tsx";
import { useStaffItem } from "../../features/back-office/use-staff-item.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";

// SPEC.md §8's load failures of the article edition screen.
const LOAD_MESSAGES = {
  missingId: "ID de l'article manquant",
  notFound: "Article introuvable",
  empty: "Aucun article à modifier",
  failed: "Erreur de chargement",
};

export default function ArticleEdit() {
  const paths = useContentPaths();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { values: initialValues, error: loadError } = useStaffItem(
    "articles",
    id,
    articleFormValues,
    LOAD_MESSAGES,
  );

  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.articles} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">Modifier l'article</h1>
      {loadError ? (
        <Alert message={loadError} />
      ) : initialValues === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : (
        <ArticleForm
          mode="edit"
          initialValues={initialValues}
          submitLabel="Enregistrer les modifications"
          draftKey={`article:${id}`}
          onSubmit={async (body, onProgress) => {
            await apiUpload(`/articles/${encodeURIComponent(id)}`, {
              method: "PATCH",
              body,
              onProgress,
            });
            await navigate(paths.articles);
          }}
        />
      )}
    </section>
  );
}
