// An "ordered side type": a registry type kept outside the content core, in groups at
// places from 0, with one picture from the media library, read by anyone in one language
// and kept by administrators — the people of the governance (ADR 058) and the group's
// references (ADR 064). The two differ only in their table, their groups, their own
// fields and rules, their picture's name and their French messages, so each type gives
// those (a descriptor) and the writes, the places, the pictures and the journal live here
// once: a fix to how a group closes ranks or how a picture is kept reaches both.
import { asc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { altTextsOf, describedImage, type SentAltText } from "../../../domain/alt-texts.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import type { Fields } from "../../../domain/content-types/define.ts";
import { formValuesOf } from "../../../domain/content-types/define.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { MediaAsset, MediaView } from "../../../domain/media.ts";
import type { z } from "../../../domain/zod.ts";
import type { Database, Transaction } from "../../db/client.ts";
import type { SubmittedForm, UploadedFile } from "../../lib/form.ts";
import {
  type FieldError,
  fieldErrorsFromZod,
  HttpError,
  validationError,
} from "../../lib/http-error.ts";
import type { ImageProcessor } from "../../lib/images.ts";
import { lockPlaces, placed, renumber } from "../../lib/ordered-groups.ts";
import { invalidatePublicPages, type PublicCache } from "../../lib/public-cache.ts";
import type { Storage } from "../../plugins/storage.ts";
import { type LibraryRepository, syncPictures } from "../medias/library.repository.ts";
import { withLibraryChoices } from "../medias/library-choices.ts";
import { logActivity } from "./activity-log.ts";
import { keptOrNewImage } from "./alt-texts.ts";
import { processUploads, withFormPictures } from "./content.commands.ts";
import { mergeSent } from "./edit-merge.ts";
import type { Actor } from "./ownership.ts";
import { mediaView } from "./present.ts";

/** What every row of an ordered side type holds, whatever its own fields. */
export interface OrderedRow<G extends string> {
  id: string;
  groupe: G;
  ordre: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns the shared reads and writes name. */
type OrderedTable = PgTable & {
  id: PgColumn;
  groupe: PgColumn;
  ordre: PgColumn;
  createdAt: PgColumn;
};

/** What a form brings once the registry's schema has read it. */
interface ParsedForm {
  groupe: string;
  ordre?: number | undefined;
  texteAlternatif?: SentAltText | undefined;
}

/** One language's answer: the type's own fields between the shared ones. */
export type OrderedPublic<G extends string, P extends string, Own> = { _id: string } & Own & {
    groupe: G;
    ordre: number;
  } & Record<P, MediaView<string> | null>;

/** The back office's answer: the picture's address, its texts and its views. */
export type OrderedStaff<G extends string, P extends string, Own> = {
  _id: string;
  id: string;
} & Own & {
    groupe: G;
    ordre: number;
    texteAlternatif: Localized<string>;
    medias: Record<P, MediaView<Localized<string>> | null>;
    dateCreation: string;
    dateModification: string;
  } & Record<P, string | null>;

/** What one type gives: everything in which the people and the references differ. */
export interface OrderedSideType<
  G extends string,
  P extends string,
  R extends OrderedRow<G> & Record<P, MediaAsset | null>,
  C extends ParsedForm,
  U extends ParsedForm,
  PublicOwn,
  StaffOwn,
> {
  table: OrderedTable & { $inferSelect: R };
  /** The advisory lock's name (the table's). */
  lockName: string;
  /** The public cache's key and the journal's entity type. */
  cacheKey: string;
  journalType: string;
  /** The groups in the order the lists show them. */
  groups: readonly G[];
  /** The registry's descriptor, its schemas and its order of messages. */
  definition: { fields: Fields };
  createSchema: z.ZodType<C>;
  updateSchema: z.ZodType<U>;
  sortErrors: (errors: FieldError[]) => FieldError[];
  /** Rules across fields the registry cannot say (a certification's issuer…), none by default. */
  rules?: (values: C | U) => FieldError[];
  /** The picture's field, its wrong-type message, and the name its fallback texts read. */
  picture: { field: P; typeMessage: string; title: (row: R) => Localized<string> };
  notFoundMessage: string;
  publicFields: (row: R, lang: Language) => PublicOwn;
  staffFields: (row: R) => StaffOwn;
}

export function createOrderedSideService<
  G extends string,
  P extends string,
  R extends OrderedRow<G> & Record<P, MediaAsset | null>,
  C extends ParsedForm,
  U extends ParsedForm,
  PublicOwn,
  StaffOwn,
>(
  type: OrderedSideType<G, P, R, C, U, PublicOwn, StaffOwn>,
  deps: {
    db: Database;
    cache: PublicCache;
    storage: Storage;
    processImage: ImageProcessor;
    library: LibraryRepository;
  },
) {
  const { db, cache, storage, processImage, library } = deps;
  const { table, picture } = type;
  const notFound = () => new HttpError(404, type.notFoundMessage);
  type Public = OrderedPublic<G, P, PublicOwn>;
  type Staff = OrderedStaff<G, P, StaffOwn>;

  /** Every write holds this lock: the places of a group are renumbered against a still list. */
  const lock = (tx: Transaction) => lockPlaces(tx, type.lockName);

  const byPlace = [
    sql`array_position(ARRAY[${sql.join(
      type.groups.map((group) => sql`${group}`),
      sql`, `,
    )}]::text[], ${table.groupe})`,
    asc(table.ordre),
    asc(table.createdAt),
  ] as const;

  /** The registry's rules, then the type's own across fields. */
  function parse<S extends C | U>(schema: z.ZodType<S>, input: unknown): S {
    const result = schema.safeParse(input);
    const errors = result.success
      ? (type.rules?.(result.data) ?? [])
      : fieldErrorsFromZod(result.error.issues);
    if (result.success && errors.length === 0) return result.data;
    throw validationError(type.sortErrors(errors));
  }

  // drizzle types a table's rows only for a table it knows by name; this one is any ordered
  // table, so its rows are read as the descriptor's (its `$inferSelect`).
  const readAll = async (executor: Pick<Database, "select"> = db): Promise<R[]> =>
    (await executor
      .select()
      .from(table)
      .orderBy(...byPlace)) as R[];

  const readOne = async (executor: Pick<Database, "select">, id: string) =>
    ((await executor.select().from(table).where(eq(table.id, id))) as R[])[0];

  const pictureOf = (row: R): MediaAsset | null => row[picture.field];

  function toPublic(row: R, lang: Language): Public {
    const asset = pictureOf(row);
    return {
      _id: row.id,
      ...type.publicFields(row, lang),
      groupe: row.groupe,
      ordre: row.ordre,
      [picture.field]: asset ? mediaView(storage, asset, lang, picture.title(row)) : null,
    } as Public;
  }

  function toStaff(row: R): Staff {
    const asset = pictureOf(row);
    const view = asset ? mediaView(storage, asset, undefined, picture.title(row)) : null;
    return {
      _id: row.id,
      id: row.id,
      ...type.staffFields(row),
      groupe: row.groupe,
      ordre: row.ordre,
      [picture.field]: view?.url ?? null,
      texteAlternatif: altTextsOf(asset),
      medias: { [picture.field]: view },
      dateCreation: row.createdAt.toISOString(),
      dateModification: row.updatedAt.toISOString(),
    } as Staff;
  }

  /** The sent fields, a library choice in place of a file (ADR 052). */
  const sentForm = (form: SubmittedForm) =>
    withLibraryChoices(library, type.definition, form.toObject());

  /** The picture of a form, checked by its bytes and re-encoded, before anything is stored. */
  const picturesOf = (file: unknown) =>
    processUploads(processImage, {
      files: file ? [file as UploadedFile] : [],
      field: picture.field,
      typeMessage: picture.typeMessage,
    });

  /** A parsed form split into its picture, its texts, its place and the columns to write. */
  function split(parsed: C | U) {
    const { texteAlternatif, ordre, ...rest } = parsed;
    const { [picture.field]: file, ...input } = rest as Record<string, unknown>;
    return { file, texteAlternatif, ordre, input: input as { groupe: G } };
  }

  /** The rows of a group but one, renumbered so that the group closes ranks. */
  const closeRanks = (tx: Transaction, all: readonly R[], left: R) =>
    renumber(
      tx,
      table,
      all.filter((other) => other.groupe === left.groupe && other.id !== left.id),
    );

  /** One write's end, in its transaction: the library's texts, the journal, the pages. */
  async function afterWrite(
    tx: Transaction,
    actor: Actor,
    id: string,
    action: "creation" | "modification" | "suppression",
    row: R | null,
  ) {
    const asset = row ? pictureOf(row) : null;
    if (asset) await syncPictures(tx, [asset]);
    await logActivity(tx, actor, type.journalType, id, action);
    await invalidatePublicPages(tx);
  }

  return {
    /** Every row in one language, group by group, each in its order (cached). */
    async listPublic(lang: Language): Promise<Public[]> {
      const rows = (await cache.read(type.cacheKey, () => readAll())).value;
      return rows.map((row) => toPublic(row, lang));
    },

    /** Every row in every language (back office), or one group's. */
    async listForStaff(groupe?: G): Promise<Staff[]> {
      const rows = await readAll();
      return rows.filter((row) => !groupe || row.groupe === groupe).map(toStaff);
    },

    async findForStaff(id: string): Promise<Staff | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await readOne(db, id);
      return row ? toStaff(row) : undefined;
    },

    /** Adds a row at its place in its group (last when none is sent). */
    async create(form: SubmittedForm, actor: Actor): Promise<string> {
      const sent = await sentForm(form);
      const { file, texteAlternatif, ordre, input } = split(parse(type.createSchema, sent));
      const pictures = await picturesOf(file);
      return withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        db.transaction(async (tx) => {
          await settleLibrary(tx);
          await lock(tx);
          const group = (await readAll(tx)).filter((row) => row.groupe === input.groupe);
          const [image] = images;
          const [row] = (await tx
            .insert(table)
            .values({
              ...input,
              [picture.field]: image ? describedImage(image, texteAlternatif, undefined) : null,
              ordre: group.length,
            } as never)
            .returning()) as R[];
          if (!row) throw new Error("insert returned no row");
          await renumber(tx, table, placed(group, row, ordre));
          await afterWrite(tx, actor, row.id, "creation", row);
          return row.id;
        }),
      );
    },

    /**
     * A partial change laid over the stored row: what is not sent is kept; a new group puts
     * it last there unless `ordre` says where; the group it left closes ranks. Answers the
     * picture it showed before (it stays in the library: its files are the library's).
     */
    async update(id: string, form: SubmittedForm, actor: Actor): Promise<MediaAsset | null> {
      const current = isUuid(id) ? await readOne(db, id) : undefined;
      if (!current) throw notFound();
      const sent = await sentForm(form);
      const merged = mergeSent(formValuesOf(type.definition, current), sent);
      const {
        file,
        texteAlternatif,
        ordre: mergedOrdre,
        input,
      } = split(parse(type.updateSchema, merged));
      // A place is moved only when one is sent (the merge holds the stored one otherwise).
      const ordre = sent.ordre === undefined ? undefined : mergedOrdre;
      const pictures = await picturesOf(file);
      return withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        db.transaction(async (tx) => {
          await settleLibrary(tx);
          await lock(tx);
          const all = await readAll(tx);
          const stored = all.find((row) => row.id === id);
          if (!stored) throw notFound();
          const asset = keptOrNewImage(pictureOf(stored), images[0], texteAlternatif);
          const [row] = (await tx
            .update(table)
            .set({ ...input, [picture.field]: asset, updatedAt: new Date() } as never)
            .where(eq(table.id, id))
            .returning()) as R[];
          if (!row) throw notFound();
          const moved = row.groupe !== stored.groupe;
          const group = all.filter((other) => other.groupe === row.groupe);
          const index = ordre ?? (moved ? undefined : group.findIndex((other) => other.id === id));
          await renumber(tx, table, placed(group, row, index));
          if (moved) await closeRanks(tx, all, stored);
          await afterWrite(tx, actor, id, "modification", row);
          return pictureOf(stored);
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
        await tx.delete(table).where(eq(table.id, id));
        await closeRanks(tx, all, stored);
        await afterWrite(tx, actor, id, "suppression", null);
      });
    },
  };
}
