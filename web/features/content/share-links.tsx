import { useId } from "react";
import { NetworkIcon } from "../../components/network-icon.tsx";
import { useTexts } from "../../i18n/texts.tsx";

/** The networks a page is shared on, each with its own sharing address. */
const NETWORKS = ["LinkedIn", "Facebook", "X"] as const;

type Network = (typeof NETWORKS)[number];

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
        {NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={SHARE_URLS[network](url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("details.shareOn", { network })}
              aria-describedby={newTabId}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-medium text-brand-700 transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <NetworkIcon network={network} />
              {network}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
