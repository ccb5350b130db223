// One-page PDFs written by hand for the demo content (a release's PDF, the press kit's fact
// sheet): no library, no embedded font (PDF's standard Helvetica and Helvetica-Bold, as
// /F1 and /F2), no date, a fixed identifier, so the same text always makes the same bytes.

/** A4, in points. */
export const PDF_PAGE = { width: 595, height: 842 } as const;

/** The WinAnsi (cp1252) bytes outside Latin-1 that the demo's texts use. */
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "–": 0x96,
  "—": 0x97,
  œ: 0x9c,
  Œ: 0x8c,
};

/**
 * `text` as a PDF string's content in WinAnsi, so French and Italian accents print; a
 * character WinAnsi lacks loses its accent, or else becomes "?". Parentheses and
 * backslashes are escaped.
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.replace(/[\u202f\u00a0]/g, " ")) {
    let code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 0x3f;
    if (code > 0xff) code = char.normalize("NFD").codePointAt(0) ?? 0x3f;
    if (code > 0xff) code = 0x3f;
    const byte = String.fromCharCode(code);
    out += byte === "(" || byte === ")" || byte === "\\" ? `\\${byte}` : byte;
  }
  return out;
}

/**
 * A PDF of one A4 page drawing `content` (a content stream whose strings went through
 * pdfText), with its title in the document's information: objects, the cross-reference
 * table of their byte offsets, and the trailer.
 */
export function onePagePdf(content: string, title: string): Buffer {
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PDF_PAGE.width} ${PDF_PAGE.height}] ` +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    font("Helvetica"),
    font("Helvetica-Bold"),
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}endstream`,
    `<< /Title (${pdfText(title)}) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  // The same identifier every time (PDF wants one), so the bytes never change.
  const id = `<${Buffer.from("demo-content").toString("hex")}>`;
  body +=
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R /ID [${id} ${id}] >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
