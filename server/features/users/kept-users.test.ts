import { describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema.ts";
import { keptUsers } from "./users.repository.ts";

// The rules of the kept users (docs/decisions/072) on their own, with reads whose end the
// test decides: a read that overlaps a write must not be kept. The users' tests
// (auth.test.ts "ending a user's sessions", users.test.ts) check the same through the API
// on the embedded database, where the app keeps them.

const ID = "6f0c6f3e-2d53-4d6c-9a1e-0f5d2f3b7a10";

function userRow(statut: UserRow["statut"]): UserRow {
  return {
    id: ID,
    prenom: "Awa",
    nom: "Traoré",
    email: "awa@example.com",
    telephone: null,
    role: "conseiller",
    statut,
    passwordHash: "hash",
    sessionVersion: 0,
    createdAt: new Date("2026-01-01T00:00:00Z"),
    updatedAt: new Date("2026-01-01T00:00:00Z"),
  };
}

/** A read the test ends when it chooses, counting how often the database was asked. */
function database(initial: UserRow) {
  let stored = initial;
  let reads = 0;
  const pending: Array<() => void> = [];
  return {
    get reads() {
      return reads;
    },
    write(row: UserRow) {
      stored = row;
    },
    /** A read that answers what is stored when it began, once `finishReads` is called. */
    slowLoad: () => {
      reads += 1;
      const answer = stored;
      return new Promise<UserRow>((resolve) => pending.push(() => resolve(answer)));
    },
    load: async () => {
      reads += 1;
      return stored;
    },
    finishReads() {
      for (const finish of pending.splice(0)) finish();
    },
  };
}

describe("users kept by the database's sole writer", () => {
  it("reads a user once, and answers the same frozen row after", async () => {
    const db = database(userRow("actif"));
    const users = keptUsers(true);
    const first = await users.read(ID, db.load);
    const second = await users.read(ID, db.load);
    expect(db.reads).toBe(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
  });

  it("reads again after a write, and answers what the write left", async () => {
    const db = database(userRow("actif"));
    const users = keptUsers(true);
    await users.read(ID, db.load);
    await users.writing(async () => db.write(userRow("inactif")));
    expect((await users.read(ID, db.load))?.statut).toBe("inactif");
    expect(db.reads).toBe(2);
  });

  it("never keeps a read that a write overlapped: the next request sees the write", async () => {
    const db = database(userRow("actif"));
    const users = keptUsers(true);
    // The read began before the deactivation and ends after it, with the old row.
    const overlapped = users.read(ID, db.slowLoad);
    await users.writing(async () => db.write(userRow("inactif")));
    db.finishReads();
    expect((await overlapped)?.statut).toBe("actif");
    expect((await users.read(ID, db.load))?.statut).toBe("inactif");
  });

  it("forgets what was read during a write when it ends, whether it succeeds or fails", async () => {
    for (const fails of [false, true]) {
      const db = database(userRow("actif"));
      const users = keptUsers(true);
      const write = users.writing(async () => {
        // Another request's read, answered before the write's row changes.
        await users.read(ID, db.load);
        db.write(userRow("inactif"));
        if (fails) throw new Error("failed after the row was written");
      });
      if (fails) await expect(write).rejects.toThrow("failed after");
      else await write;
      expect((await users.read(ID, db.load))?.statut).toBe("inactif");
    }
  });

  it("keeps nothing where other processes may write (PostgreSQL)", async () => {
    const db = database(userRow("actif"));
    const users = keptUsers(false);
    await users.read(ID, db.load);
    await users.read(ID, db.load);
    expect(db.reads).toBe(2);
  });

  it("keeps no user that does not exist", async () => {
    const users = keptUsers(true);
    let reads = 0;
    const none = async () => {
      reads += 1;
      return undefined;
    };
    await users.read(ID, none);
    await users.read(ID, none);
    expect(reads).toBe(2);
  });
});
