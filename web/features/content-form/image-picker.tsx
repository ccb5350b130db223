import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { ALT_TEXT_MAX } from "../../../domain/alt-texts.ts";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import { IMAGE_TYPES } from "../../../domain/content-fields.ts";
import { INPUT_CLASS } from "../../components/form-field.tsx";
import {
  type LibraryPick,
  libraryPick,
  MediaLibraryButton,
} from "../../components/media-library-dialog.tsx";
import type { MediaItemView } from "../../lib/api-types.ts";
import { LANGUAGE_NAMES } from "./language-tabs.tsx";

const NO_ALT: Localized<string> = { fr: "", en: "", it: "" };

/** One picture of the gallery being edited: already stored (its URL) or chosen now. */
export type PickedImage = (
  | { kind: "stored"; url: string }
  | { kind: "new"; file: File; preview: string; key: string }
  /** A picture of the media library (ADR 052), sent as its id. */
  | { kind: "library"; pick: LibraryPick; preview: string; key: string }
) & {
  /** What it shows, in each language (API `texteAlternatif`, one name for every image field). */
  alt: Localized<string>;
};

export const storedImages = (
  urls: readonly string[],
  alts?: Partial<Localized<readonly string[]>>,
): PickedImage[] =>
  urls.map((url, index) => ({
    kind: "stored",
    url,
    alt: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, alts?.[lang]?.[index] ?? ""]),
    ) as Localized<string>,
  }));

/**
 * What the API is sent: the stored images kept and the new files, each in list order, and
 * the alternative texts of the whole gallery in that same order (kept ones first).
 */
export function splitImages(images: readonly PickedImage[]) {
  return {
    kept: images.flatMap((image) => (image.kind === "stored" ? [image.url] : [])),
    files: images.flatMap((image): (File | LibraryPick)[] =>
      image.kind === "new" ? [image.file] : image.kind === "library" ? [image.pick] : [],
    ),
    alts: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, images.map((image) => image.alt[lang])]),
    ) as Localized<string[]>,
  };
}

/** The server's order of a gallery: the kept images, the new files, the library's choices. */
const RANK: Record<PickedImage["kind"], number> = { stored: 0, new: 1, library: 2 };

/**
 * The server puts the kept images first, then the new files, then the pictures chosen in
 * the library, so an order against that is never offered: the order shown is the order saved.
 */
const storedFirst = (images: readonly PickedImage[]) =>
  images.every(
    (image, index) => index === 0 || RANK[image.kind] >= RANK[images[index - 1]?.kind ?? "stored"],
  );

/** `images` with the one at `from` moved to `to`, or undefined when that order is not allowed. */
function moved(images: readonly PickedImage[], from: number, to: number) {
  if (from === to || to < 0 || to >= images.length) return undefined;
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (!image) return undefined;
  next.splice(to, 0, image);
  return storedFirst(next) ? next : undefined;
}

/**
 * The pictures shown by an ImagePicker, starting from the stored `urls` (and their texts);
 * each change also goes to `onSplit` as the stored ones kept, the new files and the texts.
 */
export function usePickedImages(
  urls: readonly string[],
  onSplit: (split: ReturnType<typeof splitImages>) => void,
  alts?: Partial<Localized<readonly string[]>>,
) {
  const [pictures, setPictures] = useState(() => storedImages(urls, alts));
  function change(next: PickedImage[]) {
    setPictures(next);
    onSplit(splitImages(next));
  }
  return [pictures, change] as const;
}

/** A single image's texts as the picker reads them (a gallery of one). */
export const singleAltText = (alt: Localized<string>): Localized<string[]> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, [alt[lang]]])) as Localized<string[]>;

/** The texts of the first (the only) image: `texteAlternatif` of an article or opportunity. */
export const firstAltText = (alts: Localized<string[]>): Localized<string> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, alts[lang][0] ?? ""])) as Localized<string>;

let counter = 0;

const isAccepted = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

/** The languages an image's text is still missing in: what its card marks. */
const missingLanguages = (alt: Localized<string>) =>
  LANGUAGES.filter((lang) => alt[lang].trim() === "");

/**
 * The images of a content item: previews before sending, each with its alternative text
 * in every language under it; files chosen or dropped on the zone; reordered by dragging
 * or by the 'Monter' and 'Descendre' buttons (the keyboard's way), removed; at most `max`
 * in all (stored + new), `countMessage` beyond.
 */
