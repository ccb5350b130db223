import { describe, expect, it } from "vitest";
import { pdfProblem } from "./pdf.ts";
import { samplePdf } from "./pdf-sample.ts";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("pdfProblem", () => {
  it("takes a real PDF, with its cross-reference table or stream", () => {
    expect(pdfProblem(samplePdf())).toBeUndefined();
    const streamed = "%PDF-1.5\n1 0 obj\n<<>>\nendobj\n";
    const xref = streamed.length;
    expect(
      pdfProblem(
        bytes(`${streamed}2 0 obj\n<< /Type /XRef >>\nendobj\nstartxref\n${xref}\n%%EOF\n`),
      ),
    ).toBeUndefined();
  });

  it("refuses what is not a PDF: a picture renamed .pdf, a text, nothing", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(pdfProblem(png)).toBe("not-pdf");
    expect(pdfProblem(bytes("Curriculum vitae"))).toBe("not-pdf");
    expect(pdfProblem(new Uint8Array())).toBe("not-pdf");
  });

  it("refuses a fake that only starts like a PDF, or a PDF cut short", () => {
    expect(pdfProblem(bytes("%PDF-1.4\nnot really a pdf"))).toBe("damaged");
    expect(pdfProblem(bytes("%PDF-abc\nstartxref\n0\n%%EOF"))).toBe("damaged");
    const real = samplePdf();
    expect(pdfProblem(real.subarray(0, real.length - 40))).toBe("damaged");
    // An offset past the end, or pointing at no cross-reference.
    expect(pdfProblem(bytes("%PDF-1.4\nstartxref\n99999\n%%EOF"))).toBe("damaged");
    expect(pdfProblem(bytes("%PDF-1.4\nhello\nstartxref\n2\n%%EOF"))).toBe("damaged");
  });
});
