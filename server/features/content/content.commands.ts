import type { FastifyRequest } from "fastify";
import {
  type ContentTypeDefinition,
  errorSorter,
  formValuesOf,
  withFieldNames,
} from "../../../domain/content-types/define.ts";
import type { MediaAsset } from "../../../domain/media.ts";
import { MEDIA_MESSAGES } from "../../../domain/media-library.ts";
import { REVISION_MESSAGES } from "../../../domain/revisions.ts";
import type { z } from "../../../domain/zod.ts";
import type { Transaction } from "../../db/client.ts";
import type { SubmittedForm, UploadedFile } from "../../lib/form.ts";
import { fieldErrorsFromZod, HttpError, validationError } from "../../lib/http-error.ts";
import type { ImageProcessor, ProcessedImage } from "../../lib/images.ts";
import type { Storage } from "../../plugins/storage.ts";
import type { LibraryRepository } from "../medias/library.repository.ts";
import { holdChosen, type NewMedia, recordPictures } from "../medias/library.repository.ts";
import { LibraryChoice, withLibraryChoices } from "../medias/library-choices.ts";
import type { SavedFromForm } from "../working-copies/working-copies.repository.ts";
import type { ContentRepository, ContentTable, Settle } from "./content.repository.ts";
import { mergeSent, withoutBlank } from "./edit-merge.ts";
import type { Actor } from "./ownership.ts";
import { processUploadedImage, withStoredImages } from "./uploads.ts";

type Row<T extends ContentTable> = T["$inferSelect"];
type Form = Record<string, unknown>;

/** What one content type says of its writes; the steps around them are the same for all. */
export interface ContentWriting<T extends ContentTable, Created, Edited, Resolved> {
  notFound: string;
  /** The creation and edition forms (domain/), the same objects the browser parses. */
  createSchema: z.ZodType<Created>;
  updateSchema: z.ZodType<Edited>;
  /**
   * The type in the registry: the order its errors are listed in, and the stored values an
   * edit merges under what it sent (every field of its edition form).
   */
  definition: ContentTypeDefinition;
  /** Fields whose empty value in an edit means "unchanged" (an empty select). */
  keptWhenBlank?: readonly string[];
  /** A last look at the merged edit before it is validated (a rule across fields). */
  beforeEditValidation?(merged: Form, sent: Form, current: Row<T>): Form;
  /** What only the server can check, before any file is handled (a sector that exists). */
  resolve?(input: Created | Edited, sent: Form): Promise<Resolved>;
  /**
   * What the write settles in its own transaction, first (a category a new label names is
   * created there, so a refused write creates none): the columns naming it, laid over the
   * item's values.
   */
  settle?(tx: Transaction, resolved: Resolved, actor: Actor): Promise<Partial<T["$inferInsert"]>>;
  /**
   * A version's form where what it named has gone since (a deleted category: the label the
   * version kept of it), so that restoring it settles that again.
   */
  versionForm?(snapshot: Record<string, unknown>, form: Form): Promise<Form>;
  /** The new image files of a form, and how their refusal is worded. */
  uploads(input: Created | Edited): { files: UploadedFile[]; field: string; typeMessage: string };
  /** Checks against the stored item, before the files and again on the locked row. */
  checkEdit?(input: Edited, current: Row<T>, newFiles: number): void;
  createValues(input: Created, resolved: Resolved, images: MediaAsset[]): T["$inferInsert"];
  editValues(
    input: Edited,
    context: { resolved: Resolved; images: MediaAsset[]; current: Row<T>; sent: Form },
  ): Partial<T["$inferInsert"]>;
  /**
   * The stored files an item keeps itself, outside the media library (a release's PDF), in
   * a row's values or a version's. A file stays while the row or a kept version names it
   * (a version can be restored); once none does (the item deleted, a version forgotten
   * past the limit), it is removed from storage, so no deleted document stays downloadable.
   */
  ownFiles?(values: Partial<Row<T>>): string[];
}

/** A form's pictures in its order: new files checked and re-encoded, library choices. */
export type FormPicture = { processed: ProcessedImage; name: string } | LibraryChoice;

/** Checks and re-encodes every upload in memory, before anything is stored. */
export async function processUploads(
  processImage: ImageProcessor,
  uploads: {
    files: (UploadedFile | LibraryChoice)[];
    field: string;
    typeMessage: string;
  },
): Promise<FormPicture[]> {
  const pictures: FormPicture[] = [];
  for (const file of uploads.files) {
    pictures.push(
      file instanceof LibraryChoice
        ? file
        : {
            processed: await processUploadedImage(processImage, file.data, uploads),
            name: file.name,
          },
    );
  }
  return pictures;
}

