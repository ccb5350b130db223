// A small, valid one-page PDF built in code, for the tests and the screenshots' scripts: a
// CV as a candidate would send it, with a correct cross-reference table.

/**
 * The bytes of a one-page PDF saying `text`; with `size`, of that many bytes: a comment
 * after the header fills it (the cross-reference's offsets count it), as a heavy scan would.
 */
export function samplePdf(text = "Curriculum vitae", size = 0): Uint8Array {
  const plain = onePage(text, "");
  if (size <= plain.length + 2) return plain;
  const comment = (bytes: number) => `%${"a".repeat(bytes - 2)}\n`;
  // The offsets' digits grow with the filler: measured once, then corrected.
  const first = onePage(text, comment(size - plain.length));
  return onePage(text, comment(size - plain.length - (first.length - size)));
}

function onePage(text: string, filler: string): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = `%PDF-1.4\n${filler}`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
