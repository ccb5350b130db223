// What the site takes for a PDF (a candidate's CV, issue 32): checked by its bytes, never by
// its name or the type the browser claims. A renamed picture has no `%PDF-` header; a file
// cut short in transfer, or one that only starts like a PDF, has no readable trailer.

/** Why bytes are not a PDF the site keeps, or undefined when they are one. */
export type PdfProblem = "not-pdf" | "damaged";

const HEADER = "%PDF-";
/** The trailer is at the end; writers may add a few bytes (a line break, padding) after it. */
const TAIL_BYTES = 2048;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/**
 * A PDF's sane structure, as a reader opens it: the header with its version (`%PDF-1.7`),
 * then at the end `startxref`, the offset of the cross-reference, and `%%EOF`; at that
 * offset, a cross-reference table (`xref`) or stream (`12 0 obj`). Damaged or fake files
 * fail one of these; a real PDF, from any office suite or scanner, passes them all.
 */
export function pdfProblem(bytes: Uint8Array): PdfProblem | undefined {
  if (bytes.length < HEADER.length || latin1(bytes.subarray(0, HEADER.length)) !== HEADER) {
    return "not-pdf";
  }
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 16)))) return "damaged";
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)));
  const trailer = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(tail);
  const offset = Number(trailer?.[1]);
  if (!trailer || !Number.isSafeInteger(offset) || offset >= bytes.length) return "damaged";
  const atOffset = latin1(bytes.subarray(offset, offset + 32));
  if (!/^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(atOffset)) return "damaged";
  return undefined;
}
