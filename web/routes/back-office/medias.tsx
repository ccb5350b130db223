import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useRevalidator, useSearchParams } from "react-router";
import { IMAGE_TYPES } from "../../../domain/content-fields.ts";
import { MEDIA_LIBRARY_LIMITS } from "../../../domain/media-library.ts";
import { Alert, INPUT_CLASS } from "../../components/form-field.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { LIST_LOAD_FAILED, LoadFailure } from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { MediaDetail } from "../../features/medias/media-detail.tsx";
import { errorMessage } from "../../lib/api.ts";
import type { MediaDetailView, MediaItemView } from "../../lib/api-types.ts";
import { apiGet, apiSend, readApi } from "../../lib/back-office-client.ts";
import type { Route } from "./+types/medias";

export function meta() {
  return [{ title: "Médiathèque – Back-office" }];
}

export const ErrorBoundary = ScreenErrorBoundary;
export const HydrateFallback = ScreenHydrateFallback;

/** A page of the library, as the address asks (`q`, `page`), read in the browser. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams({ limite: String(MEDIA_LIBRARY_LIMITS.pageSize) });
  const q = params.get("q")?.trim();
  if (q) query.set("q", q);
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) query.set("page", String(page));
  return { medias: readApi("/medias", { query }, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

const sizeOf = (media: MediaItemView) => `${media.largeur} × ${media.hauteur}`;

/**
 * /admin/medias and /conseiller/medias (issue 31 point 1): every picture of the site, found
 * by its name, texts or credit; several uploaded at once (chosen or dropped); each
 * described once (focal point, texts, credit) for every item that shows it.
 */
export default function MediasPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const inputId = useId();
  const [notice, setNotice] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [open, setOpen] = useState<MediaDetailView | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);

  async function upload(files: File[]) {
    if (files.length === 0) return;
    setUploading(true);
    setError(null);
    setNotice("");
    try {
      const body = new FormData();
      for (const file of files) body.append("fichiers", file);
      const answer = await apiSend("POST /medias", { body });
      setNotice(answer.message);
      await revalidator.revalidate();
    } catch (caught) {
      setError(errorMessage(caught, "L’envoi des images a échoué."));
    } finally {
      setUploading(false);
    }
  }

  async function show(media: MediaItemView) {
    setError(null);
    try {
      setOpen((await apiGet("/medias/:id", { params: { id: media._id } })).data);
    } catch (caught) {
      setError(errorMessage(caught, LIST_LOAD_FAILED));
    }
  }

  async function done(message: string) {
    setNotice(message);
    setOpen(null);
    await revalidator.revalidate();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDropping(false);
    void upload(Array.from(event.dataTransfer.files));
  }

  const page = Math.max(1, Number(params.get("page")) || 1);
  const q = params.get("q") ?? "";
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next}`;
  };

  return (
    <section className="flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Médiathèque</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Chaque image du site, envoyée une fois et décrite une fois : son texte alternatif, son
          crédit et son point focal valent pour tous les contenus qui la montrent.
        </p>
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the file input inside does the same by keyboard. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-2 rounded-lg border-2 border-dashed p-4 ${
          dropping ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
        }`}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          Ajouter des images
          <span className="block text-xs font-normal text-slate-600">
            JPG, PNG ou WebP, jusqu’à {MEDIA_LIBRARY_LIMITS.filesPerUpload} à la fois : choisissez
            des fichiers ou déposez-les ici.
          </span>
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(",")}
          disabled={uploading}
          className="text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-white"
          onChange={(event) => {
            void upload(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = "";
          }}
        />
        {uploading ? <p className="text-sm text-slate-700">Envoi en cours…</p> : null}
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Rechercher une image
          <input
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Nom de fichier, texte alternatif, crédit"
            className={INPUT_CLASS}
          />
        </label>
        <button
          type="submit"
          className="min-h-10 rounded bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          Rechercher
        </button>
      </Form>

      <Alert message={error} />
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {notice}
      </p>

      <Deferred read={loaderData.medias}>
        {(read, retry) =>
          !read.ok ? (
            <LoadFailure reason={read.message} onRetry={retry} />
          ) : read.answer.data.length === 0 ? (
            <p className="text-slate-600">
              {q ? "Aucune image ne correspond à cette recherche." : "Aucune image pour le moment."}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                {read.answer.total} image{read.answer.total > 1 ? "s" : ""}
              </p>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
                {read.answer.data.map((media) => (
                  <li key={media._id}>
                    <button
                      type="button"
                      onClick={() => void show(media)}
                      className="flex w-full flex-col gap-1 rounded border border-slate-200 bg-white p-2 text-left hover:border-brand-600"
                    >
                      <img
                        src={media.media.url}
                        alt=""
                        width={media.largeur}
                        height={media.hauteur}
                        loading="lazy"
                        className="aspect-[4/3] w-full rounded object-cover"
                        style={
                          media.pointFocal
                            ? { objectPosition: `${media.pointFocal.x}% ${media.pointFocal.y}%` }
                            : undefined
                        }
                      />
                      <span className="truncate text-sm font-medium">
                        {media.nomFichier || media.texteAlternatif.fr || "Image sans nom"}
                      </span>
                      <span className="text-xs text-slate-600">
                        {sizeOf(media)} ·{" "}
                        {media.utilisations === 0
                          ? "inutilisée"
                          : `utilisée ${media.utilisations} fois`}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <nav aria-label="Pages de la médiathèque" className="flex gap-3 text-sm">
                {page > 1 ? <Link to={pageLink(page - 1)}>Page précédente</Link> : null}
                {page * read.answer.limite < read.answer.total ? (
                  <Link to={pageLink(page + 1)}>Page suivante</Link>
                ) : null}
              </nav>
            </>
          )
        }
      </Deferred>

      <dialog
        ref={dialog}
        aria-labelledby={`${inputId}-title`}
        onClose={() => setOpen(null)}
        className="m-auto w-full max-w-2xl rounded-lg p-0 backdrop:bg-slate-900/50"
      >
        {open ? (
          <div className="flex flex-col gap-4 p-4 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <h2 id={`${inputId}-title`} className="text-xl font-semibold break-all">
                {open.nomFichier || "Image"}
              </h2>
              <button
                type="button"
                onClick={() => setOpen(null)}
                className="min-h-10 rounded border border-slate-300 px-3 text-sm"
              >
                Fermer
              </button>
            </div>
            <MediaDetail
              key={open._id}
              media={open}
              onSaved={(message) => void done(message)}
              onDeleted={(message) => void done(message)}
            />
          </div>
        ) : null}
      </dialog>
    </section>
  );
}
