import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, test } from "vitest";
import routes from "../routes.ts";
import { pathWith } from "./back-office-client.ts";
import { CONTENT_TYPES } from "./back-office-screens.ts";
import { ADMIN_PATHS, ADVISER_PATHS } from "./paths.ts";

/** Every page's full path pattern ("/admin/articles/modifier/:id"): indexes and leaves. */
function patterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const children = entry.children ?? [];
    const page = entry.index || (entry.path && children.length === 0);
    return [...(page ? [here || "/"] : []), ...patterns(children, here)];
  });
}

/** The pattern a link matches: each segment literal, or a route's `:param` in its place. */
function matches(link: string, pattern: string): boolean {
  const a = link.split("/");
  const b = pattern.split("/");
  return a.length === b.length && b.every((part, i) => part.startsWith(":") || part === a[i]);
}

describe("the back office's links and routes come from one table", () => {
  const all = patterns(routes);

  test("each content type's list, create and edit links lead to a route, in both areas", () => {
    for (const paths of [ADMIN_PATHS, ADVISER_PATHS]) {
      for (const type of CONTENT_TYPES) {
        const links = paths.content[type];
        for (const link of [links.list, links.create, links.edit("un-id")]) {
          expect(
            all.filter((pattern) => matches(link, pattern)),
            link,
          ).toHaveLength(1);
        }
      }
    }
  });

  test("the administrator's own links lead to routes of the administrator's area", () => {
    const links = [
      ADMIN_PATHS.users,
      ADMIN_PATHS.userCreate,
      ADMIN_PATHS.userEdit("u"),
      ADMIN_PATHS.userDelete("u"),
      ADMIN_PATHS.requests,
      ADMIN_PATHS.subscribers,
      ADMIN_PATHS.journal,
      ADMIN_PATHS.categories,
      ADMIN_PATHS.site,
      ADMIN_PATHS.pages,
      ADMIN_PATHS.pageEdit("accueil"),
      ADMIN_PATHS.dashboard,
      ADMIN_PATHS.login,
    ];
    for (const link of links) {
      expect(
        all.filter((pattern) => matches(link, pattern)),
        link,
      ).toHaveLength(1);
    }
  });

  test("a parameter is encoded in the link, and in the API path a read calls", () => {
    expect(ADMIN_PATHS.content.articles.edit("a b/c")).toBe("/admin/articles/modifier/a%20b%2Fc");
    expect(ADVISER_PATHS.content.opportunites.list).toBe("/conseiller/opportunites");
    const query = new URLSearchParams({ page: "2" });
    expect(pathWith("/articles/admin/:id", { params: { id: "a/b" }, query })).toBe(
      "/articles/admin/a%2Fb?page=2",
    );
  });
});
