import { describe, expect, it } from "vitest";
import { listQueryOf, listSearch, listTypeAt } from "./list-filters.ts";

const query = (search: string) => new URLSearchParams(search);

describe("a list's filters in its address (issue 20)", () => {
  it("reads each filter in its one spelling, and says when one names nothing", () => {
    expect(listQueryOf("realisations", query("secteur=MINES&page=2&utm_source=x"))).toEqual({
      page: 2,
      filters: { secteur: "mines" },
      valid: true,
    });
    expect(listQueryOf("realisations", query("secteur=plage")).valid).toBe(false);
    expect(listQueryOf("opportunites", query("pays=sn&secteur=mines")).filters).toEqual({
      pays: "SN",
    });
    expect(listQueryOf("opportunites", query("pays=XX")).valid).toBe(false);
    expect(listQueryOf("opportunites", query("categorie=minerais")).valid).toBe(false);
    expect(listQueryOf("articles", query("secteur=%20")).filters).toEqual({});
  });

  it("writes the filters in a fixed order, then the page beyond the first", () => {
    expect(listSearch("opportunites", { categorie: "c", pays: "SN" }, 3)).toBe(
      "?pays=SN&categorie=c&page=3",
    );
    expect(listSearch("articles", { secteur: "aviation" })).toBe("?secteur=aviation");
    expect(listSearch("articles", {}, 1)).toBe("");
  });

  it("knows the three lists in every language, and nothing else", () => {
    expect(listTypeAt("/realisations")).toBe("realisations");
    expect(listTypeAt("/en/news")).toBe("articles");
    expect(listTypeAt("/it/opportunita")).toBe("opportunites");
    expect(listTypeAt("/contact")).toBeUndefined();
    expect(listTypeAt("/realisation/une-tour")).toBeUndefined();
  });
});
