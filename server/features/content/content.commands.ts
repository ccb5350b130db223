import type { FastifyRequest } from "fastify";
import {
  type ContentTypeDefinition,
  errorSorter,
  formValuesOf,
  withFieldNames,
} from "../../../domain/content-types/define.ts";
import type { MediaAsset } from "../../../domain/media.ts";
import { REVISION_MESSAGES } from "../../../domain/revisions.ts";
import type { z } from "../../../domain/zod.ts";
import type { Transaction } from "../../db/client.ts";
import type { SubmittedForm, UploadedFile } from "../../lib/form.ts";
import { fieldErrorsFromZod, HttpError, validationError } from "../../lib/http-error.ts";
import type { ImageProcessor, ProcessedImage } from "../../lib/images.ts";
import type { Storage } from "../../plugins/storage.ts";
import type { ContentRepository, ContentTable, Settle } from "./content.repository.ts";
import { mergeSent, withoutBlank } from "./edit-merge.ts";
import type { Actor } from "./ownership.ts";
import { processUploadedImage, removeAfterCommit, withStoredImages } from "./uploads.ts";

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
  /** Every file an item holds: removed with it, or when an edit replaces it. */
  imagesOf(row: Row<T>): (MediaAsset | null)[];
}

/** Checks and re-encodes every upload in memory, before anything is stored. */
async function processUploads(
  processImage: ImageProcessor,
  uploads: {
    files: UploadedFile[];
    field: string;
    typeMessage: string;
  },
): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of uploads.files) {
    processed.push(await processUploadedImage(processImage, file.data, uploads));
  }
  return processed;
}

/**
 * Creation, edition and deletion of one content type, the same steps for the three: the
 * form parsed by the domain schema (an edit laid over the stored item first), the
 * server's own checks, the images checked by their bytes and stored only once all is
 * valid, the write in one transaction, replaced or deleted files removed after commit.
 * A refused request writes nothing and leaves no file behind.
 */
export function createContentCommands<T extends ContentTable, Created, Edited, Resolved>(
  deps: { repository: ContentRepository<T>; storage: Storage; processImage: ImageProcessor },
  writing: ContentWriting<T, Created, Edited, Resolved>,
) {
  const { repository, storage, processImage } = deps;
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
    (resolved: Resolved, actor: Actor): Settle =>
    async (tx) =>
      (await writing.settle?.(tx, resolved, actor)) ?? {};

  const filesOf = (rows: readonly object[]) =>
    rows
      .flatMap((row) => writing.imagesOf(row as Row<T>))
      .filter((image): image is MediaAsset => Boolean(image));

  /**
   * After a save: the files of the versions forgotten past the limit go, unless the item or
   * a version still kept shows them. Files an edit replaced stay while a version holds them
   * (its restoration shows them again).
   */
  async function removeForgottenFiles(
    request: FastifyRequest,
    saved: { after: Row<T>; forgotten: Record<string, unknown>[] },
  ) {
    if (saved.forgotten.length === 0) return;
    const kept = await repository.revisionSnapshots(saved.after.id);
    const inUse = new Set(filesOf([saved.after, ...kept]).map((image) => image.cle));
    const unused = filesOf(saved.forgotten).filter((image) => !inUse.has(image.cle));
    await removeAfterCommit(storage, request, unused);
  }

  return {
    /** Creates an item authored by the actor; answers its id. */
    async create(form: SubmittedForm, actor: Actor): Promise<string> {
      const sent = withFieldNames(writing.definition, form.toObject());
      const input = parse(writing.createSchema, sent);
      const resolved = await resolve(input, sent);
      const processed = await processUploads(processImage, writing.uploads(input));
      return withStoredImages(storage, processed, (images) =>
        repository.create(
          writing.createValues(input, resolved, images),
          actor,
          settling(resolved, actor),
        ),
      );
    },

    /** Edits an item the actor may write: what the form did not send keeps its value. */
    async update(
      request: FastifyRequest,
      id: string,
      form: SubmittedForm,
      actor: Actor,
    ): Promise<void> {
      const existing = await repository.findRow(id, actor);
      if (!existing) throw notFound();
      const sent = withoutBlank(
        withFieldNames(writing.definition, form.toObject()),
        writing.keptWhenBlank ?? [],
      );
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
      const processed = await processUploads(processImage, uploads);

      const result = await withStoredImages(storage, processed, (images) =>
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
          { settle: settling(resolved, actor) },
        ),
      );
      if (!result) throw notFound();
      await removeForgottenFiles(request, result);
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
      await removeForgottenFiles(request, result);
    },

    /** Deletes an item the actor may write, with everything that hangs on it. */
    async delete(request: FastifyRequest, id: string, actor: Actor): Promise<void> {
      const deleted = await repository.delete(id, actor);
      if (!deleted) throw notFound();
      const files = new Map(filesOf([deleted.row, ...deleted.versions]).map((f) => [f.cle, f]));
      await removeAfterCommit(storage, request, [...files.values()]);
    },
  };
}

export type ContentCommands = ReturnType<typeof createContentCommands>;
