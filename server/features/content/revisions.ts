import { and, desc, eq, getTableColumns } from "drizzle-orm";
import { versionedColumns } from "../../../domain/content-types/define.ts";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import { CONTENT_REGISTRY } from "../../../domain/content-types/index.ts";
import { mediaFromStored } from "../../../domain/media.ts";
import { REVISIONS_KEPT, type RevisionView } from "../../../domain/revisions.ts";
import type { Transaction } from "../../db/client.ts";
import { contentRevisions, users } from "../../db/schema.ts";
import type { ContentTable } from "./content-table.ts";
import type { Actor } from "./ownership.ts";

/** Columns that are not the item's content: who and when, counters, the id. */
const NOT_VERSIONED = new Set(["id", "auteurId", "nombreVues", "createdAt", "updatedAt"]);

/** An image column's value split into its pictures and their alternative texts. */
function picturesAndTexts(value: unknown): { pictures: unknown; texts: unknown } {
  const split = (image: unknown) => {
    if (!image || typeof image !== "object") return { picture: image, text: null };
    // A version kept before ADR 041 holds the texts under `alt`: read as today's name.
    const { texteAlternatif, ...picture } = mediaFromStored(image) as Record<string, unknown>;
    return { picture, text: texteAlternatif ?? null };
  };
  if (!Array.isArray(value)) {
    const { picture, text } = split(value);
    return { pictures: picture, texts: text };
  }
  const parts = value.map(split);
  return { pictures: parts.map((part) => part.picture), texts: parts.map((part) => part.text) };
}

type Executor = Pick<Transaction, "select" | "insert" | "delete">;
type RevisionRow = typeof contentRevisions.$inferSelect;

/** JSON with object keys sorted: two equal values give the same text, whatever their order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, child: unknown) =>
    child && typeof child === "object" && !Array.isArray(child)
      ? Object.fromEntries(
          Object.entries(child as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : child,
  );
}

export interface RevisionOptions {
  /**
   * What a version keeps beside the columns: the names of the rows they point to, read in
   * the save's transaction, so that a version still says what it named once that row is
   * deleted (an opportunity's category: its labels, under `libelleCategorie`).
   */
  describe?(tx: Executor, row: object): Promise<Record<string, unknown>>;
}

/**
 * The versions of one content type. A version holds every column of the item but its id,
 * author, counters and timestamps, read from the table itself: a column added later is
 * versioned without a change here. Dates go into JSON as text and come back as dates.
 */
