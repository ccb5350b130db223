import type { PublicUser } from "../../lib/api-types.ts";
import { apiGet } from "../../lib/back-office-client.ts";

/**
 * The whole list (of one `statut` if given), for a select: the API pages by 100 at most,
 * the select offers everyone.
 */
export async function fetchAllUsers(
  filter: { statut?: PublicUser["statut"] } = {},
): Promise<PublicUser[]> {
  const all: PublicUser[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), limite: "100", ...filter });
    const { donnees, total } = await apiGet("/utilisateurs", { query });
    all.push(...donnees);
    if (all.length >= total || donnees.length === 0) return all;
  }
}
