import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUser, newUser, signIn } from "./support/api.ts";
import { freePort, type RunningServer, startServer } from "./support/server.ts";

// A server of this spec's own, on PGlite, so stopping it touches nothing the other specs use.
describe("a stop and a start on the same data folder", () => {
  let dataDir: string;
  let port: number;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-restart-"));
    port = await freePort();
  });
  afterAll(async () => {
    await server?.stop(2_000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("keeps committed writes; the first start prints a sign-in URL and a working password", async () => {
    // First start: no ADMIN_PASSWORD, so the server makes one and prints it once.
    server = await startServer({ dataDir, port });
    const firstOutput = await server.outputMatching(/\/admin\/connexion/);

    const signInUrl = firstOutput.match(/https?:\/\/\S+\/admin\/connexion/)?.[0];
    expect(signInUrl, `no sign-in URL in:\n${firstOutput}`).toBe(`${server.url}/admin/connexion`);
    const page = await fetch(signInUrl as string);
    expect(page.status).toBe(200);

    const adminEmail = firstOutput.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/)?.[0];
    const generatedPassword = firstOutput.match(/Mot de passe[^:\n]*:\s*(\S+)/)?.[1];
    expect(adminEmail, `no administrator email in:\n${firstOutput}`).toBeTruthy();
    expect(generatedPassword, `no generated password in:\n${firstOutput}`).toBeTruthy();
    expect(generatedPassword?.length).toBeGreaterThanOrEqual(16);

    const admin = await signIn(server.url, adminEmail as string, generatedPassword as string);
    expect(admin.status).toBe(200);
    expect(admin.body.utilisateur?.role).toBe("administrateur");

    // The first start fills the empty database with demo content, images included.
    const demoProjects = await (
      await fetch(`${server.url}/api/v1/realisations?lang=en&limite=50`)
    ).json();
    expect(demoProjects.total).toBeGreaterThanOrEqual(6);
    const picture = await fetch(`${server.url}${demoProjects.data[0].images[0]}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");

    const adviser = newUser();
    await createUser(server.url, admin.body.token as string, adviser);

    // SIGTERM: a clean exit, quickly.
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    const exit = await Promise.race([
      server.exited,
      new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 5_000)),
    ]);
    expect(exit, `no exit within 5 s of SIGTERM. Output:\n${server.output()}`).toEqual({
      code: 0,
      signal: null,
    });
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);

    // Second start on the same folder and port.
    server = await startServer({ dataDir, port });
    const secondOutput = await server.outputMatching(/\/admin\/connexion/);
    expect(secondOutput).not.toContain(generatedPassword);
    expect(secondOutput).toContain(`${server.url}/admin/connexion`);

    const again = await signIn(server.url, adviser.email, adviser.motDePasse);
    expect(again.status).toBe(200);
    expect(again.body.utilisateur).toMatchObject({
      email: adviser.email,
      nom: adviser.nom,
      prenom: adviser.prenom,
      role: "conseiller",
    });
    const adminAgain = await signIn(server.url, adminEmail as string, generatedPassword as string);
    expect(adminAgain.status).toBe(200);
    // A second start adds no demo content.
    const projectsAgain = await (
      await fetch(`${server.url}/api/v1/realisations?lang=en&limite=50`)
    ).json();
    expect(projectsAgain.total).toBe(demoProjects.total);

    const exitAgain = await server.stop(5_000);
    expect(exitAgain).toEqual({ code: 0, signal: null });
  }, 90_000);
});
