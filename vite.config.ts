import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * The browser's scripts in a few files rather than twenty: a phone on a slow network pays a
 * round trip per file it cannot fetch in parallel (six connections over HTTP/1.1), and the
 * first paint waits for them (issue 9). React and React Router go together; the modules
 * public pages share go together. Only public modules are named here, so a public page
 * never loads back-office code (`npm run size:pages` and e2e/page-weight.e2e.ts check it).
 */
const CLIENT_CHUNKS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
    priority: 2,
  },
  {
    name: "site",
    // What every public page's frame uses (header, search field, footer, newsletter, texts,
    // cards); the home's sections, the contact and quote forms, the sectors' tabs, the lists'
    // pagination and the legal notice's facts stay with the pages that show them, so that no
    // page pays for another's.
    test: /[\\/](domain[\\/](constants|language|site-paths|search|i18n[\\/]create-texts)|web[\\/](i18n|features[\\/](site|i18n|newsletter|search[\\/]search-form|content[\\/](content-cards|content-image))|lib[\\/](format|page-head)|components[\\/]honeypot-field))[\\/.]/,
    priority: 1,
  },
];

export default defineConfig({
  // `npm run dev` serves on the same PORT as `npm start`.
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } },
    },
  },
  // The server's build takes in the icons it draws (some 70): left outside, Node would load
  // lucide-react's CommonJS file, every one of its 1,700 icons, into each server's memory
  // (its 1.3 MB source held twice, and an object per icon; docs/decisions/069).
  ssr: { noExternal: ["lucide-react"] },
  server: {
    port: Number(process.env.PORT) || 3000,
    // The embedded database writes under data/: a change there is not a source change.
    watch: { ignored: ["**/data/**", "**/build/**"] },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Text assets compressed once at build time, beside the originals (.br, .gz): the
    // server sends them as they are (server/plugins/web.ts), never compressing per request.
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
    }),
    // In `npm run dev`, Vite loads our Fastify app so the API and the hot-reloaded
    // web app share one process and one port, exactly as in production.
    fastifyReactRouterDev({
      entry: "./server/dev-entry.ts",
      externalizeServerEntryImports: ["#app-context"],
    }),
  ],
});
