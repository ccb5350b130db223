import { useId } from "react";
import type { UploadProgress } from "../../lib/api.ts";

/** How much of a multipart send has gone, while it goes (`what`: "des images", "de la vidéo"). */
export function UploadProgressBar({
  progress,
  what = "des images",
}: {
  progress: UploadProgress | null;
  what?: string;
}) {
  const id = useId();
  if (!progress) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-700">
        Envoi {what} : {Math.round((progress.loaded / progress.total) * 100)} %
      </label>
      <progress id={id} max={progress.total} value={progress.loaded} className="w-full" />
    </div>
  );
}
