import { useEffect, useId, useState } from "react";
import type { MediaView } from "../../../domain/media.ts";
import {
  SITE_SETTINGS_MESSAGES,
  type SiteLogoView,
  type SiteSettings,
} from "../../../domain/site-settings.ts";
import { INPUT_CLASS } from "../../components/form-field.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { Loaded } from "../../features/back-office/form-page.tsx";
import { BrandMark } from "../../features/site/brand-mark.tsx";
import {
  SiteSettingsForm,
  toFormValues,
} from "../../features/site-settings/site-settings-form.tsx";
import { api, errorMessage } from "../../lib/api.ts";

export function meta() {
  return [{ title: "Paramètres du site – Administration" }];
}

/** The settings as GET /api/v1/site answers them: the logo as served, and its picture. */
type SiteSettingsRead = Omit<SiteSettings, "logo"> & {
  logo: SiteLogoView | null;
  medias: { logo: MediaView | null };
};

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
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(request: () => Promise<{ data: SiteSettingsRead; message: string }>) {
    setError(null);
    setSending(true);
    try {
      const { data, message } = await request();
      setFile(null);
      onChange(data, message);
    } catch (caught) {
      setError(errorMessage(caught, "Erreur lors de l'envoi du logo"));
    } finally {
      setSending(false);
    }
  }

  function upload() {
    if (!file) return setError(SITE_SETTINGS_MESSAGES.logoRequired);
    const body = new FormData();
    body.append("logo", file);
    return send(() => api("/site/logo", { method: "PUT", body }));
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-700">Logo</p>
      <div className="flex min-h-16 items-center rounded bg-brand-900 px-4 py-3 text-lg text-white">
        <BrandMark site={settings} />
      </div>
      <p className="text-sm text-slate-600">
        {settings.logo
          ? "Le logo envoyé s'affiche dans l'en-tête et le pied de page."
          : "Aucun logo : le nom de la marque s'affiche en toutes lettres."}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Nouveau logo (PNG, WebP ou JPEG)
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/webp,image/jpeg"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={INPUT_CLASS}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            Le SVG n'est pas accepté ; l'image est réenregistrée en WebP.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={sending}
          onClick={() => void upload()}
          className="rounded bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? "Envoi…" : "Envoyer le logo"}
        </button>
        {settings.logo && (
          <button
            type="button"
            disabled={sending}
            onClick={() => void send(() => api("/site/logo", { method: "DELETE" }))}
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

/** /admin/site: the site settings (issue 18), administrators only (the layout guards it). */
export default function SiteSettingsPage() {
  const [settings, setSettings] = useState<SiteSettingsRead | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  // A saved form starts again from what the server kept (its draft is gone).
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api<{ data: SiteSettingsRead }>("/site")
      .then(({ data }) => !cancelled && setSettings(data))
      .catch((caught) => !cancelled && setLoadError(errorMessage(caught, "Erreur de chargement")));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Paramètres du site</h1>
      <p className="max-w-3xl text-slate-700">
        La marque, les contacts, les bureaux, les réseaux sociaux et les chiffres des pages
        secteurs, tels que le site public les affiche dans les trois langues.
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
      <Loaded value={settings} error={loadError}>
        {(loaded) => (
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
            onSubmit={async (values) => {
              setNotice("");
              const { data, message } = await api<{ data: SiteSettingsRead; message: string }>(
                "/site",
                { method: "PATCH", body: values },
              );
              setSettings(data);
              setSaves((count) => count + 1);
              setNotice(message);
            }}
          />
        )}
      </Loaded>
    </section>
  );
}
