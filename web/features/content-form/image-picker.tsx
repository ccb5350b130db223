import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_TYPES } from "../../../domain/content-fields.ts";

/** One picture of the gallery being edited: already stored (its URL) or chosen now. */
export type PickedImage =
  | { kind: "stored"; url: string }
  | { kind: "new"; file: File; preview: string; key: string };

export const storedImages = (urls: readonly string[]): PickedImage[] =>
  urls.map((url) => ({ kind: "stored", url }));

/** What the API is sent: the stored images kept and the new files, each in list order. */
export function splitImages(images: readonly PickedImage[]) {
  return {
    kept: images.flatMap((image) => (image.kind === "stored" ? [image.url] : [])),
    files: images.flatMap((image) => (image.kind === "new" ? [image.file] : [])),
  };
}

/**
 * The server puts the kept images before the new ones, so a move that would put a new
 * image above a stored one is not offered: the order shown is the order saved.
 */
function canSwap(images: readonly PickedImage[], upper: number): boolean {
  const a = images[upper];
  const b = images[upper + 1];
  return Boolean(a && b) && !(a?.kind === "stored" && b?.kind === "new");
}

/**
 * The pictures shown by an ImagePicker, starting from the stored `urls`; each change also
 * goes to `onSplit` as the stored ones kept and the new files.
 */
export function usePickedImages(
  urls: readonly string[],
  onSplit: (split: ReturnType<typeof splitImages>) => void,
) {
  const [pictures, setPictures] = useState(() => storedImages(urls));
  function change(next: PickedImage[]) {
    setPictures(next);
    onSplit(splitImages(next));
  }
  return [pictures, change] as const;
}

let counter = 0;

/**
 * The images of a content item: previews before sending, remove, reorder by buttons
 * (keyboard friendly), at most `max` in all (stored + new), `countMessage` beyond.
 */
export function ImagePicker({
  label,
  images,
  onChange,
  max,
  countMessage,
  error,
}: {
  label: string;
  images: readonly PickedImage[];
  onChange(images: PickedImage[]): void;
  max: number;
  countMessage: string;
  error: string | undefined;
}) {
  const inputId = useId();
  const [tooMany, setTooMany] = useState(false);
  // Every preview URL made here, so none outlives the form.
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);

  function add(files: File[]) {
    const room = max - images.length;
    setTooMany(files.length > room);
    const added: PickedImage[] = files.slice(0, Math.max(room, 0)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      counter += 1;
      return { kind: "new", file, preview, key: `new-${counter}` };
    });
    if (added.length > 0) onChange([...images, ...added]);
  }

  function remove(index: number) {
    const image = images[index];
    if (image?.kind === "new") {
      URL.revokeObjectURL(image.preview);
      previews.current.delete(image.preview);
    }
    setTooMany(false);
    onChange(images.filter((_, i) => i !== index));
  }

  function swap(upper: number) {
    const next = [...images];
    [next[upper], next[upper + 1]] = [next[upper + 1] as PickedImage, next[upper] as PickedImage];
    onChange(next);
  }

  const shown = tooMany ? countMessage : error;
  const buttonClass =
    "rounded border border-slate-300 bg-white px-2 py-1 text-xs hover:border-brand-600 disabled:opacity-40";

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${inputId}-state`}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <p id={`${inputId}-state`} className="text-xs text-slate-500">
        {images.length} / {max} images. JPG, PNG ou WebP ; la première est l'image principale.
      </p>
      {images.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {images.map((image, index) => {
            const name = image.kind === "new" ? image.file.name : `Image ${index + 1}`;
            return (
              <li
                key={image.kind === "new" ? image.key : image.url}
                className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-2"
              >
                <img
                  src={image.kind === "new" ? image.preview : image.url}
                  alt={`Aperçu ${index + 1}${image.kind === "new" ? " (nouvelle)" : ""}`}
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <span className="truncate text-xs text-slate-600" title={name}>
                  {index + 1}. {name}
                </span>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === 0 || !canSwap(images, index - 1)}
                    onClick={() => swap(index - 1)}
                    aria-label={`Monter l'image ${index + 1}`}
                  >
                    Monter
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={!canSwap(images, index)}
                    onClick={() => swap(index)}
                    aria-label={`Descendre l'image ${index + 1}`}
                  >
                    Descendre
                  </button>
                  <button
                    type="button"
                    className={`${buttonClass} text-red-700`}
                    onClick={() => remove(index)}
                    aria-label={`Retirer l'image ${index + 1}`}
                  >
                    Retirer
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm text-slate-700">
          Ajouter des images
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(",")}
          disabled={images.length >= max}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          className="text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-white"
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []));
            // The same file may be picked again after being removed.
            event.currentTarget.value = "";
          }}
        />
      </div>
      {shown && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
