import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
    // In `npm run dev`, Vite loads our Fastify app so the API and the hot-reloaded
    // web app share one process and one port, exactly as in production.
    fastifyReactRouterDev({
      entry: "./server/dev-entry.ts",
      externalizeServerEntryImports: ["#app-context"],
    }),
  ],
});
