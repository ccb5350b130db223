// Full-page screenshots of public pages at phone, tablet and desktop widths, to look at
// them as a visitor would (Debian's Chromium, never a downloaded browser).
//   npm run screenshots -- http://localhost:3000 /tmp/shots / /en/mines /it/actualites
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const WIDTHS = [360, 768, 1280];
const [baseUrl = "http://localhost:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/"];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const pagePath of pages) {
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: "networkidle" });
      // Scroll through once so lazy images below the fold load, as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = `${pagePath.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
