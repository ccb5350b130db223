import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Creates the demo content in a process of its own, started with this one's Node flags and
 * environment, and resolves with how many items it created.
 *
 * Why apart: the demo images go through the upload pipeline (sharp), and the writes touch
 * pages of the embedded database's WebAssembly memory. Neither is ever given back to the
 * system by a running process (glibc keeps freed native memory in its arenas, and a
 * WebAssembly memory never shrinks): some 120 MB a server would carry for its whole life
 * after its first start. A process that ends gives it all back (issue 17, ADR 017).
 * The caller must have closed an embedded database: it admits one process at a time.
 */
export function createDemoContentApart(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { stdio: "inherit" });
    let created: number | undefined;
    child.on("message", (message: { created?: unknown }) => {
      if (typeof message.created === "number") created = message.created;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0 && created !== undefined) resolve(created);
      else
        reject(
          new Error(
            `la création du contenu de démonstration a échoué (${signal ?? `code ${code}`})`,
          ),
        );
    });
  });
}

/** The child: the same configuration as the server that forked it, the API without pages. */
async function createInThisProcess(): Promise<void> {
  // Loaded here, not at the top: `npm start` imports this file for createDemoContentApart,
  // and must not carry the whole server while the child runs.
  const [
    { buildApp },
    { loadConfig },
    { openDatabase },
    { seedDemoContent },
    { preparedDemoPictures },
  ] = await Promise.all([
    import("../../app.ts"),
    import("../../config.ts"),
    import("../client.ts"),
    import("./demo-content.ts"),
    import("./demo-pictures.ts"),
  ]);
  const config = { ...loadConfig(), serveWeb: false };
  const app = await buildApp({
    config,
    database: await openDatabase(config),
    // The demo pictures are stored as committed, already encoded (ADR 028).
    processImage: preparedDemoPictures(),
  });
  // Only what went wrong: the demo content's requests are not the site's traffic.
  app.log.level = "warn";
  try {
    const { created } = await seedDemoContent(app);
    await new Promise<void>((done) => process.send?.({ created }, () => done()));
  } finally {
    await app.close();
  }
}

if (import.meta.main) await createInThisProcess();
