// The group's credentials (issue 32, point 4; docs/decisions/064): certifications,
// partners and clients, read by anyone in one language and kept by administrators. Their
// fields and messages come from the registry (domain/content-types/reference.ts); their
// logos from the media library (ADR 052), uploaded with the form or chosen in it, through
// the content core's picture steps, as the people's portraits (ADR 058).
import { asc, eq, sql } from "drizzle-orm";
import { altTextsOf, describedImage } from "../../../domain/alt-texts.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import { formValuesOf } from "../../../domain/content-types/define.ts";
import {
  CreateReferenceInputSchema,
  REFERENCE_TYPE,
  sortReferenceErrors,
  UpdateReferenceInputSchema,
} from "../../../domain/content-types/reference.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { MediaView } from "../../../domain/media.ts";
import {
  groupRuleErrors,
  REFERENCE_MESSAGES as M,
  REFERENCE_GROUPS,
  type ReferenceGroup,
} from "../../../domain/references.ts";
import type { z } from "../../../domain/zod.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { groupReferences } from "../../db/schema.ts";
import type { SubmittedForm, UploadedFile } from "../../lib/form.ts";
import { fieldErrorsFromZod, HttpError, validationError } from "../../lib/http-error.ts";
import type { ImageProcessor } from "../../lib/images.ts";
import { lockPlaces, placed, renumber } from "../../lib/ordered-groups.ts";
import { invalidatePublicPages, type PublicCache } from "../../lib/public-cache.ts";
import type { Storage } from "../../plugins/storage.ts";
import { logActivity } from "../content/activity-log.ts";
import { keptOrNewImage } from "../content/alt-texts.ts";
import { processUploads, withFormPictures } from "../content/content.commands.ts";
import { mergeSent } from "../content/edit-merge.ts";
import type { Actor } from "../content/ownership.ts";
import { mediaView } from "../content/present.ts";
import { type LibraryRepository, syncPictures } from "../medias/library.repository.ts";
import { withLibraryChoices } from "../medias/library-choices.ts";

type Row = typeof groupReferences.$inferSelect;

/** A reference as the pages and `GET /references?lang=` read it: one language. */
export interface PublicReference {
  _id: string;
  nom: string;
  groupe: ReferenceGroup;
  emetteur: string;
  annee: number | null;
  lien: string;
  ordre: number;
  logo: MediaView<string> | null;
}

/** A reference as the back office reads it: the logo's texts in every language. */
export interface StaffReference {
  _id: string;
  id: string;
  nom: string;
  groupe: ReferenceGroup;
  emetteur: string;
  annee: number | null;
  lien: string;
  ordre: number;
  logo: string | null;
  texteAlternatif: Localized<string>;
  medias: { logo: MediaView<Localized<string>> | null };
  dateCreation: string;
  dateModification: string;
}

/** A name in every language, for the pictures' fallback texts ("Logo of …" reads the name). */
const everywhere = (name: string): Localized<string> => ({ fr: name, en: name, it: name });

const byPlace = [
  sql`array_position(ARRAY[${sql.join(
    REFERENCE_GROUPS.map((group) => sql`${group}`),
    sql`, `,
  )}]::text[], ${groupReferences.groupe})`,
  asc(groupReferences.ordre),
  asc(groupReferences.createdAt),
] as const;

