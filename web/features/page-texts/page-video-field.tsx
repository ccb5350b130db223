import { useState } from "react";
import {
  PAGE_VISUAL_MESSAGES,
  VIDEO_LIMITS,
  type VideoView,
} from "../../../domain/page-visuals.ts";
import { FileChooser } from "../../components/file-chooser.tsx";
import { apiUpload, type UploadProgress } from "../../lib/api.ts";
import type { PageView } from "../../lib/api-types.ts";
import { apiSend } from "../../lib/back-office-client.ts";
import { useSendAtOnce } from "../../lib/use-send-at-once.ts";
import { UploadProgressBar } from "../content-form/upload-progress.tsx";

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;

/**
 * The home hero's video (issue 31 point 2): the one playing now (or the build's loop), a
 * new MP4 or WebM to send, with its progress (up to 30 MB on a slow line), and the way back
 * to the picture alone. Each is a request of its own, like the logo's; the server checks
 * the bytes, the browser only the size, to say it before sending.
 */
export function PageVideoField({
  cle,
  video,
  onChange,
}: {
  cle: string;
  video: VideoView | null;
  onChange(page: PageView, message: string): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { error, setError, sending, send } = useSendAtOnce(
    ({ data, message }: { data: PageView; message: string }) => {
      setFile(null);
      onChange(data, message);
    },
    "Erreur lors de l'envoi de la vidéo",
  );

  function upload() {
    if (!file) return setError(PAGE_VISUAL_MESSAGES.videoRequired);
    if (file.size > VIDEO_LIMITS.maxBytes) return setError(PAGE_VISUAL_MESSAGES.videoTooLarge);
    const body = new FormData();
    body.append("video", file);
    return send(() =>
      apiUpload<{ data: PageView; message: string }>(`/pages/${cle}/video`, {
        method: "PUT",
        body,
        onProgress: setProgress,
      }).finally(() => setProgress(null)),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-700">Vidéo d'accueil</p>
      {video ? (
        <video
          src={video.url}
          controls
          muted
          preload="metadata"
          className="aspect-video w-full max-w-md rounded bg-slate-900"
          aria-label="Vidéo d'accueil actuelle"
        />
      ) : null}
      <p className="text-sm text-slate-600">
        {video
          ? `La vidéo envoyée (${video.type === "video/webm" ? "WebM" : "MP4"}, ${megabytes(video.taille)}) tourne en boucle, sans le son, derrière le titre ; l'image d'accueil est son affiche.`
          : "Aucune vidéo envoyée : l'image d'accueil s'affiche seule si elle est choisie, sinon la vidéo livrée avec le site."}
      </p>
      <FileChooser
        label="Nouvelle vidéo (MP4 ou WebM, 30 Mo au plus)"
        accept="video/mp4,video/webm"
        hint="Une boucle courte et sans le son : 20 à 30 secondes en 720p pèsent 3 à 10 Mo."
        error={error}
        onFile={setFile}
      />
      <UploadProgressBar progress={progress} what="de la vidéo" />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={sending}
          onClick={() => void upload()}
          className="rounded bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? "Envoi…" : "Envoyer la vidéo"}
        </button>
        {video && (
          <button
            type="button"
            disabled={sending}
            onClick={() =>
              void send(() => apiSend("DELETE /pages/:cle/video", { params: { cle } }))
            }
            className="rounded border border-slate-300 px-4 py-2 text-sm font-medium hover:border-red-600 hover:text-red-700"
          >
            Retirer la vidéo
          </button>
        )}
      </div>
    </div>
  );
}
