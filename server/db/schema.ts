import { type AnyColumn, sql } from "drizzle-orm";
import {
  boolean,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ReleasePdf, ReleaseState } from "../../domain/communiques.ts";
import {
  LANGUAGES,
  type Language,
  type Localized,
  type Role,
  type SectorCode,
  type UserStatus,
} from "../../domain/constants.ts";
import type {
  ArticleState,
  DeliveryStatus,
  LocalizedKeywords,
  LocalizedText,
  OpportunityState,
  OpportunityStatus,
  ProjectState,
} from "../../domain/content.ts";
import type { Entry } from "../../domain/content-types/fields.ts";
import type { ContentTypeKey } from "../../domain/content-types/identities.ts";
import type { JournalAction } from "../../domain/journal.ts";
import { type MediaAsset, mediaFromStored } from "../../domain/media.ts";
import type { ContractType, OfferState } from "../../domain/offres-emploi.ts";
import type { PersonGroup } from "../../domain/personnes.ts";
import type { ReferenceGroup } from "../../domain/references.ts";
import { folded } from "../lib/folded-search.ts";

/** Each picture of an image column's value in today's shape (mediaFromStored). */
const inTodaysShape = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(mediaFromStored) : mediaFromStored(value);

/**
 * A JSON column of image fields (ADR 041): jsonb whose pictures are read, and written,
 * through mediaFromStored, so that a picture stored before MediaAsset (its texts under
 * `alt`) reads as one whichever query reads it, and a version kept before it is restored
 * in today's shape; no stored row needs rewriting.
 */
const mediaColumn = <T extends MediaAsset | MediaAsset[]>() =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => "jsonb",
    toDriver: (value) => JSON.stringify(inTodaysShape(value)),
    fromDriver: (value) =>
      inTodaysShape(typeof value === "string" ? JSON.parse(value) : value) as T,
  });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    prenom: text("prenom").notNull(),
    nom: text("nom").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone"),
    role: text("role").$type<Role>().notNull(),
    statut: text("statut").$type<UserStatus>().notNull().default("actif"),
    // Null until an invited person chooses their password (docs/decisions/048): no password
    // matches it, so the account cannot sign in yet.
    passwordHash: text("password_hash"),
    // Bumped whenever the user's sessions must end (deactivation, password change):
    // access tokens carry the version they were issued under.
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are stored lower-cased; the index keeps them unique under concurrent writes.
    uniqueIndex("users_email_unique").on(t.email),
    index("users_role_statut_idx").on(t.role, t.statut),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Every token issued by rotation from one sign-in shares the family: a reused token
    // revokes the family, ending the session of whoever stole it as well.
    familyId: uuid("family_id").notNull(),
    // SHA-256 of the token: a leaked database does not leak live sessions.
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // When the person last proved to be there in this session (a sign-in, their password
    // typed again): adding a passkey needs it recent (docs/decisions/036). Rotation
    // carries it to the family's next token.
    presenceConfirmedAt: timestamp("presence_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

export const sectors = pgTable("sectors", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  nom: jsonb("nom").$type<Localized>().notNull(),
  slug: jsonb("slug").$type<Localized>().notNull(),
  position: integer("position").notNull(),
});

/** Rate-limit counters, shared by every instance through the database. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    // One row per key: its window opens with its first hit (docs/decisions/031).
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowStart)],
);

// ---------------------------------------------------------------------------------------
// Content (SPEC.md §3). Per-language texts are jsonb {fr, en, it}. Authors are kept with
// ON DELETE SET NULL: deleting a user leaves their content readable (docs/decisions/001).

/**
 * A title in one language, folded as the back office's searches fold it (`site_fold`,
 * migration 0015): the title searches and the sort by title use this very expression, so
 * that they meet the indexes below.
 */
export const foldedTitle = (titre: AnyColumn, lang: Language = "fr") =>
  folded(sql`${titre}->>${sql.raw(`'${lang}'`)}`);

/**
 * What the title searches read (title-search.ts): the item's three folded titles, one per
 * line, kept by the database itself (a generated column), so that a row written by an
 * import or by hand has it too. Its trigram index finds the candidates, and their check
 * compares stored text: folding each candidate's titles again at every search cost more
 * than the rest of a back-office list (issue 30).
 */
