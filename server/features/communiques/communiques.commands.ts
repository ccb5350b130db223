import { randomUUID } from "node:crypto";
import { RELEASE_MESSAGES as M, type ReleasePdf } from "../../../domain/communiques.ts";
import {
  COMMUNIQUE_TYPE,
  CreateReleaseInputSchema,
  UpdateReleaseInputSchema,
} from "../../../domain/content-types/communique.ts";
import { pdfProblem } from "../../../domain/pdf.ts";
import type { communiques } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { SubmittedForm } from "../../lib/form.ts";
import { validationError } from "../../lib/http-error.ts";
import type { Storage } from "../../plugins/storage.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";

type Created = ReturnType<typeof CreateReleaseInputSchema.parse>;
type Edited = ReturnType<typeof UpdateReleaseInputSchema.parse>;

/** The form's fields for the release as a file: a new PDF, or the removal of the one it has. */
export const PDF_FIELD = "pdf";
export const REMOVE_PDF_FIELD = "supprimerPdf";

/**
 * What a form does to a release's PDF: nothing, a new file (checked by its bytes, stored
 * under `stored` once the rest is valid: in the write's transaction), or its removal.
 */
type PdfChange =
  | { kind: "keep" }
  | { kind: "remove" }
  | { kind: "replace"; data: Buffer; stored: ReleasePdf };

/**
 * The form's PDF change, refused with the field's message when the file is no PDF (its
 * bytes do not start with `%PDF-`, whatever its name says) or a damaged one (domain/pdf.ts:
 * no readable trailer, as a file cut short). Its size was checked as it was read (the
 * routes' file limit: 5 MB, with its own message).
 */
function pdfChangeOf(form: SubmittedForm): PdfChange {
  const file = form.files.find((each) => each.field === PDF_FIELD);
  if (file) {
    const problem = pdfProblem(file.data);
    if (problem) {
      const message = problem === "not-pdf" ? M.pdfType : M.pdfDamaged;
      throw validationError([{ champ: PDF_FIELD, message }]);
    }
    const nom = file.name.replace(/[\\/]/g, "_").trim() || "communique.pdf";
    const stored = { cle: `communique-${randomUUID()}.pdf`, octets: file.data.length, nom };
    return { kind: "replace", data: file.data, stored };
  }
  const remove = form.text(REMOVE_PDF_FIELD);
  return remove === "true" || remove === "on" ? { kind: "remove" } : { kind: "keep" };
}

/** A release is dated when first published, by the app's clock; a draft has no such date. */
const published = (etat: string, current: Date | null, clock: Clock) =>
  etat === "publié" ? (current ?? clock.now()) : null;

const releaseWriting = (
  clock: Clock,
  storage: Storage,
  pdf: PdfChange,
): ContentWriting<typeof communiques, Created, Edited, undefined> => ({
  notFound: M.notFound,
  definition: COMMUNIQUE_TYPE,
  createSchema: CreateReleaseInputSchema,
  updateSchema: UpdateReleaseInputSchema,
  keptWhenBlank: ["etat", "dateCommunique"],
  // A release has no picture; its PDF is this form's `pdf` change.
  uploads: () => ({ files: [], field: "", typeMessage: "" }),
  // Everything else is valid by now: the file is stored in the write's transaction, and
  // removed by the command below if the write fails after all.
  async settle() {
    if (pdf.kind === "keep") return {};
    if (pdf.kind === "remove") return { pdf: null };
    await storage.put(pdf.stored.cle, pdf.data, "application/pdf");
    return { pdf: pdf.stored };
  },
  createValues: (input) => ({
    ...input,
    dateCommunique: input.dateCommunique as Date,
    datePublication: published(input.etat, null, clock),
  }),
  editValues: (input, { current }) => ({
    ...input,
    dateCommunique: input.dateCommunique as Date,
    datePublication: published(input.etat, current.datePublication, clock),
  }),
  ownFiles: (values) => (values.pdf?.cle ? [values.pdf.cle] : []),
});

/**
 * A release's writes: the content core's, each with its form's PDF change. A replaced or
 * removed file stays stored while a kept version shows it (it can be restored); once no
 * version does, or the release is deleted, it is removed (ContentWriting.ownFiles).
 */
export function createReleaseCommands(deps: ContentDeps<typeof communiques>) {
  const { clock, storage } = deps;
  const commandsFor = (pdf: PdfChange) =>
    createContentCommands(deps, releaseWriting(clock, storage, pdf));
  /** A write that leaves no stored file behind when it is refused. */
  async function writing<R>(pdf: PdfChange, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (pdf.kind === "replace") await storage.remove(pdf.stored.cle).catch(() => undefined);
      throw error;
    }
  }
  const unchanged = commandsFor({ kind: "keep" });
  return {
    ...unchanged,
    create(...args: Parameters<typeof unchanged.create>) {
      const pdf = pdfChangeOf(args[0]);
      return writing(pdf, () => commandsFor(pdf).create(...args));
    },
    update(...args: Parameters<typeof unchanged.update>) {
      const pdf = pdfChangeOf(args[2]);
      return writing(pdf, () => commandsFor(pdf).update(...args));
    },
  };
}
