import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { BulkAction } from "../../domain/content-types/bulk-actions.ts";
import type { ContentTypePlural } from "../../domain/content-types/identities.ts";

// The API's answers as the server types them: web/ reads them from here, never copies them
// (`import type`: erased from the bundle). The map below types the back office's GET calls
// by the path they call (web/lib/back-office-client.ts).

import type { PublicPasskey } from "../../domain/accounts.ts";
import type { CandidatureView } from "../../domain/candidatures.ts";
import type { Category } from "../../domain/categories.ts";
import type { Localized } from "../../domain/constants.ts";
import type { ContactRequestView } from "../../domain/contact.ts";
import type { JournalEntryView } from "../../domain/journal.ts";
import type { MediaView } from "../../domain/media.ts";
import type { NewsletterSubscriberView } from "../../domain/newsletter.ts";
import type { PageTextsDocument } from "../../domain/page-texts.ts";
import type { PageVisualName, PageVisualsView } from "../../domain/page-visuals.ts";
import type { RevisionView } from "../../domain/revisions.ts";
import type { PublicUser } from "../../domain/users.ts";
import type {
  PublicArticle,
  StaffArticle,
} from "../../server/features/articles/articles.queries.ts";
import type { SessionIssuer } from "../../server/features/auth/sessions.ts";
import type { StaffCategory } from "../../server/features/categories/categories.service.ts";
import type { AuthoredCounts } from "../../server/features/content/authorship.ts";
import type { BulkItemResult } from "../../server/features/content/bulk.ts";
import type {
  DashboardView,
  RequestsPerWeekView,
} from "../../server/features/dashboard/dashboard.routes.ts";
import type {
  MediaDetailView,
  MediaItemView,
} from "../../server/features/medias/medias.service.ts";
import type { StaffPerson } from "../../server/features/personnes/personnes.service.ts";
import type { StaffReference } from "../../server/features/references/references.service.ts";

export type { MediaDetailView, MediaItemView };

import type { StaffRelease } from "../../server/features/communiques/communiques.queries.ts";
import type { StaffOffer } from "../../server/features/offres-emploi/offres-emploi.queries.ts";
import type {
  PublicOpportunity,
  StaffOpportunity,
} from "../../server/features/opportunites/opportunites.queries.ts";
import type {
  PublicRealisation,
  StaffRealisation,
} from "../../server/features/realisations/realisations.queries.ts";
import type { SectorView } from "../../server/features/sectors/sectors.repository.ts";
import type {
  PageTextsSummary,
  PageTextsView,
} from "../../server/features/site/page-texts.service.ts";
import type { SiteSettingsAllLanguages } from "../../server/features/site/site-settings.service.ts";
import type { WorkingCopyView } from "../../server/features/working-copies/working-copies.answers.ts";
import type { FieldError } from "../../server/lib/http-error.ts";

export type {
  AuthoredCounts,
  CandidatureView,
  ContactRequestView,
  DashboardView,
  FieldError,
  JournalEntryView,
  MediaView,
  NewsletterSubscriberView,
  PageTextsSummary,
  PageTextsView,
  PublicPasskey,
  PublicUser,
  RequestsPerWeekView,
  SiteSettingsAllLanguages,
  StaffArticle,
  StaffCategory,
  StaffOpportunity,
  StaffPerson,
  StaffRealisation,
  StaffReference,
  WorkingCopyView,
};

/** The answer that opens a session (a sign-in, a changed password): tokens and the user. */
export type SessionAnswer = Awaited<ReturnType<SessionIssuer>>;

/** A page of a back-office list (`GET /{type}/admin/all`). */
export interface PagedAnswer<T> {
  data: T[];
  total: number;
  page: number;
  limite: number;
}

/** Each content type's item as the back office reads it, by the type's key. */
export interface BackOfficeItems extends Record<ContentTypePlural, unknown> {
  realisations: StaffRealisation;
  articles: StaffArticle;
  opportunites: StaffOpportunity;
  "offres-emploi": StaffOffer;
  communiques: StaffRelease;
}

/**
 * What each GET the back office sends answers, by its path (`:name` for a parameter), as
 * server/features/…/*.routes.ts sends it. A screen's data gets its type from the path it
 * calls.
 */
