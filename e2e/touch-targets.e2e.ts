// Issue 20: on a phone, every control of the header, the menu and the footer is at least
// 44 × 44 px (WCAG 2.5.5), and the menu carries the contact button and the phone numbers.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../domain/constants.ts";
import { localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { browserPerFile } from "./support/browser.ts";

const { newPage } = browserPerFile();
const MIN_PX = 44;
const PHONE = { width: 360, height: 740 };

/**
 * The controls shown under `scope` that a visitor can touch (links, buttons, the menu's
 * toggle, fields; not the robots' trap, hidden from people) smaller than 44 × 44 px.
 */
async function smallControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ([selector, min]) => {
      const controls = document.querySelectorAll<HTMLElement>(
        `${selector} :is(a, button, summary, input, select, textarea)`,
      );
      return (
        [...controls]
          .filter((control) => !control.closest("[aria-hidden='true']"))
          // Shown: a closed menu's links keep a layout box, hidden by content-visibility.
          .filter((control) => control.checkVisibility({ visibilityProperty: true }))
          .map((control) => {
            const { width, height } = control.getBoundingClientRect();
            const name = (
              control.getAttribute("aria-label") ||
              control.textContent ||
              control.tagName
            )
              .trim()
              .slice(0, 40);
            return { name, width: Math.round(width), height: Math.round(height) };
          })
          .filter(({ width, height }) => width < min || height < min)
          .map(({ name, width, height }) => `${name}: ${width}×${height}`)
      );
    },
    [scope, MIN_PX] as const,
  );
}

/** The header logo's height as drawn: its image scaled to fit the box the header gives it. */
async function drawnLogoHeight(page: Page): Promise<number> {
  return page
    .locator("header img")
    .first()
    .evaluate((logo: HTMLImageElement) => {
      const box = logo.getBoundingClientRect();
      const scale = Math.min(box.width / logo.naturalWidth, box.height / logo.naturalHeight);
      return Math.round(logo.naturalHeight * scale);
    });
}

describe("on a phone (360 px), every control is a finger's size", () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: the header, the open menu and the footer; the menu's contact and phones`, async () => {
      const page = await newPage({ viewport: PHONE });
      await page.goto(localizedPath(lang, PAGE_PATHS.home));
      expect(await smallControls(page, "header")).toEqual([]);
      // At least the brand, the search's and the menu's toggles were measured.
      expect(await page.locator("header :is(a, summary):visible").count()).toBeGreaterThanOrEqual(
        3,
      );
      // The flags wait in the menu: the logo keeps its full height, not squeezed to the room
      // left beside three flags (about 92 × 20 px of 549 × 120 before).
      expect(await drawnLogoHeight(page)).toBeGreaterThanOrEqual(36);

      await page.locator("#menu-site > summary").click();
      const menu = page.locator("#menu-site > nav");
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await smallControls(page, "#menu-site > nav")).toEqual([]);
      // The flags come first in the menu, each with its language's name.
      expect(await menu.locator("a[hreflang]").allTextContents()).toEqual([
        "Français",
        "English",
        "Italiano",
      ]);
      expect(await menu.locator(`a[hreflang="${lang}"]`).getAttribute("aria-current")).toBe("true");

      // The menu ends with the contact button and the group's numbers, as the footer lists them.
      const contact = menu.locator(`a[href="${localizedPath(lang, PAGE_PATHS.contact)}"]`).last();
      expect(await contact.textContent()).toBe(
        { fr: "Nous contacter", en: "Contact us", it: "Contattaci" }[lang],
      );
      const footerPhones = await page
        .locator('footer a[href^="tel:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(footerPhones.length).toBeGreaterThan(0);
      expect(
        await menu
          .locator('a[href^="tel:"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual(footerPhones);

      // The header's search: its button, field and submit button.
      await page.locator("#recherche-site > summary").click();
      await page.locator("#recherche-entete").waitFor();
      expect(await smallControls(page, "#recherche-site")).toEqual([]);
      expect(await page.locator("#recherche-site :is(summary, input, button)").count()).toBe(3);

      expect(await smallControls(page, "footer")).toEqual([]);
      expect(await page.locator("footer :is(a, button, input, select)").count()).toBeGreaterThan(6);
    });
  }
});
