import type { ReactNode } from "react";

/**
 * The site's line and solid icons, drawn once on a 24-unit grid. Each is decorative
 * (`aria-hidden`): the control that holds it carries the accessible name.
 */
const ICONS = {
  search: {
    line: true,
    shape: (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </>
    ),
  },
  menu: { line: true, shape: <path d="M4 7h16M4 12h16M4 17h16" /> },
  close: { line: true, shape: <path d="m6 6 12 12M18 6 6 18" /> },
  "chevron-left": { line: true, shape: <path d="M15 5l-7 7 7 7" /> },
  "chevron-right": { line: true, shape: <path d="M9 5l7 7-7 7" /> },
  play: { line: false, shape: <path d="M8 5.5v13l10.5-6.5z" /> },
  pause: { line: false, shape: <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> },
} satisfies Record<string, { line: boolean; shape: ReactNode }>;

export type IconName = keyof typeof ICONS;

/** One icon in the current text colour; `className` sets its size (20 px by default). */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const { line, shape } = ICONS[name];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      {...(line
        ? {
            fill: "none",
            stroke: "currentColor",
            strokeWidth: 2.2,
            strokeLinecap: "round",
            strokeLinejoin: "round",
          }
        : { fill: "currentColor" })}
    >
      {shape}
    </svg>
  );
}
