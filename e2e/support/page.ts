import type { Page } from "playwright-core";

/**
 * Resolves once React has hydrated the element `selector` matches: React keeps its props on
 * every DOM node it owns, so their key shows the page reacts to clicks. Clicking before
 * that would test nothing but the server HTML.
 */
export async function waitForHydration(page: Page, selector = "body *"): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, selector);
}

/** Resolves once the page is at `path` (a pathname, or a pattern a pathname matches). */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === "string" ? url.pathname === path : path.test(url.pathname),
  );
}

/** The page's path, without the origin. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Resolves once a back-office form's draft is kept in this browser (web/lib/use-form-draft.ts
 * writes it a moment after the last change) holding each text of `contains` and none of
 * `lacks`: a reload is then sure to offer what was typed, with no guess at how long it takes.
 */
export async function draftKept(
  page: Page,
  { contains = [], lacks = [] }: { contains?: string[]; lacks?: string[] },
): Promise<void> {
  await page.waitForFunction(
    ({ contains, lacks }) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("brouillon:"))
        .some((key) => {
          const text = localStorage.getItem(key) ?? "";
          return (
            contains.every((part) => text.includes(part)) &&
            !lacks.some((part) => text.includes(part))
          );
        }),
    { contains, lacks },
  );
}
