// Issue 28, point 4, in Chromium: the site's own inline scripts run (React Router's
// hydration data and streamed chunks, the deferred-hydration loader and the module script
// it puts back, root.tsx's `data-js` flag), each by the nonce of its render, so pages
// hydrate and navigate client-side and the back office works, while an inline script the
// site did not write (in the HTML as served, or added in the browser) is refused, with the
// browser's CSP violation event, on a public page, the 404 page and the back office.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import fr from "../domain/i18n/fr.json";
import { signedInAdmin } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { expectPath, waitForHydration } from "./support/page.ts";

const { adminEmail, adminPassword } = e2eEnv();
const { newPage } = browserPerFile();

interface Violation {
  directive: string;
  /** "inline" for an inline script, "eval" for eval() or new Function(). */
  blocked: string;
}

declare global {
  interface Window {
    cspViolations: Violation[];
    injectedScriptRan?: boolean;
    stillTheSameDocument?: boolean;
  }
}

/** Records the page's CSP violations from its very first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
}

const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations);

/**
 * Inserts an inline script as an injection would (its text was never written by the
 * site), and tells whether it ran and what the browser reported.
 */
async function injectInlineScript(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injectedScriptRan = true;";
    document.body.append(script);
  });
  await page.waitForFunction(() => window.cspViolations.length > 0);
  return {
    ran: await page.evaluate(() => window.injectedScriptRan === true),
    violations: await violationsOf(page),
  };
}

describe("the content security policy in the browser", () => {
  test("a public page runs its own inline scripts, hydrates, navigates client-side, and refuses an injected one", async () => {
    const page = await newPage();
    await watchViolations(page);
    await page.goto("/");
    await waitForHydration(page, "header a");
    expect(await violationsOf(page)).toEqual([]);
    // root.tsx's first inline script, and React Router's context script.
    expect(await page.evaluate(() => document.documentElement.dataset.js)).toBe("");
    expect(await page.evaluate(() => typeof Reflect.get(window, "__reactRouterContext"))).toBe(
      "object",
    );

    // A client navigation keeps the same document.
    await page.evaluate(() => {
      window.stillTheSameDocument = true;
    });
    await page.getByRole("banner").getByRole("link", { name: fr.nav.contact }).first().click();
    await expectPath(page, "/contact");
    expect(await page.evaluate(() => window.stillTheSameDocument)).toBe(true);
    expect(await violationsOf(page)).toEqual([]);

    const injected = await injectInlineScript(page);
    expect(injected.ran).toBe(false);
    expect(injected.violations).toEqual([{ directive: "script-src-elem", blocked: "inline" }]);
  });

  test("a script that reached the page's HTML without the site's nonce does not run, while the site's own do", async () => {
    const page = await newPage();
    await watchViolations(page);
    // As if a text had slipped a script past the Markdown sanitizer: the server's answer,
    // headers and all, with one more inline script in its body.
    await page.route("**/qui-sommes-nous", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        "<script>window.injectedScriptRan = true;</script></body>",
      );
      expect(html).toContain("injectedScriptRan");
      await route.fulfill({ response, body: html });
    });
    await page.goto("/qui-sommes-nous");
    await waitForHydration(page, "header a");
    expect(await page.evaluate(() => window.injectedScriptRan === true)).toBe(false);
    expect(await violationsOf(page)).toEqual([{ directive: "script-src-elem", blocked: "inline" }]);
    // The site's own ran: root.tsx's flag, React Router's context.
    expect(await page.evaluate(() => document.documentElement.dataset.js)).toBe("");
    expect(await page.evaluate(() => typeof Reflect.get(window, "__reactRouterContext"))).toBe(
      "object",
    );
  });

  test("the 404 page hydrates under its policy, and refuses an injected script", async () => {
    const page = await newPage();
    await watchViolations(page);
    const response = await page.goto("/cette-page-n-existe-pas?utm_source=X");
    expect(response?.status()).toBe(404);
    await waitForHydration(page, "h1");
    expect(await violationsOf(page)).toEqual([]);
    expect((await injectInlineScript(page)).ran).toBe(false);
  });

  test("the back office works under its policy, and refuses an injected script where the tokens live", async () => {
    const admin = await signedInAdmin(newPage, adminEmail, adminPassword);
    await watchViolations(admin);
    await admin.goto("/admin/articles");
    await admin.getByRole("heading", { level: 1 }).waitFor();
    await waitForHydration(admin, "main a, main button");
    expect(await violationsOf(admin)).toEqual([]);
    const injected = await injectInlineScript(admin);
    expect(injected.ran).toBe(false);
    expect(injected.violations.map((violation) => violation.directive)).toEqual([
      "script-src-elem",
    ]);
  });
});
