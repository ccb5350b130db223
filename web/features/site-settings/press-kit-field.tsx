import { useState } from "react";
import { PRESS_KIT_LIMITS, PRESS_KIT_MESSAGES } from "../../../domain/press-kit.ts";
import { FileChooser } from "../../components/file-chooser.tsx";
import { MediaLibraryButton } from "../../components/media-library-dialog.tsx";
import type { SiteSettingsAllLanguages } from "../../lib/api-types.ts";
import { apiSend } from "../../lib/back-office-client.ts";
import { formatFileSize } from "../../lib/format.ts";
import { useSendAtOnce } from "../../lib/use-send-at-once.ts";

const BUTTON =
  "rounded border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700 disabled:opacity-60";

/**
 * The press kit of /presse (ADR 065): logos chosen from the media library, and the fact
 * sheet's PDF. Each change is a request of its own, as the logo's, and shows at once.
 */
export function PressKitField({
  settings,
  onChange,
}: {
  settings: SiteSettingsAllLanguages;
  onChange(settings: SiteSettingsAllLanguages, message: string): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { error, setError, sending, send } = useSendAtOnce(
    ({ data, message }: { data: SiteSettingsAllLanguages; message: string }) => {
      setFile(null);
      onChange(data, message);
    },
    "Erreur lors de l'enregistrement du kit presse",
  );
  const { logos, fiche } = settings.kitPresse;

  function uploadFiche() {
    if (!file) return setError(PRESS_KIT_MESSAGES.ficheRequired);
    const body = new FormData();
    body.append("fiche", file);
    return send(() => apiSend("PUT /site/kit-presse/fiche", { body }));
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-slate-800">Kit presse</legend>
      <p className="text-sm text-slate-600">
        Les logos se choisissent dans la médiathèque (au plus {PRESS_KIT_LIMITS.logosMax}) et se
        téléchargent en WebP, en pleine taille ; la fiche d'information est un PDF de 5 Mo au plus.
      </p>
      {logos.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun logo dans le kit presse.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {logos.map((logo) => (
            <li
              key={logo.url}
              className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-2"
            >
              <img
                src={logo.apercu}
                alt=""
                width={64}
                height={Math.round((64 * logo.hauteur) / logo.largeur)}
                className="h-10 w-16 bg-slate-100 object-contain"
              />
              <span className="text-sm">
                {logo.nom} ({logo.format}, {formatFileSize("fr", logo.octets)})
              </span>
              <button
                type="button"
                disabled={sending}
                className={`${BUTTON} ml-auto`}
                onClick={() =>
                  void send(() =>
                    apiSend("DELETE /site/kit-presse/logos/:cle", {
                      params: { cle: logo.cle },
                    }),
                  )
                }
              >
                Retirer<span className="sr-only"> {logo.nom}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <MediaLibraryButton
          disabled={sending || logos.length >= PRESS_KIT_LIMITS.logosMax}
          label="Ajouter un logo depuis la médiathèque"
          onChoose={(media) =>
            void send(() => apiSend("POST /site/kit-presse/logos", { body: { media: media._id } }))
          }
        />
      </div>
      <p className="text-sm text-slate-700">
        {fiche
          ? `Fiche d'information : ${fiche.nom} (PDF, ${formatFileSize("fr", fiche.octets)}).`
          : "Aucune fiche d'information."}
      </p>
      <FileChooser
        label={fiche ? "Remplacer la fiche d'information (PDF)" : "Fiche d'information (PDF)"}
        accept="application/pdf"
        hint="Un PDF de 5 Mo au plus."
        error={error}
        onFile={setFile}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={sending}
          onClick={() => void uploadFiche()}
          className="rounded bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? "Envoi…" : "Envoyer la fiche"}
        </button>
        {fiche && (
          <button
            type="button"
            disabled={sending}
            className={BUTTON}
            onClick={() => void send(() => apiSend("DELETE /site/kit-presse/fiche"))}
          >
            Retirer la fiche
          </button>
        )}
      </div>
    </fieldset>
  );
}
