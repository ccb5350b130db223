import { useEffect, useId, useRef, useState } from "react";
import type { MediaItemView } from "../lib/api-types.ts";
import { apiGet } from "../lib/back-office-client.ts";
import { INPUT_CLASS } from "./form-field.tsx";

/**
 * A library picture chosen for an image field (docs/decisions/052): it reads as a file to
 * the forms' schemas (a name, a size, an image type) and goes to the server as its id
 * (`<field>Media`) instead of bytes.
 */
export interface LibraryPick {
  readonly name: string;
  readonly size: 1;
  readonly type: "image/webp";
  readonly mediaId: string;
}

export const libraryPick = (media: MediaItemView): LibraryPick => ({
  name: media.nomFichier || media._id,
  size: 1,
  type: "image/webp",
  mediaId: media._id,
});

export const isLibraryPick = (value: unknown): value is LibraryPick =>
  typeof value === "object" && value !== null && typeof (value as LibraryPick).mediaId === "string";

const describe = (media: MediaItemView) =>
  media.texteAlternatif.fr || media.nomFichier || "Image sans description";

/**
 * "Choisir dans la médiathèque": a modal dialog (the browser's own: focus kept inside,
 * Escape closes it) with a search and a grid of the library's pictures; a click chooses.
 */
export function MediaLibraryButton({
  onChoose,
  disabled,
  label = "Choisir dans la médiathèque",
}: {
  onChoose(media: MediaItemView): void;
  disabled?: boolean;
  label?: string;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [medias, setMedias] = useState<MediaItemView[] | null>(null);
  const [failed, setFailed] = useState(false);

  async function load(q: string) {
    setFailed(false);
    try {
      const search = new URLSearchParams({ limite: "24" });
      if (q.trim()) search.set("q", q.trim());
      setMedias((await apiGet("/medias", { query: search })).data);
    } catch (caught) {
      console.error(caught);
      setFailed(true);
    }
  }

  useEffect(() => () => dialog.current?.close(), []);

  function open() {
    dialog.current?.showModal();
    void load(query);
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={disabled}
        className="min-h-10 self-start rounded border border-brand-600 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto w-full max-w-3xl rounded-lg p-0 backdrop:bg-slate-900/50"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${id}-title`} className="text-xl font-semibold">
              Médiathèque
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="min-h-10 rounded border border-slate-300 px-3 text-sm"
            >
              Fermer
            </button>
          </div>
          {/* No <form>: the dialog opens inside a content form, and forms do not nest. */}
          <search className="flex flex-wrap items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
              Rechercher une image
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  void load(query);
                }}
                className={INPUT_CLASS}
              />
            </label>
            <button
              type="button"
              onClick={() => void load(query)}
              className="min-h-10 rounded bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              Rechercher
            </button>
          </search>
          {failed ? (
            <p className="text-sm text-red-700">Erreur lors du chargement de la médiathèque.</p>
          ) : medias === null ? (
            <p className="text-sm text-slate-600">Chargement en cours...</p>
          ) : medias.length === 0 ? (
            <p className="text-sm text-slate-600">Aucune image ne correspond.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {medias.map((media) => (
                <li key={media._id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChoose(media);
                      dialog.current?.close();
                    }}
                    className="flex w-full flex-col gap-1 rounded border border-slate-200 p-1 text-left hover:border-brand-600"
                  >
                    <img
                      src={media.media.url}
                      alt=""
                      width={media.largeur}
                      height={media.hauteur}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded object-cover"
                    />
                    <span className="line-clamp-2 text-xs">
                      <span className="sr-only">Choisir : </span>
                      {describe(media)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </dialog>
    </>
  );
}
