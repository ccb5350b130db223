// The dashboard's charts as React renders them on the server: the whole drawing and its
// figures are in the markup, with no script to run (issue 31 point 6).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RequestsChart, ViewsChart } from "./dashboard-charts.tsx";

const days = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 29 + i));
  return { jour: day.toISOString().slice(0, 10), vues: 0 };
});
days[0] = { jour: "2026-10-29", vues: 12 };
days[29] = { jour: "2026-11-27", vues: 40 };

/** The text of a piece of markup, its tags taken out. */
const text = (markup: string) => markup.replace(/<[^>]*>/g, "");
/** Every match of `pattern`'s first group in `markup`. */
const all = (markup: string, pattern: RegExp) =>
  [...markup.matchAll(pattern)].map((match) => match[1] ?? "");
/** The rows of the table's body, each as its cells' texts. */
const bodyRows = (html: string) =>
  all(all(html, /<tbody>(.*?)<\/tbody>/g)[0] ?? "", /<tr>(.*?)<\/tr>/g).map((row) =>
    all(row, /<t[hd][^>]*>(.*?)<\/t[hd]>/g).map(text),
  );

describe("the views chart, rendered on the server", () => {
  const html = renderToStaticMarkup(
    createElement(ViewsChart, { data: { vuesParJour: days, totalVues: 52, perimetre: "site" } }),
  );

  it("draws a column per day with a view, as tall as its share of the scale", () => {
    expect(html).not.toContain("<script");
    const bars = all(html, /(<rect[^>]*class="fill-brand-600[^>]*>)/g);
    expect(bars).toHaveLength(2);
    const heights = bars.map((bar) => Number(/ height="([\d.]+)"/.exec(bar)?.[1]));
    // 12 and 40 views on a scale of 0 to 40.
    expect((heights[0] as number) / (heights[1] as number)).toBeCloseTo(12 / 40, 2);
    // Its scale and its labels in French: a label a week, back from today.
    expect(all(html, /<text[^>]*>(.*?)<\/text>/g)).toEqual([
      "30 oct.",
      "6 nov.",
      "13 nov.",
      "20 nov.",
      "27 nov.",
    ]);
  });

  it("gives every day's figure as a table, and a summary in words", () => {
    const rows = bodyRows(html);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(["jeudi 29 octobre", "12"]);
    expect(rows[1]).toEqual(["vendredi 30 octobre", "0"]);
    expect(rows[29]).toEqual(["vendredi 27 novembre", "40"]);
    expect(all(html, /<caption>(.*?)<\/caption>/g)).toEqual(["Vues par jour, 30 derniers jours"]);
    expect(all(html, /<figcaption[^>]*>(.*?)<\/figcaption>/g)).toEqual([
      "52 vues du 29 oct. au 27 nov. ; le plus : 40 vues le vendredi 27 novembre.",
    ]);
  });
});

describe("the contact requests chart, rendered on the server", () => {
  const semaines = Array.from({ length: 12 }, (_, i) => ({
    debut: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    parSecteur: { immobilier: 0, aviation: 0, mines: 0, logistique: 0 },
    total: 0,
  }));
  semaines[11] = {
    debut: "2026-11-23",
    parSecteur: { immobilier: 1, aviation: 3, mines: 0, logistique: 2 },
    total: 6,
  };
  const html = renderToStaticMarkup(
    createElement(RequestsChart, {
      data: { secteurs: ["immobilier", "aviation", "mines", "logistique"], semaines, total: 6 },
    }),
  );

  it("stacks each sector's requests of a week, a legend naming the sectors", () => {
    expect(all(html, /<rect[^>]*class="(fill-[a-z]+-600)/g)).toEqual([
      "fill-immobilier-600",
      "fill-aviation-600",
      "fill-logistique-600",
    ]);
    expect(all(html, /<li[^>]*>(.*?)<\/li>/g).map(text)).toEqual([
      "Immobilier1",
      "Aviation3",
      "Mines0",
      "Logistique2",
    ]);
  });

  it("gives each week's figures per sector as a table", () => {
    const head = all(all(html, /<thead>(.*?)<\/thead>/g)[0] ?? "", /<th[^>]*>(.*?)<\/th>/g);
    expect(head).toEqual(["Semaine du", "Immobilier", "Aviation", "Mines", "Logistique", "Total"]);
    expect(bodyRows(html).at(-1)).toEqual([
      "Semaine du lundi 23 novembre",
      "1",
      "3",
      "0",
      "2",
      "6",
    ]);
  });
});
