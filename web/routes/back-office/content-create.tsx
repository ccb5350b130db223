import { type ReactNode, Suspense, use, useState } from "react";
import { useNavigate } from "react-router";
import type { PublicUser } from "../../../domain/users.ts";
import { WORKING_COPY_MESSAGES } from "../../../domain/working-copies.ts";
import { Alert } from "../../components/form-field.tsx";
import { fetchOwnProfile } from "../../features/auth/session.ts";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import {
  type SavedHere,
  savedHereMessage,
  savedNotice,
  withNotice,
} from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { ContentForm } from "../../features/content-form/content-form.tsx";
import { type FormValues, formValues } from "../../features/content-form/form-model.ts";
import { ChoicesRead } from "../../features/content-form/side-reads.tsx";
import { contentTypeOfPath, screensOf, sideReads } from "../../features/content-form/type-forms.ts";
import { apiUpload } from "../../lib/api.ts";
import type { WorkingCopyView } from "../../lib/api-types.ts";
import { type Read, readApi } from "../../lib/back-office-client.ts";
import { useContentPaths } from "../../lib/paths.ts";
import { forgetDraft } from "../../lib/use-form-draft.ts";
import type { Route } from "./+types/content-create";

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * /admin/{type}/creer (and /conseiller/…), one route per content type: the type is the
 * address's. The form's side reads (a project's sectors, an opportunity's categories, the
 * author) start here, in the browser (the token lives there), not awaited.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const type = contentTypeOfPath(url.pathname);
  const reads = sideReads(type, "create");
  // `?copie={id}`: a working copy of a new item resumed from 'Mes brouillons' (ADR 053).
  const copyId = url.searchParams.get(COPY_PARAM);
  return {
    type,
    copy: copyId
      ? readApi(
          "/copies-de-travail/:id",
          { params: { id: copyId } },
          WORKING_COPY_MESSAGES.notFound,
        )
      : undefined,
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

/** The address's parameter naming the working copy a creation resumes. */
const COPY_PARAM = "copie";

/** The working copy the screen resumes, once read (its message if it cannot be). */
function CopyFirst({
  copy,
  children,
}: {
  copy: Promise<Read<{ data: WorkingCopyView }>> | undefined;
  children(copy: WorkingCopyView | undefined): ReactNode;
}) {
  if (!copy) return children(undefined);
  return (
    <Suspense fallback={<p className="text-slate-600">Chargement de la copie de travail…</p>}>
      <CopyRead copy={copy}>{children}</CopyRead>
    </Suspense>
  );
}

function CopyRead({
  copy,
  children,
}: {
  copy: Promise<Read<{ data: WorkingCopyView }>>;
  children(copy: WorkingCopyView): ReactNode;
}) {
  const read = use(copy);
  if (!read.ok) return <Alert message={read.message} />;
  return children(read.answer.data);
}

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
  return (
    <FormPage backTo={paths.content[type].list} heading={screen.words.create}>
      <AuthorFirst author={loaderData.author}>
        <CopyFirst copy={loaderData.copy}>
          {(copy) => (
            <CreateForm
              type={type}
              copy={copy}
              sectionRead={loaderData.section}
              choices={loaderData.choices}
            />
          )}
        </CopyFirst>
      </AuthorFirst>
    </FormPage>
  );
}

/** The creation form, empty or with the values of the working copy it resumes. */
function CreateForm({
  type,
  copy,
  choices,
  sectionRead,
}: {
  type: Route.ComponentProps["loaderData"]["type"];
  copy: WorkingCopyView | undefined;
  choices: Route.ComponentProps["loaderData"]["choices"];
  sectionRead: Promise<unknown> | undefined;
}) {
  const screen = screensOf(type);
  const paths = useContentPaths();
  const navigate = useNavigate();
  const key = screen.model.type.key;
  const [initialValues] = useState<FormValues>(() => ({
    ...formValues(screen.model, "create"),
    ...copy?.valeurs,
  }));
  // This browser's draft follows the working copy once there is one (ADR 053): a new item's
  // draft is then its copy's, and a later creation is not offered this one's typing.
  const [copyId, setCopyId] = useState(copy?._id);
  const draftKey = copyId ? `${key}:copie:${copyId}` : `${key}:nouveau`;
  return (
    <ChoicesRead choices={choices}>
      {(loaded) => (
        <ContentForm
          spec={screen}
          mode="create"
          initialValues={initialValues}
          choices={loaded}
          sectionRead={sectionRead}
          submitLabel={screen.words.createButton}
          draftKey={draftKey}
          workingCopy={{
            type,
            copyId,
            savedAt: copy ? new Date(copy.dateModification) : undefined,
            onCopyMade(id) {
              forgetDraft(`${key}:nouveau`);
              setCopyId(id);
              // A reload resumes the copy; the router need not know (nothing to read again).
              const url = new URL(window.location.href);
              url.searchParams.set(COPY_PARAM, id);
              window.history.replaceState(window.history.state, "", url);
            },
          }}
          onSubmit={async (body, onProgress, { stay, workingCopyId }) => {
            const query = workingCopyId
              ? `?copieDeTravail=${encodeURIComponent(workingCopyId)}`
              : "";
            const answer = await apiUpload(`/${type}${query}`, {
              method: "POST",
              body,
              onProgress,
            });
            const created = (answer as { data?: { _id?: string } }).data?._id;
            if (stay && created) {
              await navigate(paths.content[type].edit(created), {
                state: { savedHere: savedHereMessage(type) } satisfies SavedHere,
              });
              return;
            }
            await navigate(paths.content[type].list, withNotice(savedNotice(type, answer)));
          }}
        />
      )}
    </ChoicesRead>
  );
}
