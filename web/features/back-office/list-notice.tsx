// What a list says after a screen changed it (issue 19, part 4): 'Article enregistré' with
// 'Voir sur le site' when the item is public, the saved row marked; a deletion's outcome.
// The message rides in the router's location state to the list, which keeps it for as
// long as it shows and takes it out of the history entry, so a reload does not repeat it.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { Link, type NavigateOptions, useLocation, useNavigate } from "react-router";
import { RELEASE_PUBLIC_STATES } from "../../../domain/communiques.ts";
import type { LocalizedText } from "../../../domain/content.ts";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypePlural,
} from "../../../domain/content-types/identities.ts";
import { CONTENT_LIST_NOUNS } from "../../../domain/content-types/lists.ts";
import { isOfferOpen } from "../../../domain/offres-emploi.ts";
import { detailPath } from "../../../domain/site-paths.ts";
import {
  isArticlePublic,
  isOpportunityPublic,
  isRealisationPublic,
} from "../../../domain/visibility.ts";

export interface ListNotice {
  message: string;
  /** The item saved, marked in the list. */
  savedId?: string | undefined;
  /** Its page on the public site, when the public can see it. */
  publicPath?: string | undefined;
}

interface NoticeState {
  listNotice?: ListNotice;
}

/** What an edit screen reached after 'Enregistrer et continuer' on a creation says first. */
export interface SavedHere {
  savedHere?: string;
}

/** 'Article enregistré à 14:32.': what a screen that stays on its document says once saved. */
export function savedHereMessage(type: ContentTypePlural, at = new Date()): string {
  return savedAtMessage(SAVED_MESSAGES[type], at);
}

/** "{saved} à 14:32.": `saved` ("Personne enregistrée") with the time it was. */
export function savedAtMessage(saved: string, at = new Date()): string {
  const time = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit" }).format(at);
  return `${saved} à ${time}.`;
}

/** The navigation options that carry `notice` to the list. */
export const withNotice = (notice: ListNotice): NavigateOptions => ({
  state: { listNotice: notice } satisfies NoticeState,
});

/**
 * "Article enregistré", "Réalisation supprimée": a type's label and the participle agreed
 * with its gender (domain/content-types/lists.ts), for every type of the registry.
 */
const byType = (masculine: string, feminine: string) =>
  Object.fromEntries(
    CONTENT_TYPE_KEYS.map((key) => [
      CONTENT_TYPE_IDENTITIES[key].plural,
      `${CONTENT_TYPE_IDENTITIES[key].labels.one} ${CONTENT_LIST_NOUNS[key].feminine ? feminine : masculine}`,
    ]),
  ) as Record<ContentTypePlural, string>;

export const SAVED_MESSAGES: Record<ContentTypePlural | "utilisateurs", string> = {
  ...byType("enregistré", "enregistrée"),
  utilisateurs: "Utilisateur enregistré",
};

/** What the back office reads of a saved item to say whether the public sees it, and where. */
interface SavedItem {
  _id: string;
  slugs?: Partial<LocalizedText>;
  etat: string;
  statut?: string;
  datePublication?: string | null;
  dateExpiration?: string | null;
  dateCloture?: string | null;
}

const IS_PUBLIC: Record<ContentTypePlural, (item: SavedItem) => boolean> = {
  articles: (item) => isArticlePublic({ ...item, datePublication: item.datePublication ?? null }),
  realisations: (item) => isRealisationPublic(item),
  opportunites: (item) => isOpportunityPublic({ ...item, statut: item.statut ?? "" }),
  "offres-emploi": (item) =>
    isOfferOpen({ etat: item.etat, dateCloture: item.dateCloture ?? null }, new Date()),
  communiques: (item) => (RELEASE_PUBLIC_STATES as readonly string[]).includes(item.etat),
};

/** The notice of a saved content item, from the API's answer (`data`). */
export function savedNotice(type: ContentTypePlural, answer: { data?: SavedItem }): ListNotice {
  const item = answer.data;
  const slug = item?.slugs?.fr;
  return {
    message: SAVED_MESSAGES[type],
    savedId: item?._id,
    publicPath: item && slug && IS_PUBLIC[type](item) ? detailPath("fr", type, slug) : undefined,
  };
}

export const DELETED_MESSAGES: Record<ContentTypePlural | "utilisateurs", string> = {
  ...byType("supprimé", "supprimée"),
  utilisateurs: "Utilisateur supprimé",
};

const SavedIdContext = createContext<string | undefined>(undefined);

/** The id of the item just saved, for the list's rows and cards to mark it. */
export const useSavedId = () => useContext(SavedIdContext);

/**
 * Shows the notice the previous screen sent, or the list's own (`local`, a deletion's),
 * announced to screen readers (the live region is on the page before its text), and
 * gives the saved item's id to the rows below.
 */
export function ListNoticeArea({
  local = null,
  children,
}: {
  local?: ListNotice | null;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [sentNotice, setSentNotice] = useState<ListNotice | null>(null);

  useEffect(() => {
    const sent = (location.state as NoticeState | null)?.listNotice;
    if (!sent) return;
    setSentNotice(sent);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  const notice = local ?? sentNotice;

  return (
    <>
      <div role="status" className="empty:hidden">
        {notice ? (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            <span>
              <span aria-hidden="true">✓ </span>
              {notice.message}
            </span>
            {notice.publicPath ? (
              <Link to={notice.publicPath} reloadDocument className="underline">
                Voir sur le site
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
      <SavedIdContext.Provider value={notice?.savedId}>{children}</SavedIdContext.Provider>
    </>
  );
}

/** Classes and a label that mark the saved item's row or card: a border and a word, not colour alone. */
export const SAVED_ROW_CLASS =
  "bg-emerald-50 outline outline-2 -outline-offset-2 outline-emerald-500";

export function SavedMark() {
  return (
    <span className="mb-1 inline-block rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white">
      Enregistré
    </span>
  );
}
