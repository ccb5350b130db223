import type { PublicUser } from "../../../domain/users.ts";
import { api } from "../../lib/api.ts";

/** The whole list: the API pages by 100 at most, the back office shows everyone. */
export async function fetchAllUsers(): Promise<PublicUser[]> {
  const all: PublicUser[] = [];
  for (let page = 1; ; page++) {
    const { donnees, total } = await api<{ donnees: PublicUser[]; total: number }>(
      `/utilisateurs?page=${page}&limite=100`,
    );
    all.push(...donnees);
    if (all.length >= total || donnees.length === 0) return all;
  }
}
