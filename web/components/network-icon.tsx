/**
 * The social networks' marks, drawn once on a 24-unit grid, for the share links and the
 * footer's links. A network staff add in /admin/site that has no mark here (its name is
 * free text) shows its initial: it still has its accessible name.
 */
const NETWORK_PATHS = {
  linkedin:
    "M3 9h4v12H3zM5 2.3a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4ZM10 9h3.8v1.9c.6-1.1 2-2.2 4-2.2 3.2 0 4.2 2 4.2 5.1V21h-4v-6.3c0-1.5-.4-2.6-1.8-2.6-1.5 0-2.2 1.1-2.2 2.6V21h-4z",
  facebook:
    "M13.5 22v-8h2.8l.5-3.5h-3.3V8.4c0-1 .4-1.7 1.8-1.7H17V3.6c-.4-.1-1.5-.2-2.7-.2-2.7 0-4.5 1.6-4.5 4.6v2.5H7V14h2.8v8z",
  x: "M3.5 3h5l11 18h-5zM18.6 3h2.1l-6.9 7.9-1.1-1.8zM5.4 21H3.3l6.9-7.9 1.1 1.8z",
} as const;

/** "Twitter" is X's former name: staff may still type it. */
const ALIASES: Record<string, keyof typeof NETWORK_PATHS> = { twitter: "x" };

/**
 * A network's mark in the current text colour; decorative, its link carries the name. A
 * network without a drawing shows its initial: the marks are in every public page's
 * script, so only the networks the group uses are drawn.
 */
export function NetworkIcon({ network, size = 16 }: { network: string; size?: number }) {
  const key = network.trim().toLowerCase();
  const path = NETWORK_PATHS[(ALIASES[key] ?? key) as keyof typeof NETWORK_PATHS];
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {path ? (
        <path fill="currentColor" d={path} />
      ) : (
        <text x="12" y="17" textAnchor="middle" fontSize="15" fontWeight="700" fill="currentColor">
          {network.trim().charAt(0).toUpperCase()}
        </text>
      )}
    </svg>
  );
}
