// Writes the demo group's one-page fact sheet, server/db/seed/demo-fact-sheet.pdf
// (committed): `npm run make:demo-fact-sheet`, then commit. The demo content sends it as
// the press kit's fact sheet (server/db/seed/demo-content.ts), through the API's upload.
//
// The PDF is written by hand (server/db/seed/one-page-pdf.ts): one A4 page in the PDF's
// standard Helvetica, WinAnsi-encoded so French accents print, no date and a fixed
// identifier, so the same facts always make the same bytes.
//
// Its facts are the demo's, as every page tells them: founded in Dakar in 1996, offices in
// Dakar, Abidjan and Bamako, four businesses, more than 50 projects delivered, 15 countries
// served, the legal notice's company facts and the press contact of the site settings.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { SITE_SETTINGS_DEFAULTS } from "../domain/site-settings.ts";
import { DEMO_FACT_SHEET_FILE } from "../server/db/seed/demo-content.ts";
import { DEMO_LEGAL_NOTICE } from "../server/db/seed/demo-data.ts";
import { onePagePdf, PDF_PAGE, pdfText } from "../server/db/seed/one-page-pdf.ts";

const contact = SITE_SETTINGS_DEFAULTS.contactPresse;
const legal = DEMO_LEGAL_NOTICE;

const PAGE = PDF_PAGE;
const MARGIN = 56;

/** A theme colour of web/app.css's @theme as PDF's RGB operands ("0.06 0.15 0.27"). */
function themeColour(name: string): string {
  const css = readFileSync(new URL("../web/app.css", import.meta.url), "utf8");
  const found = css.match(new RegExp(`--color-${name}:\\s*#([0-9a-f]{6})\\s*;`, "i"))?.[1];
  if (!found) throw new Error(`web/app.css has no --color-${name}`);
  return [0, 2, 4]
    .map((at) => (Number.parseInt(found.slice(at, at + 2), 16) / 255).toFixed(3))
    .join(" ");
}
const NAVY = themeColour("brand-900");
const AMBER = themeColour("accent-500");

type Line = { text: string; size: number; bold?: boolean; gap?: number; colour?: string };

const heading = (text: string): Line => ({ text, size: 13, bold: true, gap: 22, colour: NAVY });
const fact = (text: string): Line => ({ text, size: 10.5, gap: 15 });

const LINES: Line[] = [
  heading("Le groupe"),
  fact("Groupe diversifié fondé à Dakar en 1996, présent dans toute l’Afrique de l’Ouest."),
  fact("Bureaux : Dakar (siège), Abidjan et Bamako."),
  fact("Quatre métiers : immobilier, aviation, mines et logistique."),
  fact("Plus de 50 projets livrés ; 15 pays desservis."),
  heading("Identité"),
  fact(`${legal.raisonSociale}, ${legal.formeJuridique.toLowerCase()}.`),
  fact(
    `Capital social : ${legal.capitalSocial}. RCCM : ${legal.rccm}. NINEA : ${legal.identifiant}.`,
  ),
  fact(`Siège : ${legal.siegeSocial.replace(/\n/g, ", ")}.`),
  fact("Président du conseil d’administration : Cheikh Tidiane Fall."),
  fact(`Directeur général : ${legal.directeurPublication.replace(/, directeur général$/, "")}.`),
  heading("The group in brief"),
  fact("A diversified group founded in Dakar in 1996, working across West Africa."),
  fact("Offices in Dakar (head office), Abidjan and Bamako; four businesses: real estate,"),
  fact("aviation, mining and logistics; more than 50 projects delivered; 15 countries served."),
  heading("Contact presse / Press contact"),
  fact(`${contact.nom.fr} / ${contact.nom.en}`),
  fact(`${contact.email} — ${contact.telephone}`),
];

function content(): string {
  const ops: string[] = [];
  // The navy band across the top, the title in white over it, a line of amber below.
  ops.push(`${NAVY} rg 0 ${PAGE.height - 150} ${PAGE.width} 150 re f`);
  ops.push(`${AMBER} rg 0 ${PAGE.height - 156} ${PAGE.width} 6 re f`);
  ops.push("BT 1 1 1 rg");
  ops.push(`/F2 11 Tf ${MARGIN} ${PAGE.height - 70} Td (${pdfText("GROUPE")}) Tj`);
  ops.push(`/F2 26 Tf 0 -32 Td (${pdfText("Afrique de l’Ouest")}) Tj`);
  ops.push(`/F1 12 Tf 0 -24 Td (${pdfText("Fiche d’information — Fact sheet")}) Tj`);
  ops.push("ET");
  let y = PAGE.height - 190;
  for (const line of LINES) {
    y -= line.gap ?? 14;
    ops.push(
      `BT ${line.colour ?? "0.2 0.2 0.2"} rg /${line.bold ? "F2" : "F1"} ${line.size} Tf ` +
        `${MARGIN} ${y} Td (${pdfText(line.text)}) Tj ET`,
    );
  }
  ops.push(
    `BT 0.4 0.4 0.4 rg /F1 8.5 Tf ${MARGIN} 40 Td ` +
      `(${pdfText("Document de démonstration — les faits sont ceux du site de démonstration.")}) Tj ET`,
  );
  return `${ops.join("\n")}\n`;
}

const file = onePagePdf(content(), "Groupe Afrique de l’Ouest — Fiche d’information");
await writeFile(DEMO_FACT_SHEET_FILE, file);
console.log(
  `${path.relative(process.cwd(), DEMO_FACT_SHEET_FILE)}: ${(file.length / 1024).toFixed(1)} KB`,
);
