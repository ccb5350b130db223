// /presse's parts (issue 32, point 3): the releases, the press kit and the press contact.
// Plain links and lists: the page needs no script of its own, downloads are `<a download>`.
import { Link } from "react-router";
import type { PressKitDownload, PressKitView } from "../../../domain/press-kit.ts";
import { PageSection } from "../../components/page-section.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate, formatFileSize } from "../../lib/format.ts";
import { Pagination } from "../content/pagination.tsx";
import type { PressReleaseRow } from "./press.server.ts";

const LINK =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none";

/** A download link saying what one gets: the file's name, its format and its size. */
function DownloadLink({ file }: { file: PressKitDownload }) {
  const { t, lang } = useTexts();
  return (
    <a href={file.url} download={file.nom} className={`${LINK} break-words`}>
      {t("press.download", {
        name: file.nom,
        format: file.format,
        size: formatFileSize(lang, file.octets),
      })}
    </a>
  );
}

/** The releases, newest first, each with its page and, when it has one, its PDF. */
export function PressReleases({
  releases,
  page,
  total,
}: {
  releases: PressReleaseRow[];
  page: number;
  total: number;
}) {
  const { t, lang } = useTexts();
  return (
    <PageSection
      id="press-releases"
      title={t("lists.presse.title")}
      empty={total === 0 && t("lists.presse.empty")}
    >
      <ol className="flex flex-col divide-y divide-slate-200 border-y border-slate-200">
        {releases.map((release) => (
          <li key={release._id} className="flex flex-col gap-2 py-6">
            <article aria-labelledby={`release-${release._id}`} className="flex flex-col gap-2">
              {release.date ? (
                <time dateTime={release.date} className="text-sm font-medium text-slate-600">
                  {formatDate(lang, release.date)}
                </time>
              ) : null}
              <h3
                id={`release-${release._id}`}
                className="text-xl font-semibold text-brand-900 sm:text-2xl"
              >
                <Link to={release.url} prefetch="intent" className="hover:underline">
                  {release.titre}
                </Link>
              </h3>
              <p className="max-w-3xl text-slate-700">{release.resume}</p>
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                <Link
                  to={release.url}
                  className={LINK}
                  aria-label={t("press.readReleaseNamed", { title: release.titre })}
                >
                  {t("press.readRelease")}
                </Link>
                {release.pdf ? (
                  <a href={release.pdf.url} download className={LINK}>
                    {t("press.downloadRelease", { size: formatFileSize(lang, release.pdf.octets) })}
                    {/* The link's name says which release, as its visible words begin it. */}
                    <span className="sr-only"> – {release.titre}</span>
                  </a>
                ) : null}
              </p>
            </article>
          </li>
        ))}
      </ol>
      <Pagination page={page} total={total} />
    </PageSection>
  );
}

/** The logos, each drawn small on a light panel, and the fact sheet: each a download. */
export function PressKit({ kit }: { kit: PressKitView }) {
  const { t } = useTexts();
  const empty = kit.logos.length === 0 && !kit.fiche;
  return (
    <PageSection
      id="press-kit"
      tone="muted"
      title={t("press.kitTitle")}
      intro={empty ? undefined : t("press.kitIntro")}
      empty={empty && t("press.kitEmpty")}
    >
      <div className="grid gap-10 lg:grid-cols-3">
        {kit.logos.length > 0 ? (
          <div className="lg:col-span-2">
            <h3 className="text-xl font-semibold text-brand-900">{t("press.logos")}</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {kit.logos.map((logo) => (
                <li
                  key={logo.url}
                  className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
                >
                  {/* Shown on a chequered grey, so a white or transparent form shows its edges. */}
                  <div className="flex h-28 items-center justify-center rounded bg-slate-200 p-3">
                    <img
                      src={logo.apercu}
                      alt=""
                      width={logo.largeur}
                      height={logo.hauteur}
                      loading="lazy"
                      className="max-h-full w-auto max-w-full object-contain"
                    />
                  </div>
                  <DownloadLink file={logo} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {kit.fiche ? (
          <div>
            <h3 className="text-xl font-semibold text-brand-900">{t("press.factSheet")}</h3>
            <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
              <DownloadLink file={kit.fiche} />
            </p>
          </div>
        ) : null}
      </div>
    </PageSection>
  );
}

/** Whom journalists write to or call: mailto and tel links, named for screen readers. */
export function PressContact({
  contact,
}: {
  contact: { nom: string; email: string; telephone: string; tel: string };
}) {
  const { t } = useTexts();
  return (
    <PageSection id="press-contact" title={t("press.contactTitle")} intro={t("press.contactIntro")}>
      <div className="max-w-xl rounded-lg border border-slate-200 p-6">
        <p className="text-lg font-semibold text-brand-900">{contact.nom}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-600">{t("press.email")}</dt>
          <dd className="min-w-0">
            <a
              href={`mailto:${contact.email}`}
              className={`${LINK} break-words`}
              aria-label={t("press.writeTo", { name: `${contact.nom}, ${contact.email}` })}
            >
              {contact.email}
            </a>
          </dd>
          <dt className="text-slate-600">{t("press.phone")}</dt>
          <dd>
            <a
              href={`tel:${contact.tel}`}
              className={`${LINK} whitespace-nowrap`}
              aria-label={t("press.call", { name: `${contact.nom}, ${contact.telephone}` })}
            >
              {contact.telephone}
            </a>
          </dd>
        </dl>
      </div>
    </PageSection>
  );
}