export function createReferences(deps: {
  db: Database;
  cache: PublicCache;
  storage: Storage;
  processImage: ImageProcessor;
  library: LibraryRepository;
}) {
  const { db, cache, storage, processImage, library } = deps;
  const notFound = () => new HttpError(404, M.notFound);
  const lock = (tx: Transaction) => lockPlaces(tx, "group_references");

  /** The registry's rules, then the group's (a certification's issuer, a partner's link). */
  function parse<S extends Parameters<typeof groupRuleErrors>[0]>(
    schema: z.ZodType<S>,
    input: unknown,
  ): S {
    const result = schema.safeParse(input);
    const errors = result.success
      ? groupRuleErrors(result.data)
      : fieldErrorsFromZod(result.error.issues);
    if (result.success && errors.length === 0) return result.data;
    throw validationError(sortReferenceErrors(errors));
  }

  const readAll = (executor: Pick<Database, "select"> = db) =>
    executor
      .select()
      .from(groupReferences)
      .orderBy(...byPlace);

  function toPublic(row: Row, lang: Language): PublicReference {
    return {
      _id: row.id,
      nom: row.nom,
      groupe: row.groupe,
      emetteur: row.emetteur,
      annee: row.annee,
      lien: row.lien,
      ordre: row.ordre,
      logo: row.logo ? mediaView(storage, row.logo, lang, everywhere(row.nom)) : null,
    };
  }

  function toStaff(row: Row): StaffReference {
    const logo = row.logo ? mediaView(storage, row.logo, undefined, everywhere(row.nom)) : null;
    return {
      _id: row.id,
      id: row.id,
      nom: row.nom,
      groupe: row.groupe,
      emetteur: row.emetteur,
      annee: row.annee,
      lien: row.lien,
      ordre: row.ordre,
      logo: logo?.url ?? null,
      texteAlternatif: altTextsOf(row.logo),
      medias: { logo },
      dateCreation: row.createdAt.toISOString(),
      dateModification: row.updatedAt.toISOString(),
    };
  }

  /** The sent fields, a library choice in place of a file (ADR 052). */
  const sentForm = (form: SubmittedForm) =>
    withLibraryChoices(library, REFERENCE_TYPE, form.toObject());

  /** The logo of a form, checked by its bytes and re-encoded, before anything is stored. */
  const logoOf = (file: unknown) =>
    processUploads(processImage, {
      files: file ? [file as UploadedFile] : [],
      field: "logo",
      typeMessage: M.logoType,
    });

  /** One write's end, in its transaction: the library's texts, the journal, the pages. */
  async function afterWrite(
    tx: Transaction,
    actor: Actor,
    id: string,
    action: "creation" | "modification" | "suppression",
    row: Row | null,
  ) {
    if (row?.logo) await syncPictures(tx, [row.logo]);
    await logActivity(tx, actor, "reference", id, action);
    await invalidatePublicPages(tx);
  }

  return {
    /** Every reference in one language, by group then place (cached). */
    async listPublic(lang: Language): Promise<PublicReference[]> {
      const rows = (await cache.read("references", () => readAll())).value;
      return rows.map((row) => toPublic(row, lang));
    },

    /** Every reference (back office), or one group's. */
    async listForStaff(groupe?: ReferenceGroup): Promise<StaffReference[]> {
      const rows = await readAll();
      return rows.filter((row) => !groupe || row.groupe === groupe).map(toStaff);
    },

    async findForStaff(id: string): Promise<StaffReference | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(groupReferences).where(eq(groupReferences.id, id));
      return row ? toStaff(row) : undefined;
    },

    /** Adds a reference at its place in its group (last when none is sent). */
    async create(form: SubmittedForm, actor: Actor): Promise<string> {
      const sent = await sentForm(form);
      const {
        logo: file,
        texteAlternatif,
        ordre,
        ...input
      } = parse(CreateReferenceInputSchema, sent);
      const pictures = await logoOf(file);
      return withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        db.transaction(async (tx) => {
          await settleLibrary(tx);
          await lock(tx);
          const group = (await readAll(tx)).filter((row) => row.groupe === input.groupe);
          const [image] = images;
          const [row] = await tx
            .insert(groupReferences)
            .values({
              ...input,
              logo: image ? describedImage(image, texteAlternatif, undefined) : null,
              ordre: group.length,
            })
            .returning();
          if (!row) throw new Error("insert returned no row");
          await renumber(tx, groupReferences, placed(group, row, ordre));
          await afterWrite(tx, actor, row.id, "creation", row);
          return row.id;
        }),
      );
    },

    /**
     * A partial change laid over the stored reference: what is not sent is kept; a new
     * group puts it last there unless `ordre` says where; the group it left closes ranks.
     */
    async update(id: string, form: SubmittedForm, actor: Actor): Promise<void> {
      const current = isUuid(id)
        ? (await db.select().from(groupReferences).where(eq(groupReferences.id, id)))[0]
        : undefined;
      if (!current) throw notFound();
      const sent = await sentForm(form);
      const merged = mergeSent(formValuesOf(REFERENCE_TYPE, current), sent);
      const {
        logo: file,
        texteAlternatif,
        ordre: mergedOrdre,
        ...input
      } = parse(UpdateReferenceInputSchema, merged);
      // A place is moved only when one is sent (the merge holds the stored one otherwise).
      const ordre = sent.ordre === undefined ? undefined : mergedOrdre;
      const pictures = await logoOf(file);
      await withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        db.transaction(async (tx) => {
          await settleLibrary(tx);
          await lock(tx);
          const all = await readAll(tx);
          const stored = all.find((row) => row.id === id);
          if (!stored) throw notFound();
          const logo = keptOrNewImage(stored.logo, images[0], texteAlternatif);
          const [row] = await tx
            .update(groupReferences)
            .set({ ...input, logo, updatedAt: new Date() })
            .where(eq(groupReferences.id, id))
            .returning();
          if (!row) throw notFound();
          const moved = row.groupe !== stored.groupe;
          const group = all.filter((other) => other.groupe === row.groupe);
          const index = ordre ?? (moved ? undefined : group.findIndex((other) => other.id === id));
          await renumber(tx, groupReferences, placed(group, row, index));
          if (moved) {
            const left = all.filter((other) => other.groupe === stored.groupe && other.id !== id);
            await renumber(tx, groupReferences, left);
          }
          await afterWrite(tx, actor, id, "modification", row);
        }),
      );
    },

    async remove(id: string, actor: Actor): Promise<void> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        await lock(tx);
        const all = await readAll(tx);
        const stored = all.find((row) => row.id === id);
        if (!stored) throw notFound();
        await tx.delete(groupReferences).where(eq(groupReferences.id, id));
        const left = all.filter((other) => other.groupe === stored.groupe && other.id !== id);
        await renumber(tx, groupReferences, left);
        await afterWrite(tx, actor, id, "suppression", null);
      });
    },
  };
}

export type ReferencesService = ReturnType<typeof createReferences>;
