import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { API, login, TEST_ADMIN } from "../test/test-app.ts";
import { backup, restore } from "./commands.ts";
import {
  type Contents,
  contentsOf,
  emptyPlace,
  type Kind,
  type Place,
  type Site,
  siteWithContent,
} from "./test-support.ts";

/**
 * Backups made once per database kind and restored into fresh places, shared by the
 * backup test files (the embedded database's, and PostgreSQL's own run). Called at a
 * file's top level: it registers that file's setup and cleanup.
 */
export function backupRoundTrips() {
  const cleanups: (() => Promise<void>)[] = [];
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "backup-archives-"));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function tracked<T extends Place>(made: Promise<T>): Promise<T> {
    const place = await made;
    cleanups.push(place.remove);
    return place;
  }

  /** The restored site answers as the original did: sign-in, lists, images. */
  async function expectSiteWorks(place: Place, site: Site) {
    const database = await openDatabase(place.config);
    const app = await buildApp({ config: place.config, database, logger: false });
    try {
      const session = await login(app, site.conseiller.email, site.conseiller.motDePasse);
      expect(session.utilisateur.prenom).toBe("Sauvé");
      await login(app, TEST_ADMIN.email, TEST_ADMIN.password);
      const articles = (await app.inject({ url: `${API}/articles?lang=fr&limite=50` })).json();
      expect(articles.total).toBeGreaterThanOrEqual(6);
      const image = await app.inject({ url: articles.results[0].imagePrincipale });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      // Timestamps came back as timestamps, jsonb as objects.
      const realisations = (await app.inject({ url: `${API}/realisations?lang=en` })).json();
      expect(realisations.data[0].titre).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(articles.results[0].datePublication))).toBe(false);
    } finally {
      await app.close();
    }
  }

  /** One site per database kind, backed up once, for every test that restores from it. */
  const backedUp = new Map<Kind, Promise<{ site: Site; file: string; before: Contents }>>();
  function backupOf(from: Kind) {
    let made = backedUp.get(from);
    if (!made) {
      made = (async () => {
        const site = await tracked(siteWithContent(from));
        const before = await contentsOf(site.config);
        const file = path.join(workDir, `${from}.tar.gz`);
        const { manifest } = await backup(site.config, file);
        expect(manifest).toMatchObject({
          source: from,
          migration: expect.stringMatching(/^\d{4}_/),
        });
        expect(manifest.tables).toEqual(before.rows);
        expect(manifest.files).toBe(Object.keys(before.files).length);
        // Candidates' CVs, private files, travel in the archive too.
        expect(manifest.privateFiles).toBe(Object.keys(before.privateFiles).length);
        expect(Object.keys(before.privateFiles).length).toBeGreaterThan(0);
        expect(before.rows.articles).toBeGreaterThan(0);
        expect(Object.keys(before.files).length).toBeGreaterThan(0);
        return { site, file, before };
      })();
      backedUp.set(from, made);
    }
    return made;
  }

  async function roundTrip(from: Kind, to: Kind) {
    const { site, file, before } = await backupOf(from);
    const target = await tracked(emptyPlace(to));
    await restore(target.config, file);
    expect(await contentsOf(target.config)).toEqual(before);
    await expectSiteWorks(target, site);
    return { site, file, target };
  }

  return {
    tracked,
    backupOf,
    roundTrip,
    /** A path for an archive of the test's own, in the folder removed after the file. */
    archivePath: (name: string) => path.join(workDir, name),
  };
}
