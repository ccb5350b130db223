import type { ReactNode } from "react";
import { Link } from "react-router";

/** The public pages' section heading style, also for headings outside a `PageSection`. */
export const SECTION_HEADING = "text-3xl font-semibold tracking-tight text-brand-900 sm:text-4xl";

const SECTION_TONES = {
  plain: "",
  muted: "bg-slate-50",
  brand: "bg-brand-50",
} as const;

/**
 * A band of a public page on the site's grid (issue 20): its heading (which names the
 * section for assistive technologies), an optional lead text and, from tablets on, a link
 * to the whole list on the right; then its content.
 */
export function PageSection({
  id,
  title,
  intro,
  link,
  tone = "plain",
  empty,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  link?: { to: string; label: string };
  tone?: keyof typeof SECTION_TONES;
  /** When the section has nothing to list yet: the text it shows instead of its content. */
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`site-gutter py-14 sm:py-20 ${SECTION_TONES[tone]}`}>
      <div className="site-container">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id={id} className={SECTION_HEADING}>
              {title}
            </h2>
            {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
          </div>
          {link ? (
            <Link
              to={link.to}
              prefetch="intent"
              className="inline-flex shrink-0 items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
        {empty ? <p className="text-slate-600">{empty}</p> : children}
      </div>
    </section>
  );
}