/**
 * Stores a form's new pictures (all or nothing; removed again if the write fails), then
 * runs the write with every picture in the form's order. The write's transaction first
 * records the new ones in the library and holds the chosen ones (ADR 052).
 */
export function withFormPictures<R>(
  storage: Storage,
  pictures: readonly FormPicture[],
  actor: Actor,
  write: (images: MediaAsset[], settleLibrary: (tx: Transaction) => Promise<void>) => Promise<R>,
): Promise<R> {
  const uploaded = pictures.filter(
    (p): p is Exclude<FormPicture, LibraryChoice> => !(p instanceof LibraryChoice),
  );
  const chosen = pictures.filter((p): p is LibraryChoice => p instanceof LibraryChoice);
  return withStoredImages(
    storage,
    uploaded.map((p) => p.processed),
    (stored) => {
      const news: NewMedia[] = stored.map((asset, i) => ({
        asset,
        nomFichier: uploaded[i]?.name ?? "",
      }));
      let next = 0;
      const images = pictures.map((p) =>
        p instanceof LibraryChoice ? p.asset : (stored[next++] as MediaAsset),
      );
      return write(images, async (tx) => {
        await holdChosen(
          tx,
          chosen.map((c) => c.mediaId),
          () => validationError([{ champ: "image", message: MEDIA_MESSAGES.unknownChoice }]),
        );
        await recordPictures(tx, news, actor.id);
      });
    },
  );
}

/**
 * Creation, edition and deletion of one content type, the same steps for the three: the
 * form parsed by the domain schema (an edit laid over the stored item first), the
 * server's own checks, the images checked by their bytes and stored only once all is
 * valid, the write in one transaction, replaced or deleted files removed after commit.
 * A refused request writes nothing and leaves no file behind.
 */
