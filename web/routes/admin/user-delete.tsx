import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
} from "../../../domain/content-types/identities.ts";
import { CONTENT_LIST_NOUNS } from "../../../domain/content-types/lists.ts";
import { DELETED_AUTHOR, USER_MESSAGES } from "../../../domain/users.ts";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import { useSession } from "../../features/auth/session.ts";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { FormPage } from "../../features/back-office/form-page.tsx";
import { withNotice } from "../../features/back-office/list-notice.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { fetchAllUsers } from "../../features/users/fetch-users.ts";
import { fullName, ROLE_LABELS } from "../../features/users/user-labels.ts";
import { errorMessage } from "../../lib/api.ts";
import type { AuthoredCounts, PublicUser } from "../../lib/api-types.ts";
import { apiGet, apiSend, readWith } from "../../lib/back-office-client.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";
import type { Route } from "./+types/user-delete";

interface DeleteScreen {
  user: PublicUser;
  authored: AuthoredCounts;
  /** Who may take the content over: the other active users. */
  heirs: PublicUser[];
}

/** The select's value for "nobody": the items keep no author. */
const NOBODY = "personne";
const CHOOSE_HEIR = "Veuillez choisir qui reprend ses contenus.";

const counted = (n: number, singular: string, plural: string) =>
  `${n} ${n > 1 ? plural : singular}`;

/** "2 articles, 1 réalisation et 3 opportunités": the types the user wrote, in words. */
function authoredInWords(authored: AuthoredCounts): string {
  const parts = CONTENT_TYPE_KEYS.flatMap((key) => {
    const n = authored[CONTENT_TYPE_IDENTITIES[key].plural];
    const noun = CONTENT_LIST_NOUNS[key];
    return n ? [counted(n, noun.one, noun.many)] : [];
  });
  const last = parts.pop();
  return parts.length ? `${parts.join(", ")} et ${last}` : (last ?? "");
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The user, what they wrote and who may take it over, read in the browser, not awaited. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { id } = params;
  const screen = readWith(async (): Promise<DeleteScreen> => {
    const [{ donnees: user }, { donnees: authored }, active] = await Promise.all([
      apiGet("/utilisateurs/:id", { params: { id } }),
      apiGet("/utilisateurs/:id/contenus", { params: { id } }),
      fetchAllUsers({ statut: "actif" }),
    ]);
    return { user, authored, heirs: active.filter((other) => other._id !== user._id) };
  }, "Impossible de charger l’utilisateur");
  return { screen };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/utilisateurs/supprimer/:id: 'Confirmer la suppression de cet utilisateur ?'
 * (SPEC.md §5), with what the user wrote and, when they wrote anything, who takes it
 * over (docs/decisions/021): another active user, or nobody ('Auteur supprimé').
 */
export default function UserDelete({ loaderData }: Route.ComponentProps) {
  return (
    <FormPage backTo={ADMIN_PATHS.users} heading="Supprimer l'utilisateur">
      <Deferred read={loaderData.screen}>
        {(read) =>
          read.ok ? <DeleteUserForm {...read.answer} /> : <Alert message={read.message} />
        }
      </Deferred>
    </FormPage>
  );
}

function DeleteUserForm({ user, authored, heirs }: DeleteScreen) {
  const navigate = useNavigate();
  const { user: me } = useSession();
  const [heir, setHeir] = useState("");
  const [heirError, setHeirError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const name = fullName(user);
  const isSelf = me?._id === user._id;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (authored.total > 0 && !heir) {
      setHeirError(CHOOSE_HEIR);
      // Where the keyboard and the screen reader are needed next: the field and its error.
      const field = event.currentTarget.elements.namedItem("transfererA");
      if (field instanceof HTMLSelectElement) field.focus();
      return;
    }
    setError(null);
    setSending(true);
    const heirUser = heirs.find((other) => other._id === heir);
    const query = new URLSearchParams(heirUser ? { transfererA: heirUser._id } : {});
    try {
      await apiSend("DELETE /utilisateurs/:id", { params: { id: user._id }, query });
      const message = heirUser
        ? `${name} a été supprimé. Ses contenus sont maintenant attribués à ${fullName(heirUser)}.`
        : `${name} a été supprimé.`;
      await navigate(ADMIN_PATHS.users, withNotice({ message }));
    } catch (caught) {
      console.error(caught);
      setError(errorMessage(caught, "Erreur lors de la suppression"));
      setSending(false);
    }
  }

  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <p className="text-lg font-medium">Confirmer la suppression de cet utilisateur ?</p>
      <dl className="grid gap-x-4 gap-y-1 rounded border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Nom</dt>
        <dd>{name}</dd>
        <dt className="font-medium text-slate-700">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="font-medium text-slate-700">Rôle</dt>
        <dd>{ROLE_LABELS[user.role]}</dd>
      </dl>
      {isSelf ? (
        <>
          <Alert message={USER_MESSAGES.selfDelete} />
          <BackLink label="Retour à la liste" />
        </>
      ) : (
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Alert message={error} />
          {authored.total === 0 ? (
            <p className="text-slate-700">Cet utilisateur n'est l'auteur d'aucun contenu.</p>
          ) : (
            <>
              <p className="text-slate-700">
                {name} est l'auteur de {authoredInWords(authored)}. Ses contenus restent publiés
                après la suppression.
              </p>
              <FieldShell
                label="Qui reprend ses contenus ?"
                error={heirError}
                hint={`Sans repreneur, ils s'affichent avec « ${DELETED_AUTHOR} ».`}
              >
                {(a11y) => (
                  <select
                    {...a11y}
                    name="transfererA"
                    value={heir}
                    onChange={(event) => {
                      setHeir(event.target.value);
                      setHeirError(undefined);
                    }}
                    className={INPUT_CLASS}
                  >
                    <option value="">Choisir…</option>
                    {heirs.map((other) => (
                      <option key={other._id} value={other._id}>
                        {`${fullName(other)} (${ROLE_LABELS[other.role].toLowerCase()})`}
                      </option>
                    ))}
                    <option value={NOBODY}>{`Personne : afficher « ${DELETED_AUTHOR} »`}</option>
                  </select>
                )}
              </FieldShell>
            </>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton
              sending={sending}
              sendingLabel="Suppression…"
              label="Supprimer l'utilisateur"
              danger
            />
            <BackLink label="Annuler" />
          </div>
        </form>
      )}
    </div>
  );
}

function BackLink({ label }: { label: string }) {
  return (
    <Link to={ADMIN_PATHS.users} className="text-brand-600 hover:underline">
      {label}
    </Link>
  );
}
