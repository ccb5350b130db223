/**
 * The social networks' marks, drawn once on a 24-unit grid, for the share links and the
 * footer's links. A network staff add in /admin/site that has no mark here (its name is
 * free text) shows a generic link mark: it still has its accessible name.
 */
const NETWORK_PATHS = {
  linkedin:
    "M3 9h4v12H3zM5 2.3a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4ZM10 9h3.8v1.9c.6-1.1 2-2.2 4-2.2 3.2 0 4.2 2 4.2 5.1V21h-4v-6.3c0-1.5-.4-2.6-1.8-2.6-1.5 0-2.2 1.1-2.2 2.6V21h-4z",
  facebook:
    "M13.5 22v-8h2.8l.5-3.5h-3.3V8.4c0-1 .4-1.7 1.8-1.7H17V3.6c-.4-.1-1.5-.2-2.7-.2-2.7 0-4.5 1.6-4.5 4.6v2.5H7V14h2.8v8z",
  x: "M3.5 3h5l11 18h-5zM18.6 3h2.1l-6.9 7.9-1.1-1.8zM5.4 21H3.3l6.9-7.9 1.1 1.8z",
  instagram:
    "M12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1.1-.1-1.4-.1-4.1s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1 1.1-.1 1.4-.1 4.1-.1ZM12 2c-2.7 0-3.1 0-4.2.1C4.2 2.2 2.2 4.2 2.1 7.8 2 8.9 2 9.3 2 12s0 3.1.1 4.2c.1 3.6 2.1 5.6 5.7 5.7 1.1.1 1.5.1 4.2.1s3.1 0 4.2-.1c3.6-.1 5.6-2.1 5.7-5.7.1-1.1.1-1.5.1-4.2s0-3.1-.1-4.2c-.1-3.6-2.1-5.6-5.7-5.7C15.1 2 14.7 2 12 2Zm0 4.9a5.1 5.1 0 1 0 0 10.2 5.1 5.1 0 0 0 0-10.2Zm0 8.5a3.4 3.4 0 1 1 0-6.8 3.4 3.4 0 0 1 0 6.8Zm5.3-9.9a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3z",
} as const;

/** "Twitter" is X's former name: staff may still type it. */
const ALIASES: Record<string, keyof typeof NETWORK_PATHS> = { twitter: "x" };

/** A chain link: the mark of a network the site has no drawing for. */
const LINK_PATH =
  "M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM8.5 20a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1A4.5 4.5 0 0 1 8.5 20Zm8.6-6.9a1 1 0 0 1-.7-1.7l2.1-2.1a2.5 2.5 0 0 0-3.5-3.5l-2.1 2.1a1 1 0 1 1-1.4-1.4l2.1-2.1a4.5 4.5 0 0 1 6.4 6.4l-2.1 2.1a1 1 0 0 1-.8.2Z";

function pathOf(network: string): string {
  const key = network.trim().toLowerCase();
  const known = (ALIASES[key] ?? key) as keyof typeof NETWORK_PATHS;
  return NETWORK_PATHS[known] ?? LINK_PATH;
}

/** A network's mark in the current text colour; decorative, its link carries the name. */
export function NetworkIcon({ network, size = 16 }: { network: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d={pathOf(network)} />
    </svg>
  );
}