export type BackOfficeAnswers = ContentAnswers & {
  "/auth/cles": { donnees: PublicPasskey[] };
  // Every language, in order: the opportunity form's choices (public, sent without the token).
  "/categories": { data: Category[]; total: number };
  "/categories/admin/all": { data: StaffCategory[]; total: number };
  "/contact": PagedAnswer<ContactRequestView>;
  /** Job applications (ADR 066): an adviser's, to their own offers; `nonLues` for the sidebar. */
  "/candidatures": PagedAnswer<CandidatureView> & { nonLues: number };
  "/candidatures/:id": { data: CandidatureView };
  "/journal": PagedAnswer<JournalEntryView>;
  /** The dashboard (issue 31): the whole site's for an administrator, an adviser's own. */
  "/tableau-de-bord": { data: DashboardView };
  /** Administrators only: the contact requests of each sector per week. */
  "/tableau-de-bord/demandes": { data: RequestsPerWeekView };
  /** One of my working copies, with the form's values (docs/decisions/053). */
  "/copies-de-travail/:id": { data: WorkingCopyView };
  /** The media library (issue 31 point 1, ADR 052). */
  "/medias": PagedAnswer<MediaItemView>;
  "/medias/:id": { data: MediaDetailView };
  "/newsletter": PagedAnswer<NewsletterSubscriberView>;
  /** The sectors in a language (`?lang=fr`: a project form's choices). */
  "/secteurs": { data: SectorView[] };
  "/pages": { data: PageTextsSummary[] };
  /** The people of the governance (issue 32 point 1), administrators only. */
  "/personnes/admin/all": { data: StaffPerson[]; total: number };
  "/personnes/admin/:id": { data: StaffPerson };
  /** The group's references (issue 32 point 4), administrators only. */
  "/references/admin/all": { data: StaffReference[]; total: number };
  "/references/admin/:id": { data: StaffReference };
  "/pages/:cle": { data: PageView };
  "/site": { data: SiteSettingsAllLanguages };
  // GET /utilisateurs keeps its items under `donnees` (SPEC.md §7), the other lists `data`.
  "/utilisateurs": Omit<PagedAnswer<PublicUser>, "data"> & { donnees: PublicUser[] };
  "/utilisateurs/:id": { donnees: PublicUser };
  "/utilisateurs/:id/cles": { donnees: PublicPasskey[] };
  "/utilisateurs/:id/contenus": { donnees: AuthoredCounts };
  // The public lists, as a visitor reads them (sent without the token): the dashboard's counts.
  "/articles": Omit<PagedAnswer<PublicArticle>, "data"> & { results: PublicArticle[] };
  "/opportunites": PagedAnswer<PublicOpportunity>;
  "/realisations": PagedAnswer<PublicRealisation>;
};

/** A page as GET /pages/{cle} gives it in every language: its texts and its key visuals. */
export type PageView = PageTextsView & PageVisualsView<MediaView<Localized>>;

/** A picture chosen for a page from the library (its id), or none (null). */
export type PageVisualChoice = Partial<Record<PageVisualName, string | null>>;

/** What a write answers after its change: the server's French message. */
interface Said {
  message: string;
}

/**
 * What each write the back office sends ("METHOD /path") takes as its body and answers, as
 * server/features/…/*.routes.ts reads and sends it (web/lib/back-office-client.ts's
 * `apiSend`). `body: undefined`: the call sends none.
 */
