import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteDocuments } from "../../db/schema.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { logActivity } from "../content/activity-log.ts";
import type { Actor } from "../content/ownership.ts";

/**
 * The site's own documents (issue 18): the site settings under the key `site`, each page's
 * texts under the page's key, one row each in `site_documents`. This module only stores
 * and reads them; what a document holds, its defaults and its checks live in domain/
 * (site settings, page texts), and a key without a row reads as those defaults.
 */
export interface StoredDocument {
  id: string;
  contenu: Record<string, unknown>;
  updatedAt: Date;
}

/** The columns a stored document is read with. */
const STORED = {
  id: siteDocuments.id,
  contenu: siteDocuments.contenu,
  updatedAt: siteDocuments.updatedAt,
};

/** The stored document under `cle`, or undefined when staff never saved one. */
export async function readSiteDocument(
  db: Pick<Database, "select">,
  cle: string,
): Promise<StoredDocument | undefined> {
  const [row] = await db
    .select(STORED)
    .from(siteDocuments)
    .where(eq(siteDocuments.cle, cle))
    .limit(1);
  return row;
}

/** Every stored document, by key (the public pages read the settings and a page's texts). */
export async function readSiteDocuments(
  db: Pick<Database, "select">,
): Promise<Map<string, StoredDocument>> {
  const rows = await db.select({ cle: siteDocuments.cle, ...STORED }).from(siteDocuments);
  return new Map(rows.map(({ cle, ...document }) => [cle, document]));
}

/**
 * Writes a whole, already validated document under `cle` for `actor`, in one transaction
 * with its line in the activity log (`entityType`: "site" or "page"), which also bumps the
 * content version: every instance's cached public pages show it on their next request.
 * The caller merges a partial change into the current document first, on the locked row
 * (`lockSiteDocument`), so that two concurrent edits do not lose one another.
 */
export async function writeSiteDocument(
  tx: Database,
  cle: string,
  contenu: Record<string, unknown>,
  actor: Actor,
  entityType: "site" | "page",
): Promise<StoredDocument> {
  const [row] = await tx
    .insert(siteDocuments)
    .values({ cle, contenu, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: siteDocuments.cle,
      set: { contenu, updatedBy: actor.id, updatedAt: new Date() },
    })
    .returning(STORED);
  if (!row) throw new Error(`site document ${cle}: nothing written`);
  await logActivity(tx, actor, entityType, row.id, "modification");
  await invalidatePublicPages(tx);
  return row;
}

/** The stored document under `cle`, its row locked until the transaction ends. */
export async function lockSiteDocument(
  tx: Database,
  cle: string,
): Promise<StoredDocument | undefined> {
  const [row] = await tx
    .select(STORED)
    .from(siteDocuments)
    .where(eq(siteDocuments.cle, cle))
    .for("update")
    .limit(1);
  return row;
}
