import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  // `npm run dev` serves on the same PORT as `npm start`.
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
