import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchChromium } from "./chromium.ts";
import { e2eEnv } from "./env.ts";

/**
 * One browser per spec file, and a fresh context (cookies, storage, locale) for every
 * test: `newPage()` inside a test gives a page whose context is closed after the test.
 * Contexts default to a French browser; a test passes `locale` to be someone else.
 *
 * `readingPage()` is for tests that only read public pages, as a visitor going from page
 * to page does: one page per file (per set of options), kept from test to test. A fresh
 * context costs Chromium a new renderer process and cold caches, about a second of
 * processor time on a 2-core machine, four times a navigation in an open page; the sweeps
 * that read dozens of pages spent most of their time there. A test that signs in, fills a
 * form, stores something or counts what a first visit downloads takes `newPage()`.
 */
export function browserPerFile() {
  const { baseUrl, chromiumPath } = e2eEnv();
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const readingPages = new Map<string, Promise<Page>>();

  const newContext = async (options: BrowserContextOptions) => {
    if (!browser) throw new Error("e2e: the browser is not started");
    const context = await browser.newContext({ baseURL: baseUrl, locale: "fr-FR", ...options });
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    return context;
  };

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
      const context = await newContext(options);
      contexts.push(context);
      return context.newPage();
    },
    /** The file's page for reading public pages with `options` (see above). */
    readingPage(options: BrowserContextOptions = {}): Promise<Page> {
      const key = JSON.stringify(options);
      let page = readingPages.get(key);
      if (!page) {
        page = newContext(options).then((context) => context.newPage());
        readingPages.set(key, page);
      }
      return page;
    },
  };
}
