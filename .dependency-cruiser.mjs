/**
 * The seams between the three parts of the code (ADR 038), checked by `npm run lint`:
 * domain/ is shared by the server and the browser, so it imports neither; the server never
 * imports the web app (what both need lives in domain/); and no module imports itself
 * through another, type-only imports included (a cycle of types is still a knot to untie).
 * @type {import("dependency-cruiser").IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "server-not-to-web",
      comment:
        "server/ never imports web/: texts and rules both need live in domain/ (ADR 038, DESIGN.md §3).",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^web/" },
    },
    {
      name: "web-to-server-through-the-load-context",
      comment:
        "web/ reaches server/ through the load context alone (server/app-context.ts, `#app-context`) and the answer types (web/lib/api-types.ts); everything else goes through /api/v1 (DESIGN.md §3).",
      severity: "error",
      from: { path: "^web/", pathNot: "^web/lib/api-types\\.ts$" },
      to: { path: "^server/", pathNot: "^server/app-context\\.ts$" },
    },
    {
      name: "web-answer-types-are-types-only",
      comment:
        "web/lib/api-types.ts names the server's answer types for the back office's typed client: `import type` only, no server code in the browser (ADR 039).",
      severity: "error",
      from: { path: "^web/lib/api-types\\.ts$" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-not-to-server-or-web",
      comment:
        "domain/ runs on the server and in the browser: it imports nothing of server/ or web/ (DESIGN.md §3).",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "no-circular",
      comment:
        "No import cycle, type-only imports counted: move what two modules share to a third (ADR 038).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|data|\\.react-router)/" },
    // Type-only imports count: `import type` is erased at run time, but a cycle through
    // types is still two modules that cannot be understood one without the other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
