// The back office's dashboard (issue 31 point 6): its windows and sizes, and the calendar
// arithmetic the server counts by and the screen labels by. Days are UTC days, as the view
// counter writes them (server/features/content/views.ts): the group's countries keep UTC
// (Senegal, Côte d'Ivoire, Mali…) or are an hour off it.

/** The views chart: this many days, today the last. */
export const DASHBOARD_DAYS = 30;
/** The contact requests chart: this many weeks (Monday to Sunday), this week the last. */
export const DASHBOARD_WEEKS = 12;
/** The most read items over DASHBOARD_DAYS. */
export const MOST_READ_COUNT = 8;
/** The lines of recent activity. */
export const RECENT_ACTIVITY_COUNT = 8;
/** The drafts listed under 'Mes brouillons' (a link leads to the rest). */
export const DRAFTS_COUNT = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-27`: the UTC day of a moment, as content view rows name it. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The `count` days ending with the day of `now`, oldest first. */
export function daysEndingOn(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => dayOf(new Date(today - (count - 1 - i) * DAY_MS)));
}

/** The Mondays (UTC midnight) of the `count` weeks ending with the week of `now`, oldest first. */
export function weeksEndingOn(now: Date, count: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; a French week starts on Monday.
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) => new Date(monday - (count - 1 - i) * 7 * DAY_MS));
}
