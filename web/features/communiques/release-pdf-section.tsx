// A press release's PDF on its edit screen (issue 32, docs/decisions/063): the API takes
// it as the multipart file `pdf` and removes it on `supprimerPdf=true`. The file is no
// field of the registry (its column is presented by the type), so the release's screen
// adds it as its own section (DESIGN.md §9.5), and the server's French errors about it
// ("doit être un PDF", "ne peut excéder 5 Mo") show beside it.
import { useId } from "react";
import type { Path } from "react-hook-form";
import { RELEASE_LIMITS } from "../../../domain/communiques.ts";
import { INPUT_CLASS } from "../../components/form-field.tsx";
import { formatFileSize } from "../../lib/format.ts";
import type { SectionProps } from "../content-form/content-form.tsx";
import type { FormValues, SectionModel, StoredItem } from "../content-form/form-model.ts";

/** The API's names (server/features/communiques/communiques.commands.ts). */
const PDF = "pdf";
const REMOVE = "supprimerPdf";
/** The stored file as the staff answer gives it; the form keeps it to show, never sends it. */
const STORED = "pdfEnregistre";

interface StoredPdf {
  url: string;
  octets: number;
  nom: string;
}

const storedOf = (item?: StoredItem): StoredPdf | null => {
  const pdf = item?.pdf as StoredPdf | null | undefined;
  return pdf && typeof pdf.url === "string" ? pdf : null;
};

export const RELEASE_PDF_SECTION: SectionModel = {
  fields: [],
  notSent: [PDF, REMOVE, STORED],
  notDrafted: [PDF, REMOVE, STORED],
  values: (item) => ({ [PDF]: null, [REMOVE]: false, [STORED]: storedOf(item) }),
  toBody(body, values) {
    const file = values[PDF];
    // A new file replaces the stored one: « Retirer » then says nothing more.
    if (file instanceof File) body.set(PDF, file);
    else if (values[REMOVE] === true && values[STORED]) body.set(REMOVE, "true");
  },
};

const path = (name: string) => name as Path<FormValues>;

/** The file input, the stored file's name and size, and « Retirer le PDF ». */
export function ReleasePdfSection({ form, initialValues }: SectionProps) {
  const id = useId();
  const stored = initialValues[STORED] as StoredPdf | null;
  const removing = form.form.watch(path(REMOVE)) === true;
  const error = form.errorFor(path(PDF));
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ""}`;
  return (
    <div data-field={PDF} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Fichier PDF du communiqué
      </label>
      {stored && (
        <p className="text-sm text-slate-700">
          Fichier actuel :{" "}
          <a
            href={stored.url}
            className={`underline ${removing ? "line-through" : ""}`}
            type="application/pdf"
          >
            {stored.nom}
          </a>{" "}
          ({formatFileSize("fr", stored.octets)})
        </p>
      )}
      <input
        id={id}
        {...form.fileField(path(PDF))}
        accept="application/pdf,.pdf"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className={INPUT_CLASS}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {stored ? "Un nouveau fichier remplace l'actuel. " : ""}PDF, au plus{" "}
        {formatFileSize("fr", RELEASE_LIMITS.pdfMaxBytes)}.
      </p>
      {stored && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.field(path(REMOVE))} className="h-4 w-4" />
          Retirer le PDF
        </label>
      )}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
