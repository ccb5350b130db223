import { type ReactNode, Suspense, use, useState } from "react";
import { useNavigate } from "react-router";
import type { PublicUser } from "../../../domain/users.ts";
import { Alert } from "../../components/form-field.tsx";
import { fetchOwnProfile } from "../../features/auth/session.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import { savedNotice, withNotice } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { ContentForm } from "../../features/content-form/content-form.tsx";
import { formValues } from "../../features/content-form/form-model.ts";
import { ChoicesRead } from "../../features/content-form/side-reads.tsx";
import { contentTypeOfPath, screensOf, sideReads } from "../../features/content-form/type-forms.ts";
import { apiUpload } from "../../lib/api.ts";
import { useContentPaths } from "../../lib/paths.ts";
import type { Route } from "./+types/content-create";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * /admin/{type}/creer (and /conseiller/…), one route per content type: the type is the
 * address's. The form's side reads (a project's sectors, an opportunity's categories, the
 * author) start here, in the browser (the token lives there), not awaited.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const type = contentTypeOfPath(new URL(request.url).pathname);
  const reads = sideReads(type, "create");
  return {
    type,
    choices: reads.choices,
    section: reads.section,
    // SPEC.md §2: the person is identified before they create (null: the server could not say).
    author: reads.author
      ? fetchOwnProfile().catch((caught: unknown): null => {
          console.error(caught);
          return null;
        })
      : undefined,
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** The author of what is created, once the server has said who they are. */
function AuthorFirst({
  author,
  children,
}: {
  author: Promise<PublicUser | null> | undefined;
  children: ReactNode;
}) {
  if (!author) return children;
  return (
    <Suspense fallback={<p className="text-slate-600">Chargement de l’utilisateur…</p>}>
      <AuthorRead author={author}>{children}</AuthorRead>
    </Suspense>
  );
}

function AuthorRead({
  author,
  children,
}: {
  author: Promise<PublicUser | null>;
  children: ReactNode;
}) {
  const user = use(author);
  if (!user) {
    return <Alert message="Erreur : utilisateur non identifié" />;
  }
  return (
    <>
      <p className="text-sm text-slate-600">
        Auteur : {user.prenom} {user.nom}
      </p>
      {children}
    </>
  );
}

export default function ContentCreate({ loaderData }: Route.ComponentProps) {
  const { type } = loaderData;
  const screen = screensOf(type);
  const paths = useContentPaths();
  const navigate = useNavigate();
  const [initialValues] = useState(() => formValues(screen.model, "create"));
  return (
    <FormPage backTo={paths.content[type].list} heading={screen.words.create}>
      <AuthorFirst author={loaderData.author}>
        <ChoicesRead choices={loaderData.choices}>
          {(choices) => (
            <ContentForm
              spec={screen}
              mode="create"
              initialValues={initialValues}
              choices={choices}
              sectionRead={loaderData.section}
              submitLabel={screen.words.createButton}
              draftKey={`${screen.model.type.key}:nouveau`}
              onSubmit={async (body, onProgress) => {
                const answer = await apiUpload(`/${type}`, { method: "POST", body, onProgress });
                await navigate(paths.content[type].list, withNotice(savedNotice(type, answer)));
              }}
            />
          )}
        </ChoicesRead>
      </AuthorFirst>
    </FormPage>
  );
}
