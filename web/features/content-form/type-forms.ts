// What each content type's create and edit screens add to its registry descriptors
// (docs/decisions/043): its schemas with their rules across fields, its screens' words
// (SPEC.md §2 and §8), the reads its form needs beside the item, and its own section.
// One row per type; the screens themselves are routes/admin/content-{create,edit}.tsx.

import {
  CreateArticleInputSchema,
  UpdateArticleInputSchema,
} from "../../../domain/content-types/article.ts";
import {
  CreateReleaseInputSchema,
  UpdateReleaseInputSchema,
} from "../../../domain/content-types/communique.ts";
import type { Mode } from "../../../domain/content-types/fields.ts";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { contentTypeByPlural } from "../../../domain/content-types/index.ts";
import {
  CreateOfferInputSchema,
  UpdateOfferInputSchema,
} from "../../../domain/content-types/offre-emploi.ts";
import {
  CreateOpportunityInputSchema,
  UpdateOpportunityInputSchema,
} from "../../../domain/content-types/opportunite.ts";
import {
  CreateRealisationInputSchema,
  UpdateRealisationInputSchema,
} from "../../../domain/content-types/realisation.ts";
import { readApi } from "../../lib/back-office-client.ts";
import type { LoadMessages } from "../back-office/staff-item.tsx";
import { RELEASE_PDF_SECTION, ReleasePdfSection } from "../communiques/release-pdf-section.tsx";
import {
  OPPORTUNITY_SECTION,
  OpportunitySection,
  readCategories,
} from "../opportunites/vocabulary-fields.tsx";
import type { Choice, TypeFormSpec } from "./content-form.tsx";

/** What a screen reads beside its item, in its loader; each a promise the screen waits on. */
export interface SideReads {
  /** The choices of the form's reference fields, by field: the form shows once they come. */
  choices?: Promise<Record<string, readonly Choice[]>>;
  /** What the type's section reads (it shows its own loading text meanwhile). */
  section?: Promise<unknown>;
  /** SPEC.md §2: the person is identified before creating, and shown as the author. */
  author?: true;
}

export interface TypeScreens extends TypeFormSpec {
  /** The headings of the creation and edition screens, and the creation's button. */
  words: { create: string; edit: string; createButton: string };
  /** SPEC.md §8: what the edition screen says when its item cannot be shown. */
  loadMessages: LoadMessages;
  /** SPEC.md §2 names some edition screens' own loading text. */
  loadingText?: string;
  /** The reads of its form beside the item, made by the screen's loader. */
  reads?(mode: Mode): SideReads;
}

/** The sectors, by their French names: a project's choices (an empty list if unread). */
async function sectorChoices(): Promise<Record<string, readonly Choice[]>> {
  const read = await readApi("/secteurs", { query: new URLSearchParams({ lang: "fr" }) }, "");
  const sectors = read.ok ? read.answer.data : [];
  return { secteur: sectors.map((sector) => ({ value: sector._id, label: sector.nom })) };
}

/** Each content type's screens, by its plural (the back office's paths). */
export const TYPE_SCREENS = {
  realisations: {
    model: {
      type: contentTypeByPlural("realisations"),
      schemas: { create: CreateRealisationInputSchema, edit: UpdateRealisationInputSchema },
    },
    words: {
      create: "Ajouter une réalisation",
      edit: "Modifier la réalisation",
      createButton: "Créer la réalisation",
    },
    loadMessages: { notFound: "Réalisation introuvable", failed: "Erreur de chargement" },
    reads: () => ({ choices: sectorChoices() }),
  },
  articles: {
    model: {
      type: contentTypeByPlural("articles"),
      schemas: { create: CreateArticleInputSchema, edit: UpdateArticleInputSchema },
    },
    words: {
      create: "Ajouter un article",
      edit: "Modifier l'article",
      createButton: "Créer l'article",
    },
    loadMessages: {
      missingId: "ID de l'article manquant",
      notFound: "Article introuvable",
      empty: "Aucun article à modifier",
      failed: "Erreur de chargement",
    },
  },
  opportunites: {
    model: {
      type: contentTypeByPlural("opportunites"),
      schemas: { create: CreateOpportunityInputSchema, edit: UpdateOpportunityInputSchema },
      section: OPPORTUNITY_SECTION,
    },
    Section: OpportunitySection,
    focusesFirstError: true,
    words: {
      create: "Ajouter une opportunité",
      edit: "Modifier l'opportunité",
      createButton: "Créer l'opportunité",
    },
    loadMessages: {
      notFound: "Opportunité introuvable",
      failed: "Erreur de chargement",
      empty: "Aucune opportunité à modifier",
    },
    loadingText: "Chargement de l'opportunité…",
    reads: (mode) => ({
      section: readCategories(),
      ...(mode === "create" ? { author: true as const } : {}),
    }),
  },
  "offres-emploi": {
    model: {
      type: contentTypeByPlural("offres-emploi"),
      schemas: { create: CreateOfferInputSchema, edit: UpdateOfferInputSchema },
    },
    focusesFirstError: true,
    words: {
      create: "Ajouter une offre d'emploi",
      edit: "Modifier l'offre d'emploi",
      createButton: "Créer l'offre",
    },
    loadMessages: { notFound: "Offre d'emploi introuvable", failed: "Erreur de chargement" },
  },
  communiques: {
    model: {
      type: contentTypeByPlural("communiques"),
      schemas: { create: CreateReleaseInputSchema, edit: UpdateReleaseInputSchema },
      section: RELEASE_PDF_SECTION,
    },
    Section: ReleasePdfSection,
    focusesFirstError: true,
    words: {
      create: "Ajouter un communiqué",
      edit: "Modifier le communiqué",
      createButton: "Créer le communiqué",
    },
    loadMessages: { notFound: "Communiqué introuvable", failed: "Erreur de chargement" },
  },
} as const satisfies Record<ContentTypePlural, TypeScreens>;

/** A type's screens, as every type's are read. */
export const screensOf = (type: ContentTypePlural): TypeScreens => TYPE_SCREENS[type];

/** What a type's screen reads beside its item in a mode (nothing for most). */
export const sideReads = (type: ContentTypePlural, mode: Mode): SideReads =>
  screensOf(type).reads?.(mode) ?? {};

/** The content type a back-office address is about: its first segment that names one. */
export function contentTypeOfPath(pathname: string): ContentTypePlural {
  const type = pathname
    .split("/")
    .find((segment): segment is ContentTypePlural => Object.hasOwn(TYPE_SCREENS, segment));
  if (!type) throw new Response("Page introuvable", { status: 404 });
  return type;
}
