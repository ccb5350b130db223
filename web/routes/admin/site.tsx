import { useState } from "react";
import { libraryChoiceField } from "../../../domain/media-library.ts";
import { SITE_SETTINGS_MESSAGES } from "../../../domain/site-settings.ts";
import { FileChooser } from "../../components/file-chooser.tsx";
import { Alert } from "../../components/form-field.tsx";
import { MediaLibraryButton } from "../../components/media-library-dialog.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { BrandMark } from "../../features/site/brand-mark.tsx";
import { LegalNoticeMissing } from "../../features/site-settings/legal-notice-missing.tsx";
import { PressKitField } from "../../features/site-settings/press-kit-field.tsx";
import {
  SiteSettingsForm,
  toFormValues,
} from "../../features/site-settings/site-settings-form.tsx";
import type { SiteSettingsAllLanguages as SiteSettingsRead } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import { useSendAtOnce } from "../../lib/use-send-at-once.ts";
import type { Route } from "./+types/site";

export function meta() {
  return [{ title: "Paramètres du site – Administration" }];
}

/**
 * The logo: what the site shows now (the upload, or the wordmark drawn from the name), a
 * new image to send, and the way back to the wordmark. Each is a request of its own.
 */
function LogoField({
  settings,
  onChange,
}: {
  settings: SiteSettingsRead;
  onChange(settings: SiteSettingsRead, message: string): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { error, setError, sending, send } = useSendAtOnce(
    ({ data, message }: { data: SiteSettingsRead; message: string }) => {
      setFile(null);
      onChange(data, message);
    },
    "Erreur lors de l'envoi du logo",
  );

  function upload() {
    if (!file) return setError(SITE_SETTINGS_MESSAGES.logoRequired);
    const body = new FormData();
    body.append("logo", file);
    return send(() => apiSend("PUT /site/logo", { body }));
  }

  /** A picture of the media library becomes the logo (ADR 052), by its id. */
  function choose(mediaId: string) {
    const body = new FormData();
    body.append(libraryChoiceField("logo"), mediaId);
    return send(() => apiSend("PUT /site/logo", { body }));
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-700">Logo</p>
      <div className="flex min-h-16 items-center rounded bg-brand-900 px-4 py-3 text-lg text-white">
        <BrandMark site={settings} />
      </div>
      <p className="text-sm text-slate-600">
        {settings.logo
          ? "Le logo envoyé s'affiche dans l'en-tête et le pied de page du site, sur les pages de connexion et dans le menu du back office."
          : "Aucun logo : le nom de la marque s'affiche en toutes lettres."}
      </p>
      <FileChooser
        label="Nouveau logo (PNG, WebP ou JPEG)"
        accept="image/png,image/webp,image/jpeg"
        hint="Le SVG n'est pas accepté ; l'image est réenregistrée en WebP."
        error={error}
        onFile={setFile}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={sending}
          onClick={() => void upload()}
          className="rounded bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? "Envoi…" : "Envoyer le logo"}
        </button>
        <MediaLibraryButton disabled={sending} onChoose={(media) => void choose(media._id)} />
        {settings.logo && (
          <button
            type="button"
            disabled={sending}
            onClick={() => void send(() => apiSend("DELETE /site/logo"))}
            className="rounded border border-slate-300 px-4 py-2 text-sm font-medium hover:border-red-600 hover:text-red-700"
          >
            Retirer le logo
          </button>
        )}
      </div>
    </div>
  );
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The settings in every language (GET /site), read in the browser, not awaited. */
export function clientLoader() {
  return { settings: readApi("/site", {}, "Erreur de chargement") };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/** /admin/site: the site settings (issue 18), administrators only (the layout guards it). */
export default function SiteSettingsPage({ loaderData }: Route.ComponentProps) {
  // What the last write answered, the form and the logo then show it; null: as read.
  const [settings, setSettings] = useState<SiteSettingsRead | null>(null);
  const [notice, setNotice] = useState("");
  // A saved form starts again from what the server kept (its draft is gone).
  const [saves, setSaves] = useState(0);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Paramètres du site</h1>
      <p className="max-w-3xl text-slate-700">
        La marque, les contacts, les bureaux, les réseaux sociaux, les chiffres des pages secteurs
        et les mentions légales, tels que le site public les affiche dans les trois langues.
      </p>
      <p
        role="status"
        className={
          notice
            ? "rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
            : "sr-only"
        }
      >
        {notice}
      </p>
      <Deferred read={loaderData.settings}>
        {(read) => {
          if (!read.ok) return <Alert message={read.message} />;
          const loaded = settings ?? read.answer.data;
          return (
            <>
              <LegalNoticeMissing notice={loaded.mentionsLegales} where="settings" />
              <SiteSettingsForm
                key={saves}
                initialValues={toFormValues({ ...loaded, logo: null })}
                logoSection={
                  <LogoField
                    settings={loaded}
                    onChange={(next, message) => {
                      setSettings(next);
                      setNotice(message);
                    }}
                  />
                }
                pressKitSection={
                  <PressKitField
                    settings={loaded}
                    onChange={(next, message) => {
                      setSettings(next);
                      setNotice(message);
                    }}
                  />
                }
                onSubmit={async (values) => {
                  setNotice("");
                  const { data, message } = await apiSend("PATCH /site", { body: values });
                  setSettings(data);
                  setSaves((count) => count + 1);
                  setNotice(message);
                }}
              />
            </>
          );
        }}
      </Deferred>
    </section>
  );
}