export const FOLDED_TITLES_SEPARATOR = "\n";
const foldedTitles = () =>
  text("titre_plie")
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        LANGUAGES.map((lang) => `coalesce(site_fold(titre->>'${lang}'), '')`).join(
          " || E'\\n' || ",
        ),
      ),
    );

type ListedColumns = Record<
  "id" | "titre" | "titrePlie" | "etat" | "auteurId" | "nombreVues" | "createdAt" | "updatedAt",
  ExtraConfigColumn
>;

/**
 * The indexes of a content type's lists at a hundred thousand items (issue 30, ADR 046):
 * the title search (trigrams of the folded titles), the back office's orders
 * (newest created, title, views, state) each ending on the id that breaks ties, and an
 * adviser's own items in the default order. Every list's page ids are read from these
 * (content.repository.ts `list`), never more rows than the page.
 * Migration 0015 adds by hand what drizzle-kit cannot say: `INCLUDE ("titre")` on the
 * title order, and the columns the public lists' visibility reads on `…_public_order_idx`
 * and `opportunites_created_idx`, so that those orders are read from the index alone. A
 * change to one of these indexes must write its INCLUDE again in its migration.
 */
function listIndexes(name: string, t: ListedColumns) {
  return [
    index(`${name}_titles_trgm_idx`).using("gin", sql`${t.titrePlie} gin_trgm_ops`),
    index(`${name}_created_idx`).on(t.createdAt.desc().nullsFirst(), t.id),
    index(`${name}_title_sort_idx`).on(foldedTitle(t.titre), t.id),
    index(`${name}_views_idx`).on(t.nombreVues, t.id),
    index(`${name}_state_idx`).on(t.etat, t.createdAt.desc().nullsFirst(), t.id),
    index(`${name}_author_idx`).on(t.auteurId, t.createdAt.desc().nullsFirst(), t.id),
    // The dashboard's 'Mes brouillons' (issue 31): one person's drafts, last saved first.
    index(`${name}_drafts_idx`)
      .on(t.auteurId, t.updatedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.etat} = 'brouillon'`),
  ];
}

const authorId = () => uuid("auteur_id").references(() => users.id, { onDelete: "set null" });
const views = () => integer("nombre_vues").notNull().default(0);
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titre: jsonb("titre").$type<LocalizedText>().notNull(),
    titrePlie: foldedTitles(),
    contenu: jsonb("contenu").$type<LocalizedText>().notNull(),
    resume: jsonb("resume").$type<LocalizedText>().notNull(),
    motsCles: jsonb("mots_cles").$type<LocalizedKeywords>().notNull(),
    categories: jsonb("categories").$type<SectorCode[]>().notNull(),
    etat: text("etat").$type<ArticleState>().notNull(),
    datePublication: timestamp("date_publication", { withTimezone: true }),
    imagePrincipale: mediaColumn<MediaAsset>()("image_principale"),
    auteurId: authorId(),
    nombreVues: views(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("articles_public_idx").on(t.etat, t.datePublication),
    ...listIndexes("articles", t),
    index("articles_public_order_idx").on(
      t.datePublication.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index("articles_categories_idx").using("gin", sql`${t.categories} jsonb_path_ops`),
    // Where a library picture is used (ADR 052): the items naming its key.
    index("articles_image_cle_idx").on(sql`(${t.imagePrincipale}->>'cle')`),
  ],
);

export const realisations = pgTable(
  "realisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titre: jsonb("titre").$type<LocalizedText>().notNull(),
    titrePlie: foldedTitles(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    contenu: jsonb("contenu").$type<LocalizedText>().notNull(),
    motsCles: jsonb("mots_cles").$type<LocalizedKeywords>().notNull(),
    images: mediaColumn<MediaAsset[]>()("images").notNull(),
    // Issue 29: who the project was for, where it is, and its key figures.
    client: text("client").notNull().default(""),
    lieu: jsonb("lieu").$type<LocalizedText>().notNull().default({ fr: "", en: "", it: "" }),
    chiffresCles: jsonb("chiffres_cles").$type<Entry[]>().notNull().default([]),
    secteurId: uuid("secteur_id")
      .notNull()
      .references(() => sectors.id, { onDelete: "restrict" }),
    annee: integer("annee").notNull(),
    statutLivraison: text("statut_livraison").$type<DeliveryStatus>().notNull().default("en cours"),
    etat: text("etat").$type<ProjectState>().notNull(),
    datePublication: timestamp("date_publication", { withTimezone: true }),
    auteurId: authorId(),
    nombreVues: views(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("realisations_public_idx").on(t.etat, t.datePublication),
    ...listIndexes("realisations", t),
    index("realisations_public_order_idx").on(
      t.datePublication.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index("realisations_sector_idx").on(t.secteurId, t.createdAt.desc().nullsFirst(), t.id),
    // Where a library picture is used (ADR 052): `images @> '[{"cle": …}]'`.
    index("realisations_images_idx").using("gin", sql`${t.images} jsonb_path_ops`),
  ],
);

/**
 * The opportunities' categories (issue 19), a list administrators keep: a label in each
 * language, shown in the list's `position` order. An opportunity names one by id; a
 * category in use cannot be deleted until its opportunities have another one.
 */
export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    libelle: jsonb("libelle").$type<Localized>().notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("categories_position_idx").on(t.position)],
);

export const opportunites = pgTable(
  "opportunites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titre: jsonb("titre").$type<LocalizedText>().notNull(),
    titrePlie: foldedTitles(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    contenu: jsonb("contenu").$type<LocalizedText>().notNull(),
    motsCles: jsonb("mots_cles").$type<LocalizedKeywords>().notNull(),
    categorieId: uuid("categorie_id").references(() => categories.id, { onDelete: "restrict" }),
    // ISO 3166-1 alpha-2 ("SN"); `pays` keeps the French name it had when written, or the
    // text typed before countries had codes when no country matched it (migration 0006).
    codePays: text("code_pays"),
    pays: text("pays").notNull().default(""),
    contact: text("contact").notNull().default(""),
    quantiteDisponible: text("quantite_disponible").notNull().default(""),
    statut: text("statut").$type<OpportunityStatus>().notNull().default("actif"),
    etat: text("etat").$type<OpportunityState>().notNull().default("brouillon"),
    datePublication: timestamp("date_publication", { withTimezone: true }),
    dateExpiration: timestamp("date_expiration", { withTimezone: true }),
    image: mediaColumn<MediaAsset>()("image"),
    auteurId: authorId(),
    nombreVues: views(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("opportunites_public_idx").on(t.etat, t.statut, t.createdAt),
    ...listIndexes("opportunites", t),
    index("opportunites_statut_idx").on(t.statut, t.createdAt.desc().nullsFirst(), t.id),
    index("opportunites_category_idx").on(t.categorieId),
    // Where a library picture is used (ADR 052): the items naming its key.
    index("opportunites_image_cle_idx").on(sql`(${t.image}->>'cle')`),
  ],
);

/** Job offers (issue 32, docs/decisions/063): open while published and not past their closing day. */
export const offresEmploi = pgTable(
  "offres_emploi",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titre: jsonb("titre").$type<LocalizedText>().notNull(),
    titrePlie: foldedTitles(),
    lieu: jsonb("lieu").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    secteur: text("secteur").$type<SectorCode>().notNull(),
    // ISO 3166-1 alpha-2 ("SN"), as opportunities' `code_pays`.
    codePays: text("code_pays").notNull(),
    typeContrat: text("type_contrat").$type<ContractType>().notNull(),
    // The closing day at 00:00 UTC: the offer is open through that whole day.
    dateCloture: timestamp("date_cloture", { withTimezone: true }).notNull(),
    etat: text("etat").$type<OfferState>().notNull().default("brouillon"),
    datePublication: timestamp("date_publication", { withTimezone: true }),
    auteurId: authorId(),
    nombreVues: views(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...listIndexes("offres_emploi", t),
    // The careers page: open offers, the nearest closing first.
    index("offres_emploi_public_idx").on(t.etat, t.dateCloture),
  ],
);

/** Press releases (issue 32, docs/decisions/063): their PDF is public, like pictures. */
export const communiques = pgTable(
  "communiques",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titre: jsonb("titre").$type<LocalizedText>().notNull(),
    titrePlie: foldedTitles(),
    resume: jsonb("resume").$type<LocalizedText>().notNull(),
    texte: jsonb("texte").$type<LocalizedText>().notNull(),
    dateCommunique: timestamp("date_communique", { withTimezone: true }).notNull(),
    etat: text("etat").$type<ReleaseState>().notNull().default("brouillon"),
    // When it was first published (the server sets it): the answers' `datePublication`.
    datePublication: timestamp("date_publication", { withTimezone: true }),
    // The release as a file: its storage key, size and name (null: none).
    pdf: jsonb("pdf").$type<ReleasePdf>(),
    auteurId: authorId(),
    nombreVues: views(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...listIndexes("communiques", t),
    // The press page: published releases, newest first.
    index("communiques_public_order_idx").on(t.etat, t.dateCommunique.desc(), t.id),
  ],
);

/**
 * Job applications (issue 32, point 2; docs/decisions/066). The CV lives in the private
 * files (never under /uploads/), under `cv_cle`. The offer's French title is kept: an
 * application outlives its offer's deletion, which leaves `offre_id` empty.
 */
export const candidatures = pgTable(
  "candidatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offreId: uuid("offre_id").references(() => offresEmploi.id, { onDelete: "set null" }),
    offreTitre: text("offre_titre").notNull(),
    nom: text("nom").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone").notNull(),
    message: text("message"),
    langue: text("langue").$type<Language>().notNull(),
    cvCle: text("cv_cle").notNull().unique(),
    cvNom: text("cv_nom").notNull(),
    cvOctets: integer("cv_octets").notNull(),
    lu: boolean("lu").notNull().default(false),
    luLe: timestamp("lu_le", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The inbox's order, newest first, whole or by its filters (as the contact inbox's).
  (t) => [
    index("candidatures_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("candidatures_lu_idx").on(
      t.lu,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("candidatures_offre_idx").on(
      t.offreId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every slug an item ever had, per language. The current one is what the API names;
 * the others keep resolving, so links shared before a title change never break.
 */
export const contentSlugs = pgTable(
  "content_slugs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentType: text("content_type").$type<ContentTypeKey>().notNull(),
    contentId: uuid("content_id").notNull(),
    lang: text("lang").$type<Language>().notNull(),
    slug: text("slug").notNull(),
    current: boolean("current").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_slugs_unique").on(t.contentType, t.lang, t.slug),
    index("content_slugs_item_idx").on(t.contentType, t.contentId),
  ],
);

/** One row per item, visitor and day: a view counts once a day per visitor. */
export const contentViews = pgTable(
  "content_views",
  {
    contentType: text("content_type").$type<ContentTypeKey>().notNull(),
    contentId: uuid("content_id").notNull(),
    visitor: text("visitor").notNull(),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.contentId, t.visitor, t.day] })],
);

/**
 * Each item's views per day (issue 31): what the dashboard's charts and most read items
 * read, written with the rows above in the view counter's batch. The visitor rows only
 * keep a visitor from counting twice in a day and are pruned after a day; these counts
 * hold no visitor and are kept for the dashboard's window (VIEW_HISTORY_DAYS). A count per
 * item and day, not per visitor: the dashboard sums rows of items viewed, never one row
 * per view (docs/decisions/049).
 */
export const contentViewDays = pgTable(
  "content_view_days",
  {
    contentType: text("content_type").$type<ContentTypeKey>().notNull(),
    contentId: uuid("content_id").notNull(),
    day: text("day").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    // An adviser's own items' days are read by item (this key); the site's, by day.
    primaryKey({ columns: [t.contentType, t.contentId, t.day] }),
    index("content_view_days_day_idx").on(t.day),
  ],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nom: text("nom").notNull(),
    numero: text("numero").notNull(),
    email: text("email").notNull(),
    entreprise: text("entreprise"),
    description: text("description").notNull(),
    secteur: text("secteur").$type<SectorCode>().notNull(),
    traite: boolean("traite").notNull().default(false),
    traiteLe: timestamp("traite_le", { withTimezone: true }),
    traitePar: uuid("traite_par").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  // The inbox's order, newest first, whole or by its filters (issue 30).
  (t) => [
    index("contact_requests_created_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("contact_requests_traite_idx").on(
      t.traite,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("contact_requests_secteur_idx").on(
      t.secteur,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    secteur: text("secteur").$type<SectorCode>(),
    langue: text("langue").$type<Language>().notNull().default("fr"),
    /** Random token of the unsubscribe link. */
    jetonDesinscription: text("jeton_desinscription").notNull().unique(),
    /**
     * With SMTP, a subscription counts once its email's link is followed (double opt-in):
     * until then `confirmedAt` is null and the link's random token is here; used, it is cleared.
     */
    jetonConfirmation: text("jeton_confirmation").unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  // The active subscribers newest first: the list's pages and the export's batches (issue 30).
  (t) => [
    index("newsletter_active_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.unsubscribedAt} is null and ${t.confirmedAt} is not null`),
    index("newsletter_active_sector_idx")
      .on(t.secteur, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.unsubscribedAt} is null and ${t.confirmedAt} is not null`),
  ],
);

/** Who wrote what: every staff write on content, kept even after the user is deleted. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    action: text("action").$type<JournalAction>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_entity_idx").on(t.entityType, t.entityId),
    // The dashboard's recent activity (issue 31): the site's newest, or one person's.
    index("activity_log_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_log_user_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Versions of the content (issue 19): one row per save of an article, project or
 * opportunity, the item's editable columns as they were after it (`snapshot`), the last
 * REVISIONS_KEPT per item. The saver's name is copied like the activity log's. No foreign
 * key to the three tables: the content repository deletes an item's versions with it.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentType: text("content_type").$type<ContentTypeKey>().notNull(),
    contentId: uuid("content_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** The API names of the fields this save changed. */
    changedFields: jsonb("changed_fields").$type<string[]>().notNull(),
    restoredFrom: uuid("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [index("content_revisions_item_idx").on(t.contentType, t.contentId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * The words of the searched texts, per language, as the search's typo correction suggests
 * them (issue 30, docs/decisions/047): lower case, without accents, each once. Every write
 * adds the words of the item it saved (server/features/search/vocabulary.ts), and
 * `npm run search:reindex` rebuilds it from every row (after an import). A word is
 * suggested only while a public item holds it: the words of hidden or deleted items stay
 * here and are never offered. The trigram index finds the words close to a typed one.
 *
 * The searched documents themselves are not in this file: each content table has stored
 * generated columns `search_fr`, `search_en` and `search_it` (tsvector, GIN-indexed),
 * which migration 0014 declares from server/features/search/documents.ts. They are left
 * out of the tables above so that no read of an item carries them, and no version keeps them.
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    lang: text("lang").$type<Language>().notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    // Written straight into the index (no pending list, which every search would read
    // until a vacuum): writes are rare, searches are not.
    index("search_vocabulary_word_trgm_idx")
      .using("gin", t.word.op("gin_trgm_ops"))
      .with({ fastupdate: "off" }),
  ],
);

/**
 * The public cache's generation, one row: a number every write the public site shows bumps
 * in its own transaction (invalidatePublicPages). Public reads are cached under it, so
 * every instance sees a write as soon as it reads the new number (DESIGN.md §7). View
 * counts never bump it. (The table keeps its first name, `content_version`; it has nothing
 * to do with an item's versions, content_revisions.)
 */
export const publicPagesGeneration = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * Mail waiting to go out, written in the same transaction as what it tells about (a contact
 * request): a stored request always has its mail, even when the SMTP server is down. A
 * worker on each instance claims due rows with a lease (`locked_until`), so two instances
 * never send one row twice, and retries with a growing delay (server/features/mail/).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the mail is about, for the logs ("contact.notification"…). */
    kind: text("kind").notNull(),
    recipients: text("recipients").array().notNull(),
    /** Where the recipient's answer goes (the visitor, for staff notifications). */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until then; a crashed worker's claim runs out by itself. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

// ---------------------------------------------------------------------------------------
// Site control (issue 18).

/**
 * What staff edit about the site itself, one row per key: `site` holds the site settings
 * (brand, logo, phones, email, offices, networks, sector figures and reply times), each
 * page's key (`accueil`, `immobilier`, …, `confidentialite`) that page's texts in
 * fr/en/it. Validated in domain/ before any write; a row that does not exist yet reads as
 * the defaults of domain/. Writes bump the content version like content writes do.
 */
export const siteDocuments = pgTable("site_documents", {
  id: uuid("id").primaryKey().defaultRandom(),
  cle: text("cle").notNull().unique(),
  contenu: jsonb("contenu").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** A forgotten password's single-use link (SHA-256 of its token), valid one hour. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_resets_hash_unique").on(t.tokenHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/** A WebAuthn passkey (a discoverable credential) a staff member registered. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential's id, base64url, as the authenticator gives it. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** What the profile lists it as (the authenticator's kind, or a name staff gave it). */
    nom: text("nom").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered, kept in the database so that any
 * instance can check the answer; single use, valid five minutes.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challenge: text("challenge").notNull(),
    /** The staff member registering a passkey; null for a sign-in (the key names them). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"inscription" | "connexion">().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("webauthn_challenges_challenge_unique").on(t.challenge)],
);

/**
 * A staff member's working copy of an item (issue 31 point 3, docs/decisions/053): the
 * edit form's values as they type, kept without the completeness rules until a normal save
 * turns them into the item (and deletes this row) or they discard it. `itemId` is null for
 * an item not created yet; one copy per person and existing item. Pictures are not kept:
 * only what the form can hold as text (texts, choices, dates).
 */
export const workingCopies = pgTable(
  "working_copies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentType: text("content_type").$type<ContentTypeKey>().notNull(),
    /** The item it is a copy of (no foreign key: three tables; deleted with it by the repository). */
    itemId: uuid("item_id"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    /** The French title, for the lists ('Mes brouillons'). */
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("working_copies_owner_item_unique")
      .on(t.ownerId, t.contentType, t.itemId)
      .where(sql`${t.itemId} is not null`),
    index("working_copies_owner_idx").on(t.ownerId, t.updatedAt.desc()),
    index("working_copies_item_idx").on(t.contentType, t.itemId),
  ],
);

/**
 * The media library (issue 31, ADR 052): one row per picture ever uploaded, whichever form
 * uploaded it. `asset` is the MediaAsset items embed (ADR 041), the source of truth for
 * its texts, credit and focal point: a change here is copied into every item that shows
 * it. Files are the library's: only deleting the row (refused while in use) removes them.
 */
export const medias = pgTable(
  "medias",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The files' base name (MediaAsset.cle), one row per picture. */
    cle: text("cle").notNull().unique(),
    asset: mediaColumn<MediaAsset>()("asset").notNull(),
    /** The name of the file as uploaded ("" for pictures stored before the library). */
    nomFichier: text("nom_fichier").notNull().default(""),
    uploaderId: uuid("uploader_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("medias_created_idx").on(t.createdAt.desc(), t.id)],
);

/**
 * The people of the governance (issue 32, point 1; docs/decisions/058): the direction and
 * the board shown on /gouvernance, each in their group at their place (`ordre`, from 0).
 * Not a published item: no slug, state, author or views.
 */
export const personnes = pgTable(
  "personnes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nom: jsonb("nom").$type<LocalizedText>().notNull(),
    fonction: jsonb("fonction").$type<LocalizedText>().notNull(),
    biographie: jsonb("biographie").$type<LocalizedText>().notNull(),
    portrait: mediaColumn<MediaAsset>()("portrait"),
    groupe: text("groupe").$type<PersonGroup>().notNull(),
    /** The place within the group, from 0 (the registry's `ordre`). */
    ordre: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("personnes_groupe_position_idx").on(t.groupe, t.ordre),
    index("personnes_portrait_cle_idx").on(sql`(${t.portrait}->>'cle')`),
  ],
);

/**
 * The group's credentials (issue 32, point 4; docs/decisions/064): certifications,
 * partners and clients shown on /engagements (and the logo strip of the home and about
 * pages), each in its group at its place (`ordre`, from 0). Not a published item.
 */
export const groupReferences = pgTable(
  "group_references",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nom: text("nom").notNull(),
    groupe: text("groupe").$type<ReferenceGroup>().notNull(),
    /** A certification's issuer ("" for a partner or a client). */
    emetteur: text("emetteur").notNull().default(""),
    /** The year a certification was obtained. */
    annee: integer("annee"),
    /** A partner's or client's https address ("" for a certification). */
    lien: text("lien").notNull().default(""),
    logo: mediaColumn<MediaAsset>()("logo"),
    /** The place within the group, from 0 (the registry's `ordre`). */
    ordre: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("group_references_groupe_position_idx").on(t.groupe, t.ordre),
    index("group_references_logo_cle_idx").on(sql`(${t.logo}->>'cle')`),
  ],
);
