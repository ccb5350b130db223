import { apiGet } from "../../lib/back-office-client.ts";
import { createInboxCount, useInboxCount } from "./inbox-count.ts";

/** The count of untreated contact requests: the total of their list's first page. */
export const untreatedCount = createInboxCount(async () => {
  const query = new URLSearchParams({ traite: "false", limite: "1" });
  return (await apiGet("/contact", { query })).total;
});

/** The count, null until read (the admin layout reads it on every screen change). */
export const useUntreatedCount = () => useInboxCount(untreatedCount);

/**
 * The count of unread job applications the signed-in staff member reads (an adviser's: to
 * their own offers): what GET /candidatures says beside each page.
 */
export const unreadApplications = createInboxCount(async () => {
  const query = new URLSearchParams({ lu: "false", limite: "1" });
  return (await apiGet("/candidatures", { query })).nonLues;
});
