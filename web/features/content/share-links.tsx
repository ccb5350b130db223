import { useId } from "react";
import { useTexts } from "../../i18n/texts.tsx";

const ICON_PATHS = {
  LinkedIn:
    "M3 9h4v12H3zM5 2.3a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4ZM10 9h3.8v1.9c.6-1.1 2-2.2 4-2.2 3.2 0 4.2 2 4.2 5.1V21h-4v-6.3c0-1.5-.4-2.6-1.8-2.6-1.5 0-2.2 1.1-2.2 2.6V21h-4z",
  Facebook:
    "M13.5 22v-8h2.8l.5-3.5h-3.3V8.4c0-1 .4-1.7 1.8-1.7H17V3.6c-.4-.1-1.5-.2-2.7-.2-2.7 0-4.5 1.6-4.5 4.6v2.5H7V14h2.8v8z",
  X: "M3.5 3h5l11 18h-5zM18.6 3h2.1l-6.9 7.9-1.1-1.8zM5.4 21H3.3l6.9-7.9 1.1 1.8z",
} as const;

type Network = keyof typeof ICON_PATHS;

/** Each network's own sharing address for a page and its title. */
const SHARE_URLS: Record<Network, (url: string, title: string) => string> = {
  LinkedIn: (url) =>
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  Facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  X: (url, title) =>
    `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
};

/**
 * SPEC.md §2: share links to three social networks, with the page's canonical address.
 * Plain links in a new tab (no script of theirs on the site, nothing tracked before a click).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTexts();
  const headingId = useId();
  const newTabId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t("details.share")}
      </h2>
      <span id={newTabId} hidden>
        {t("details.newTab")}
      </span>
      <ul className="mt-3 flex flex-wrap gap-2">
        {(Object.keys(SHARE_URLS) as Network[]).map((network) => (
          <li key={network}>
            <a
              href={SHARE_URLS[network](url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("details.shareOn", { network })}
              aria-describedby={newTabId}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-medium text-brand-700 transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path fill="currentColor" d={ICON_PATHS[network]} />
              </svg>
              {network}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
