import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchChromium } from "./chromium.ts";
import { e2eEnv } from "./env.ts";

/**
 * One browser per spec file, and a fresh context (cookies, storage, locale) for every
 * test: `newPage()` inside a test gives a page whose context is closed after the test.
 * Contexts default to a French browser; a test passes `locale` to be someone else.
 */
export function browserPerFile() {
  const { baseUrl, chromiumPath } = e2eEnv();
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium(chromiumPath);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: BrowserContextOptions = {}) {
      if (!browser) throw new Error("e2e: the browser is not started");
      const context = await browser.newContext({ baseURL: baseUrl, locale: "fr-FR", ...options });
      contexts.push(context);
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      return context.newPage();
    },
  };
}