export type BackOfficeWrites = ContentWrites & {
  "DELETE /auth/cles/:id": { body: undefined; answer: Said };
  "DELETE /categories/:id": { body: undefined; answer: Said };
  "DELETE /medias/:id": { body: undefined; answer: Said };
  "DELETE /personnes/:id": { body: undefined; answer: Said };
  "PATCH /personnes/:id": { body: { ordre: number }; answer: Said & { data: StaffPerson } };
  "DELETE /references/:id": { body: undefined; answer: Said };
  "PATCH /references/:id": { body: { ordre: number }; answer: Said & { data: StaffReference } };
  "PATCH /medias/:id": {
    body: {
      texteAlternatif?: Partial<Localized>;
      credit?: string | null;
      pointFocal?: { x: number; y: number } | null;
    };
    answer: Said & { data: MediaDetailView };
  };
  "POST /medias": { body: FormData; answer: Said & { data: MediaDetailView[] } };
  "DELETE /site/logo": { body: undefined; answer: Said & { data: SiteSettingsAllLanguages } };
  "DELETE /site/kit-presse/logos/:cle": {
    body: undefined;
    answer: Said & { data: SiteSettingsAllLanguages };
  };
  "DELETE /site/kit-presse/fiche": {
    body: undefined;
    answer: Said & { data: SiteSettingsAllLanguages };
  };
  "DELETE /utilisateurs/:id": { body: undefined; answer: Said };
  "DELETE /utilisateurs/:id/cles/:cleId": { body: undefined; answer: Said };
  "PATCH /categories/:id": { body: { libelle: Localized } | { ordre: number }; answer: Said };
  "PATCH /contact/:id": { body: { traite: boolean }; answer: Said & { data: ContactRequestView } };
  "PATCH /candidatures/:id": { body: { lu: boolean }; answer: Said & { data: CandidatureView } };
  "DELETE /candidatures/:id": { body: undefined; answer: Said };
  "PATCH /pages/:cle": {
    body: PageTextsDocument | PageVisualChoice;
    answer: Said & { data: PageView };
  };
  "DELETE /pages/:cle/video": { body: undefined; answer: Said & { data: PageView } };
  "PATCH /site": {
    body: Record<string, unknown>;
    answer: Said & { data: SiteSettingsAllLanguages };
  };
  "PATCH /utilisateurs/me": {
    body: { prenom: string; nom: string; telephone?: string | null | undefined };
    answer: Said & { donnees: PublicUser };
  };
  "POST /auth/cles": {
    body: { reponse: RegistrationResponseJSON };
    answer: { donnees: PublicPasskey };
  };
  "POST /auth/cles/options-inscription": {
    body: undefined;
    answer: PublicKeyCredentialCreationOptionsJSON;
  };
  "POST /auth/confirmation": { body: { motDePasse: string }; answer: Said };
  "POST /auth/mot-de-passe": {
    body: { motDePasseActuel: string; nouveauMotDePasse: string };
    answer: Said & SessionAnswer;
  };
  "POST /categories": { body: { libelle: Localized }; answer: Said };
  // The user form's fields (users/user-form.tsx's toUserPayload); the server checks them.
  "POST /utilisateurs": { body: object; answer: Said & { donnees: PublicUser } };
  "POST /utilisateurs/:id/invitation": { body: undefined; answer: Said & { donnees: PublicUser } };
  "PUT /site/logo": { body: FormData; answer: Said & { data: SiteSettingsAllLanguages } };
  "PUT /site/kit-presse/fiche": {
    body: FormData;
    answer: Said & { data: SiteSettingsAllLanguages };
  };
  "POST /site/kit-presse/logos": {
    body: { media: string };
    answer: Said & { data: SiteSettingsAllLanguages };
  };
  "PUT /utilisateurs/:id": { body: object; answer: Said & { donnees: PublicUser } };
  "POST /copies-de-travail": {
    body: WorkingCopyBody & { type: WorkingCopyView["type"] };
    answer: { data: WorkingCopyView };
  };
  "PUT /copies-de-travail/:id": { body: WorkingCopyBody; answer: { data: WorkingCopyView } };
  "DELETE /copies-de-travail/:id": { body: undefined; answer: Said };
};

/** What a working copy's save sends: the form's values. */
interface WorkingCopyBody {
  valeurs: Record<string, unknown>;
}

/**
 * Every content type's list, item and versions, the same routes for each
 * (content.routes.ts): a version reads as the item did then.
 */
type ContentAnswers = {
  [T in ContentTypePlural as ContentListPath<T>]: PagedAnswer<BackOfficeItems[T]>;
} & {
  [T in ContentTypePlural as ContentItemPath<T>]: { data: BackOfficeItems[T] | null };
} & {
  [T in ContentTypePlural as `/${T}/admin/:id/copie-de-travail`]: { data: WorkingCopyView | null };
} & {
  [T in ContentTypePlural as `/${T}/:id/revisions`]: { data: RevisionView[] };
} & {
  [T in ContentTypePlural as `/${T}/:id/revisions/:revisionId`]: { data: BackOfficeItems[T] };
};

/** Every content type's writes besides its form's (a multipart upload, apiUpload). */
type ContentWrites = {
  [T in ContentTypePlural as `DELETE /${T}/:id`]: { body: undefined; answer: Said };
} & {
  [T in ContentTypePlural as `POST /${T}/:id/apercu`]: {
    body: undefined;
    answer: { data: { liens: Localized } };
  };
} & {
  [T in ContentTypePlural as `POST /${T}/admin/lot`]: {
    body: { action: BulkAction; ids: string[] };
    answer: Said & { data: BulkItemResult[] };
  };
} & {
  [T in ContentTypePlural as `PUT /${T}/admin/:id/copie-de-travail`]: {
    body: WorkingCopyBody;
    answer: { data: WorkingCopyView };
  };
} & {
  [T in ContentTypePlural as `POST /${T}/:id/revisions/:revisionId/restaurer`]: {
    body: undefined;
    answer: Said;
  };
};

export type ContentListPath<T extends ContentTypePlural> = `/${T}/admin/all`;
export type ContentItemPath<T extends ContentTypePlural> = `/${T}/admin/:id`;