export function createRevisionStore(
  type: ContentTypeKey,
  table: ContentTable,
  options: RevisionOptions = {},
) {
  const columns = getTableColumns(table) as Record<
    string,
    { dataType: string; generated?: unknown }
  >;
  // How the registry names the columns: a column's API name where it differs (an id
  // stands for the thing it names), and the field of the texts an image column's pictures
  // carry (ADR 027: a save that only describes a picture changed its text, not the picture).
  const { apiNames, altTextFields } = versionedColumns(CONTENT_REGISTRY[type]);
  // A generated column (the folded titles) is the database's to compute, never a version's.
  const versioned = Object.keys(columns).filter(
    (name) => !NOT_VERSIONED.has(name) && !columns[name]?.generated,
  );
  const dates = new Set(versioned.filter((name) => columns[name]?.dataType === "date"));
  const ofItem = (id: string) =>
    and(eq(contentRevisions.contentType, type), eq(contentRevisions.contentId, id));

  /** The item's content as a version keeps it. */
  function snapshotOf(row: object): Record<string, unknown> {
    const values = row as Record<string, unknown>;
    return Object.fromEntries(versioned.map((name) => [name, values[name] ?? null]));
  }

  /** The snapshot a save keeps: the columns, and what `describe` adds of their rows. */
  async function keptSnapshot(tx: Executor, row: object): Promise<Record<string, unknown>> {
    return { ...(await options.describe?.(tx, row)), ...snapshotOf(row) };
  }

  /**
   * A version's content as column values: dates revived, and only today's columns (a
   * column dropped since is ignored; one added since keeps the item's current value).
   */
  function valuesOf(snapshot: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      versioned
        .filter((name) => name in snapshot)
        .map((name) => {
          const value = snapshot[name];
          return [name, dates.has(name) && typeof value === "string" ? new Date(value) : value];
        }),
    );
  }

  /** The API names of the fields whose value differs (all of them without a `before`). */
  function changedFields(before: object | null, after: object): string[] {
    const old = before ? snapshotOf(before) : null;
    const now = snapshotOf(after);
    const changed = versioned.flatMap((name) => {
      const textField = altTextFields[name];
      if (!old) return textField ? [name, textField] : [name];
      if (!textField) return canonical(old[name]) !== canonical(now[name]) ? [name] : [];
      const then = picturesAndTexts(old[name]);
      const current = picturesAndTexts(now[name]);
      return [
        ...(canonical(then.pictures) !== canonical(current.pictures) ? [name] : []),
        ...(canonical(then.texts) !== canonical(current.texts) ? [textField] : []),
      ];
    });
    return [...new Set(changed.map((name) => apiNames[name] ?? name))];
  }

  async function insert(
    tx: Executor,
    values: Omit<typeof contentRevisions.$inferInsert, "contentType">,
  ): Promise<void> {
    await tx.insert(contentRevisions).values({ ...values, contentType: type });
  }

  return {
    valuesOf,

    /**
     * Keeps the version a save made, in the save's transaction, and forgets those beyond
     * REVISIONS_KEPT; answers the forgotten ones' snapshots, whose files may now be unused.
     * An item saved before versions existed gets its former state as a first version, so
     * the first edit can be undone too.
     */
    async record(
      tx: Executor,
      save: {
        id: string;
        actor: Actor;
        before: object | null;
        after: object;
        restoredFrom?: string;
      },
    ): Promise<Record<string, unknown>[]> {
      const { id, actor, before, after } = save;
      if (before) {
        const [existing] = await tx
          .select({ id: contentRevisions.id })
          .from(contentRevisions)
          .where(ofItem(id))
          .limit(1);
        if (!existing) await insert(tx, await formerState(tx, id, before));
      }
      await insert(tx, {
        contentId: id,
        userId: actor.id,
        userName: `${actor.prenom} ${actor.nom}`,
        snapshot: await keptSnapshot(tx, after),
        changedFields: changedFields(before, after),
        restoredFrom: save.restoredFrom ?? null,
        createdAt: new Date(),
      });
      const beyond = await tx
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(ofItem(id))
        .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
        .offset(REVISIONS_KEPT);
      const pruned: Record<string, unknown>[] = [];
      for (const { id: revisionId } of beyond) {
        const [gone] = await tx
          .delete(contentRevisions)
          .where(eq(contentRevisions.id, revisionId))
          .returning({ snapshot: contentRevisions.snapshot });
        if (gone) pruned.push(gone.snapshot);
      }
      return pruned;
    },

    /** Every version of an item, newest first. */
    async list(tx: Pick<Transaction, "select">, id: string): Promise<RevisionView[]> {
      const rows = await tx
        .select({
          revision: contentRevisions,
          account: { id: users.id, prenom: users.prenom, nom: users.nom },
        })
        .from(contentRevisions)
        .leftJoin(users, eq(users.id, contentRevisions.userId))
        .where(ofItem(id))
        .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id));
      return rows.map(({ revision, account }) => toView(revision, account));
    },

    /** One version of the item, or undefined (another item's, or none). */
    async find(
      tx: Pick<Transaction, "select">,
      id: string,
      revisionId: string,
    ): Promise<RevisionRow | undefined> {
      const [row] = await tx
        .select()
        .from(contentRevisions)
        .where(and(ofItem(id), eq(contentRevisions.id, revisionId)));
      return row;
    },

    /** The snapshots of the versions kept for an item. */
    async snapshots(tx: Pick<Transaction, "select">, id: string) {
      const rows = await tx
        .select({ snapshot: contentRevisions.snapshot })
        .from(contentRevisions)
        .where(ofItem(id));
      return rows.map((row) => row.snapshot);
    },

    /** Deletes every version of a deleted item; answers their snapshots (their files go too). */
    async removeAll(tx: Executor, id: string): Promise<Record<string, unknown>[]> {
      const rows = await tx
        .delete(contentRevisions)
        .where(ofItem(id))
        .returning({ snapshot: contentRevisions.snapshot });
      return rows.map((row) => row.snapshot);
    },
  };

  /** The state an item had before its first versioned save, dated and signed as it was. */
  async function formerState(tx: Executor, id: string, before: object) {
    const row = before as { auteurId?: string | null; updatedAt?: Date };
    const [author] = row.auteurId
      ? await tx
          .select({ prenom: users.prenom, nom: users.nom })
          .from(users)
          .where(eq(users.id, row.auteurId))
      : [];
    return {
      contentId: id,
      userId: author ? (row.auteurId ?? null) : null,
      userName: author ? `${author.prenom} ${author.nom}` : "Auteur supprimé",
      snapshot: await keptSnapshot(tx, before),
      changedFields: changedFields(null, before),
      createdAt: row.updatedAt ?? new Date(0),
    };
  }
}

function toView(
  row: RevisionRow,
  account: { id: string; prenom: string; nom: string } | null,
): RevisionView {
  return {
    _id: row.id,
    id: row.id,
    date: row.createdAt.toISOString(),
    auteur: account ? { _id: account.id, prenom: account.prenom, nom: account.nom } : null,
    nomAuteur: row.userName,
    champs: row.changedFields,
    restaureDe: row.restoredFrom,
  };
}

export type RevisionStore = ReturnType<typeof createRevisionStore>;