export function createContentCommands<T extends ContentTable, Created, Edited, Resolved>(
  deps: {
    repository: ContentRepository<T>;
    storage: Storage;
    processImage: ImageProcessor;
    library: LibraryRepository;
  },
  writing: ContentWriting<T, Created, Edited, Resolved>,
) {
  const { repository, storage, processImage, library } = deps;
  const notFound = () => new HttpError(404, writing.notFound);
  const sortErrors = errorSorter(writing.definition);
  const formValues = (row: Row<T>) => formValuesOf(writing.definition, row);

  function parse<S>(schema: z.ZodType<S>, input: Form): S {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    throw validationError(sortErrors(fieldErrorsFromZod(result.error.issues)));
  }

  const resolve = (input: Created | Edited, sent: Form) =>
    writing.resolve ? writing.resolve(input, sent) : Promise.resolve(undefined as Resolved);

  const settling =
    (
      resolved: Resolved,
      actor: Actor,
      settleLibrary?: (tx: Transaction) => Promise<void>,
    ): Settle =>
    async (tx) => {
      await settleLibrary?.(tx);
      return (await writing.settle?.(tx, resolved, actor)) ?? {};
    };

  /**
   * After a committed write: removes the own files (ownFiles) that `gone` rows or versions
   * named and that nothing `kept` names. A file that cannot be removed is only logged: the
   * write stands.
   */
  async function removeUnnamedFiles(
    request: FastifyRequest,
    gone: Partial<Row<T>>[],
    kept: Partial<Row<T>>[],
  ) {
    const filesOf = writing.ownFiles;
    if (!filesOf) return;
    const named = new Set(kept.flatMap((values) => filesOf(values)));
    const unnamed = new Set(
      gone.flatMap((values) => filesOf(values)).filter((key) => !named.has(key)),
    );
    for (const key of unnamed) {
      await storage.remove(key).catch((error: unknown) => {
        request.log.warn({ err: error, key }, "fichier d'un élément non supprimé du stockage");
      });
    }
  }

  /** After an edit or a restore: the files of the versions it forgot, unless still named. */
  async function afterEdit(
    request: FastifyRequest,
    id: string,
    result: { after: Row<T>; forgotten: Record<string, unknown>[] },
  ) {
    if (!writing.ownFiles || result.forgotten.length === 0) return;
    const versionValues = (snapshot: Record<string, unknown>) =>
      repository.revisionValues(snapshot) as Partial<Row<T>>;
    const kept = (await repository.revisionSnapshots(id)).map(versionValues);
    await removeUnnamedFiles(request, result.forgotten.map(versionValues), [result.after, ...kept]);
  }

  /** The sent fields by their names, library choices in place of files (ADR 052). */
  const sentForm = (form: SubmittedForm) =>
    withLibraryChoices(
      library,
      writing.definition,
      withFieldNames(writing.definition, form.toObject()),
    );

  return {
    /** Creates an item authored by the actor; answers its id. */
    async create(
      form: SubmittedForm,
      actor: Actor,
      savedFromForm?: SavedFromForm,
    ): Promise<string> {
      const sent = await sentForm(form);
      const input = parse(writing.createSchema, sent);
      const resolved = await resolve(input, sent);
      const pictures = await processUploads(processImage, writing.uploads(input));
      return withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        repository.create(
          writing.createValues(input, resolved, images),
          actor,
          settling(resolved, actor, settleLibrary),
          savedFromForm,
        ),
      );
    },

    /**
     * Edits an item the actor may write: what the form did not send keeps its value.
     * `savedFromForm` (the edit screen's save, not a bulk action) discards the actor's
     * working copy of the item with the write.
     */
    async update(
      request: FastifyRequest,
      id: string,
      form: SubmittedForm,
      actor: Actor,
      savedFromForm?: SavedFromForm,
    ): Promise<void> {
      const existing = await repository.findRow(id, actor);
      if (!existing) throw notFound();
      const sent = withoutBlank(await sentForm(form), writing.keptWhenBlank ?? []);
      const edited = (current: Row<T>) => {
        const merged = mergeSent(formValues(current), sent);
        return parse(
          writing.updateSchema,
          writing.beforeEditValidation?.(merged, sent, current) ?? merged,
        );
      };
      // Checked before any image work, and again below on the locked row.
      const input = edited(existing);
      const uploads = writing.uploads(input);
      writing.checkEdit?.(input, existing, uploads.files.length);
      const resolved = await resolve(input, sent);
      const pictures = await processUploads(processImage, uploads);

      const result = await withFormPictures(storage, pictures, actor, (images, settleLibrary) =>
        repository.update(
          existing.id,
          actor,
          (current, settled) => {
            const lockedInput = edited(current);
            writing.checkEdit?.(lockedInput, current, images.length);
            return {
              ...writing.editValues(lockedInput, { resolved, images, current, sent }),
              ...settled,
            };
          },
          { settle: settling(resolved, actor, settleLibrary), savedFromForm },
        ),
      );
      if (!result) throw notFound();
      await afterEdit(request, existing.id, result);
    },

    /**
     * Restores a version of an item the actor may write, as a new save: it must pass
     * today's rules and the server's checks, or nothing changes (a category deleted since
     * is found, or made again, by the label the version kept). Its files are still there:
     * a version keeps the files it shows.
     */
    async restore(
      request: FastifyRequest,
      id: string,
      revisionId: string,
      actor: Actor,
    ): Promise<void> {
      const existing = await repository.findRow(id, actor);
      if (!existing) throw notFound();
      const revision = await repository.findRevision(existing.id, revisionId);
      if (!revision) throw new HttpError(404, REVISION_MESSAGES.notFound);
      const values = repository.revisionValues(revision.snapshot);
      const restoredForm = (current: Row<T>) => formValues({ ...current, ...values });
      const check = (current: Row<T>) => {
        const input = parse(writing.updateSchema, restoredForm(current));
        writing.checkEdit?.(input, { ...current, ...values }, 0);
        return input;
      };
      check(existing);
      const form = restoredForm(existing);
      const named = writing.versionForm ? await writing.versionForm(revision.snapshot, form) : form;
      const resolved = await resolve(parse(writing.updateSchema, named), named);
      const result = await repository.update(
        existing.id,
        actor,
        (current, settled) => {
          check(current);
          return { ...values, ...settled };
        },
        { restoredFrom: revision.id, settle: settling(resolved, actor) },
      );
      if (!result) throw notFound();
      await afterEdit(request, existing.id, result);
    },

    /**
     * Deletes an item the actor may write, with everything that hangs on it but its
     * pictures: they are the library's (ADR 052), deleted there once nothing uses them. Its
     * own files (a release's PDF, in the row and its versions) go once it is committed.
     */
    async delete(request: FastifyRequest, id: string, actor: Actor): Promise<void> {
      const deleted = await repository.delete(id, actor);
      if (!deleted) throw notFound();
      const versions = deleted.versions.map(
        (snapshot) => repository.revisionValues(snapshot) as Partial<Row<T>>,
      );
      await removeUnnamedFiles(request, [deleted.row, ...versions], []);
    },
  };
}

export type ContentCommands = ReturnType<typeof createContentCommands>;
