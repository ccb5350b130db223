import { describe, expect, test } from "vitest";
import fr from "../domain/i18n/fr.json";
import { SITE_SETTINGS_DEFAULTS } from "../domain/site-settings.ts";
import { asShownIn } from "../domain/typography.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf, waitForHydration } from "./support/page.ts";
import { shippedPageTexts } from "./support/page-texts.ts";

const HOME_TITLE = shippedPageTexts("accueil", "fr").text("titre");

const { baseUrl } = e2eEnv();
const { newPage } = browserPerFile();

describe("home page, server-rendered (JavaScript disabled)", () => {
  test("shows the French heading, the sectors and the latest items before any script runs", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(HOME_TITLE);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    const section = (name: string) => page.getByRole("region", { name });
    expect(await section(fr.home.sectorsTitle).getByRole("link").count()).toBe(4);
    // Issue 20: the newest project large beside two others, the news as a dated list, the
    // opportunities as a table (a header row and one row each).
    for (const title of [fr.home.latestProjects, fr.home.latestArticles]) {
      expect(await section(title).getByRole("article").count(), title).toBe(3);
    }
    expect(await section(fr.home.latestArticles).locator("time").count()).toBe(3);
    const table = section(fr.home.latestOpportunities).getByRole("table");
    expect(await table.getByRole("row").count()).toBe(4);
    expect(await table.getByRole("rowheader").getByRole("link").count()).toBe(3);
    // The group in figures: each business's first figure from the site settings.
    const figures = section(fr.home.figuresTitle);
    expect(await figures.locator("dd").allTextContents()).toEqual(
      Object.values(SITE_SETTINGS_DEFAULTS.secteurs).map(
        (sector) => sector.statistiques[0]?.valeur,
      ),
    );
    // SPEC.md §9: sector cards cut at 140 characters, the other cards at 120.
    for (const text of await section(fr.home.sectorsTitle).locator("p").allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(140);
    }
    for (const text of await page.locator("article p:last-child").allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(120);
    }
  });
});

describe("not-found page", () => {
  test("answers 404 with the SPEC texts and a link back home", async () => {
    const page = await newPage();
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await page
      .getByText("Oups! La page que vous recherchez n'existe pas.", { exact: true })
      .waitFor();
    await page
      .getByText("Il se peut qu'elle ait été supprimée ou que vous ayez mal saisi l'adresse.", {
        exact: true,
      })
      .waitFor();

    const back = page.getByRole("link", { name: "Retour à l'accueil" });
    await waitForHydration(page, "h1");
    await back.click();
    await page.waitForURL(`${baseUrl}/`);
    expect(pathOf(page)).toBe("/");
    await page.getByRole("heading", { level: 1, name: HOME_TITLE }).waitFor();
  });
});

describe("home hero and footer", () => {
  test("plays a muted inline loop over its poster, from the site settings", async () => {
    const page = await newPage();
    await page.goto("/");
    const video = page.locator("video");
    const attributes = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
      poster: new URL(element.poster).pathname,
      sources: [...element.querySelectorAll("source")].map((s) => new URL(s.src).pathname),
    }));
    expect(attributes).toEqual({
      muted: true,
      loop: true,
      playsInline: true,
      poster: "/media/hero-poster.webp",
      sources: ["/media/hero-loop.webm", "/media/hero-loop.mp4"],
    });
    for (const path of [attributes.poster, ...attributes.sources]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect((await response.body()).length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    }
    await page.waitForFunction(() => {
      const element = document.querySelector("video");
      return !!element && !element.paused && element.currentTime > 0;
    });
  });

  test("fills the phone's screen, and its loop stops and starts again from a visible button", async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto("/");
    await waitForHydration(page, "video");
    const hero = page.locator("main section").first();
    const box = await hero.boundingBox();
    const header = await page.locator("header").boundingBox();
    expect(Math.round((box?.height ?? 0) + (header?.height ?? 0))).toBeGreaterThanOrEqual(740);
    const isPaused = () =>
      page.locator("video").evaluate((video: HTMLVideoElement) => video.paused);
    await expect.poll(isPaused).toBe(false);
    await page.getByRole("button", { name: fr.hero.pause }).click();
    await expect.poll(isPaused).toBe(true);
    await page.getByRole("button", { name: fr.hero.play }).click();
    await expect.poll(isPaused).toBe(false);
  });

  test("stays still under prefers-reduced-motion: the poster shows, the video is paused", async () => {
    const page = await newPage({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page, "video");
    const state = await page.locator("video").evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      display: getComputedStyle(element).display,
    }));
    expect(state).toEqual({ paused: true, display: "none" });
  });

  test("gives three phone numbers, the email, the offices, the networks and © 2025", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/");
    const footer = page.locator("footer");
    const phones = await footer.locator('a[href^="tel:"]').allTextContents();
    expect(phones).toHaveLength(3);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    // The group's pages, commitments, careers and press among them (issue 32).
    expect(
      await footer
        .getByRole("navigation", { name: "Le groupe" })
        .getByRole("link")
        .allTextContents(),
    ).toEqual([
      "Qui sommes-nous",
      "Gouvernance",
      "Nos engagements",
      "Réalisations",
      "Actualités",
      "Opportunités",
      "Carrières",
      "Presse",
      "Contact",
    ]);
    expect(await footer.textContent()).toContain(
      asShownIn("fr", SITE_SETTINGS_DEFAULTS.bureaux.fr),
    );
    // The networks as marks, each link named for assistive technologies (issue 32):
    // « {marque} sur {réseau} ».
    const labels = await footer
      .locator('a[rel="noopener noreferrer"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label") ?? ""));
    expect(labels.map((label) => label.split(" sur ").at(-1))).toEqual([
      "LinkedIn",
      "Facebook",
      "X",
    ]);
    for (const label of labels) expect(label).toMatch(/^Groupe Afrique de l.Ouest sur /);
    // The brand is set as the rest of a French page (issue 28).
    expect(await footer.textContent()).toContain("© 2025 Groupe Afrique de l’Ouest.");
  });
});