export function ImagePicker({
  label,
  images,
  onChange,
  max,
  countMessage,
  error,
  altError,
}: {
  label: string;
  images: readonly PickedImage[];
  onChange(images: PickedImage[]): void;
  max: number;
  countMessage: string;
  error: string | undefined;
  /** The error of one image's text in one language, as the form holds it. */
  altError?(index: number, lang: Language): string | undefined;
}) {
  const inputId = useId();
  const [tooMany, setTooMany] = useState(false);
  const [refused, setRefused] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  // Every preview URL made here, so none outlives the form.
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);

  // Chosen files go to the form as they are (its schema says what is wrong with one);
  // dropped ones are only what the chooser would have offered.
  function add(accepted: File[]) {
    const room = max - images.length;
    setTooMany(accepted.length > room);
    const added: PickedImage[] = accepted.slice(0, Math.max(room, 0)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      counter += 1;
      return { kind: "new", file, preview, key: `new-${counter}`, alt: NO_ALT };
    });
    if (added.length === 0) return;
    // New files go before the library's choices, as the server orders them.
    const chosen = images.filter((image) => image.kind === "library");
    onChange([...images.filter((image) => image.kind !== "library"), ...added, ...chosen]);
  }

  function choose(media: MediaItemView) {
    if (images.length >= max) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    counter += 1;
    const texts = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, media.texteAlternatif[lang] ?? ""]),
    ) as Localized<string>;
    onChange([
      ...images,
      {
        kind: "library",
        pick: libraryPick(media),
        preview: media.media.url,
        key: `library-${counter}`,
        alt: texts,
      },
    ]);
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

  function move(from: number, to: number) {
    const next = moved(images, from, to);
    if (next) onChange(next);
  }

  function describe(index: number, lang: Language, text: string) {
    onChange(
      images.map((image, i) =>
        i === index ? { ...image, alt: { ...image.alt, [lang]: text } } : image,
      ),
    );
  }

  // Files dragged from the desktop onto the zone; a picture dragged within the list moves.
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  function onZoneDrop(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    const files = Array.from(event.dataTransfer.files);
    const accepted = files.filter(isAccepted);
    setRefused(accepted.length < files.length);
    if (images.length < max) add(accepted);
    else setTooMany(true);
  }

  const shown = tooMany
    ? countMessage
    : refused
      ? "Seules les images JPG, PNG ou WebP sont acceptées."
      : error;
  const buttonClass =
    "min-h-9 rounded border border-slate-300 bg-white px-2 py-1 text-xs hover:border-brand-600 disabled:opacity-40";

  return (
    // Its pictures in columns as its own width allows: in an edit screen's side panel
    // (docs/decisions/054) it is narrower than the screen says.
    <fieldset
      className="@container flex min-w-0 flex-col gap-3"
      aria-describedby={`${inputId}-state`}
    >
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <p id={`${inputId}-state`} className="text-xs text-slate-500">
        {images.length} / {max} images. JPG, PNG ou WebP ; la première est l'image principale.
        Décrivez chaque image pour les personnes qui ne la voient pas. Les nouvelles images
        rejoignent la médiathèque.
      </p>
      {images.length > 0 && (
        <ol className="grid gap-3 @sm:grid-cols-2 @2xl:grid-cols-3">
          {images.map((image, index) => {
            const name =
              image.kind === "new"
                ? image.file.name
                : image.kind === "library"
                  ? image.pick.name
                  : `Image ${index + 1}`;
            const missing = missingLanguages(image.alt);
            return (
              <li
                key={image.kind === "stored" ? image.url : image.key}
                draggable
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = "move";
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged !== null && moved(images, dragged, index)) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  move(dragged, index);
                  setDragged(null);
                }}
                className={`flex flex-col gap-2 rounded border bg-white p-2 ${
                  dragged === index ? "border-brand-600 opacity-60" : "border-slate-200"
                }`}
              >
                <img
                  src={image.kind === "stored" ? image.url : image.preview}
                  alt={`Aperçu ${index + 1}${
                    image.kind === "new"
                      ? " (nouvelle)"
                      : image.kind === "library"
                        ? " (médiathèque)"
                        : ""
                  }`}
                  draggable={false}
                  className="aspect-[4/3] w-full cursor-grab rounded object-cover"
                />
                <span className="truncate text-xs text-slate-600" title={name}>
                  {index + 1}. {name}
                </span>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={!moved(images, index, index - 1)}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Monter l'image ${index + 1}`}
                  >
                    Monter
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={!moved(images, index, index + 1)}
                    onClick={() => move(index, index + 1)}
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
                <fieldset className="flex flex-col gap-1.5 border-t border-slate-100 pt-2">
                  <legend className="flex w-full flex-wrap items-center justify-between gap-1 text-xs font-medium text-slate-700">
                    Texte alternatif de l'image {index + 1}
                    {missing.length === 0 ? (
                      <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-medium text-emerald-800">
                        Complet
                      </span>
                    ) : (
                      <span className="rounded bg-amber-50 px-1.5 py-0.5 font-medium text-amber-900">
                        À compléter : {missing.join(", ")}
                      </span>
                    )}
                  </legend>
                  {LANGUAGES.map((lang) => {
                    const fieldId = `${inputId}-alt-${index}-${lang}`;
                    const fieldError = altError?.(index, lang);
                    return (
                      <div key={lang} className="flex flex-col gap-0.5">
                        <label htmlFor={fieldId} className="text-xs text-slate-600">
                          {LANGUAGE_NAMES[lang]} ({lang})
                        </label>
                        <textarea
                          id={fieldId}
                          lang={lang}
                          value={image.alt[lang]}
                          maxLength={ALT_TEXT_MAX}
                          onChange={(event) => describe(index, lang, event.currentTarget.value)}
                          aria-invalid={Boolean(fieldError)}
                          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
                          rows={2}
                          className={`${INPUT_CLASS} resize-y py-1.5 text-sm`}
                        />
                        {fieldError ? (
                          <p id={`${fieldId}-error`} className="text-xs text-red-700">
                            {fieldError}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the file input inside does the same by keyboard. */}
      <div
        onDragEnter={(event) => {
          if (carriesFiles(event)) setDropping(true);
        }}
        onDragOver={(event) => {
          if (carriesFiles(event)) event.preventDefault();
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={onZoneDrop}
        className={`flex flex-col gap-2 rounded-lg border-2 border-dashed p-4 ${
          dropping ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
        }`}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          Ajouter des images
          <span className="block text-xs font-normal text-slate-600">
            Choisissez des fichiers ou déposez-les ici.
          </span>
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
        <MediaLibraryButton onChoose={choose} disabled={images.length >= max} />
      </div>
      {shown && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
