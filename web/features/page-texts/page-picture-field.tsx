import type { Localized } from "../../../domain/constants.ts";
import type { MediaView } from "../../../domain/media.ts";
import type { PageVisualName } from "../../../domain/page-visuals.ts";
import { MediaLibraryButton } from "../../components/media-library-dialog.tsx";
import { Picture } from "../../components/picture.tsx";
import type { PageView } from "../../lib/api-types.ts";
import { apiSend } from "../../lib/back-office-client.ts";
import { useSendAtOnce } from "../../lib/use-send-at-once.ts";

/**
 * One of a page's pictures (issue 31 point 2): the one chosen now, a picture to choose
 * from the media library (where new ones are uploaded and described), and the way back to
 * none. Each choice is saved at once (PATCH /pages/{cle} with the picture's id).
 */
export function PagePictureField({
  cle,
  name,
  label,
  picture,
  whenNone,
  onChange,
}: {
  cle: string;
  name: PageVisualName;
  label: string;
  picture: MediaView<Localized> | null;
  /** What the page shows while none is chosen. */
  whenNone: string;
  onChange(page: PageView, message: string): void;
}) {
  const { error, sending, send } = useSendAtOnce(
    ({ data, message }: { data: PageView; message: string }) => onChange(data, message),
    "Erreur lors de l'enregistrement de l'image",
  );
  const choose = (id: string | null) =>
    send(() => apiSend("PATCH /pages/:cle", { params: { cle }, body: { [name]: id } }));

  const alt = picture?.texteAlternatif.fr ?? "";
  return (
    <div className="flex flex-col gap-3" data-page-picture={name}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {picture ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="aspect-[4/3] w-full max-w-56 overflow-hidden rounded bg-slate-100">
            <Picture
              media={picture}
              alt={alt}
              sizes="14rem"
              className="h-full w-full object-cover"
              withCredit={false}
            />
          </div>
          <p className="text-sm text-slate-600">
            {alt ? `« ${alt} »` : "Sans texte alternatif : décrivez-la dans la médiathèque."}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{whenNone}</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <MediaLibraryButton
          disabled={sending}
          label={picture ? "Choisir une autre image" : "Choisir dans la médiathèque"}
          onChoose={(media) => void choose(media._id)}
        />
        {picture && (
          <button
            type="button"
            disabled={sending}
            onClick={() => void choose(null)}
            className="rounded border border-slate-300 px-4 py-2 text-sm font-medium hover:border-red-600 hover:text-red-700"
          >
            Retirer l'image
          </button>
        )}
      </div>
    </div>
  );
}