describe("the header", () => {
  test("takes its scrolled style after 10 pixels", async () => {
    const page = await newPage();
    await page.goto("/actualites");
    await waitForHydration(page, "header a");
    const header = page.locator("header");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
  });

  test("on a phone, the menu opens and closes by keyboard and leads to a page", async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto("/");
    await waitForHydration(page, "header details");
    const menu = page.getByRole("navigation", { name: fr.nav.mobile });
    const toggle = page.locator("#menu-site > summary");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: fr.nav.contact, exact: true }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    // A route change folds the menu away.
    await menu.waitFor({ state: "hidden" });
  });
});

describe("a public page's modules (ADR 032)", () => {
  test("are asked for once the page has loaded and painted, and the page then hydrates without an error", async () => {
    for (const path of ["/", "/mines", "/en/news"]) {
      const page = await newPage({ viewport: { width: 412, height: 823 } });
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await waitForHydration(page);
      const timings = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          "navigation",
        ) as PerformanceNavigationTiming[];
        const [paint] = performance.getEntriesByName("first-contentful-paint");
        return {
          load: navigation?.loadEventStart ?? Number.NaN,
          paint: paint?.startTime ?? Number.NaN,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => entry.startTime),
        };
      });
      expect(timings.scripts.length, path).toBeGreaterThan(3);
      for (const start of timings.scripts) {
        expect(start, `${path}: a module asked for before the load`).toBeGreaterThanOrEqual(
          timings.load,
        );
        expect(start, `${path}: a module asked for before the first paint`).toBeGreaterThanOrEqual(
          timings.paint,
        );
      }
      // Hydrated, not rendered again from scratch: React reports a mismatch as an error.
      // Hydration goes on in chunks after the first element has its props: once the page is
      // idle, React has nothing left to do, and an error it reported has reached `errors`.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(errors, path).toEqual([]);
    }
    // The home's pause control comes with the modules.
    const page = await newPage();
    await page.goto("/");
    await page
      .getByRole("button", { name: fr.hero.pause })
      .or(page.getByRole("button", { name: fr.hero.play }))
      .waitFor();
  });

  test("wait only on public pages: the back office asks for its modules with its HTML", async () => {
    const head = async (path: string) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      return html.slice(0, html.indexOf("</head>"));
    };
    expect(await head("/admin/connexion")).toContain('rel="modulepreload"');
    expect(await head("/conseiller/connexion")).toContain('rel="modulepreload"');
    expect(await head("/mines")).not.toContain('rel="modulepreload"');
  });
});

describe("public pages stay light", () => {
  test("no back-office code and no zod in what a public page loads", async () => {
    // Words only the back office's code (its API client, its layout) or zod contain.
    const markers = ["tokenRafraichissement", "Se déconnecter", "ZodError"];
    for (const path of ["/", "/mines", "/actualites", "/contact", "/en/about-us"]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (match) => match[1] as string,
      );
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const script of scripts) {
        const code = await (await fetch(new URL(script, baseUrl))).text();
        for (const marker of markers)
          expect(code.includes(marker), `${path}: ${script} has ${marker}`).toBe(false);
      }
    }
  });
});

describe("the brand's typefaces", () => {
  test("come from the site, preloaded, cached for a year, and hold every letter of the three languages", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const preloads = [
      ...html.matchAll(
        /<link\b[^>]*rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2"/g,
      ),
    ].map((match) => match[1] as string);
    expect(preloads).toHaveLength(2);
    for (const font of preloads) {
      expect(font).toMatch(/^\/assets\//);
      const response = await fetch(new URL(font, baseUrl));
      expect(response.headers.get("content-type")).toBe("font/woff2");
      expect(response.headers.get("cache-control")).toContain("immutable");
      // Cut to what pages use (npm run make:font-subsets): well under @fontsource's 48–51 KB.
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(46_000);
    }

    const page = await newPage();
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    // Set in each face with two different fallbacks: a character the face lacks would come
    // from each fallback in turn and the two widths would differ.
    const letters = "AaÀàÂâÄäÇçÉéÈèÊêËëÎîÏïÔôÖöÙùÛûÜüŸÿŒœÌìÒòÓó «» ’ – — … € 0123456789 ?!:;";
    const widths = await page.evaluate((text) => {
      const width = (family: string) => {
        const span = document.createElement("span");
        span.style.cssText = `font: 400 40px ${family}; white-space: pre; position: absolute`;
        span.textContent = text;
        document.body.append(span);
        const measured = span.getBoundingClientRect().width;
        span.remove();
        return Math.round(measured * 10) / 10;
      };
      return ["Inter Variable", "Source Serif 4 Variable"].map((face) => ({
        face,
        loaded: document.fonts.check(`40px "${face}"`, text),
        withMonospace: width(`"${face}", monospace`),
        withCursive: width(`"${face}", cursive`),
      }));
    }, letters);
    for (const face of widths) {
      expect(face.loaded, face.face).toBe(true);
      expect(face.withMonospace, face.face).toBe(face.withCursive);
    }
  });
});
