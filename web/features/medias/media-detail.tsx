import { type MouseEvent, useId, useState } from "react";
import { ALT_TEXT_MAX } from "../../../domain/alt-texts.ts";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import { CONTENT_TYPE_IDENTITIES } from "../../../domain/content-types/identities.ts";
import { MEDIA_LIMITS, objectPosition } from "../../../domain/media.ts";
import type { MediaUse } from "../../../domain/media-library.ts";
import { Alert, INPUT_CLASS } from "../../components/form-field.tsx";
import { errorMessage } from "../../lib/api.ts";
import type { MediaDetailView } from "../../lib/api-types.ts";
import { apiSend } from "../../lib/back-office-client.ts";
import { useAreaPaths } from "../../lib/paths.ts";

const LANGUAGE_LABELS: Localized<string> = { fr: "Français", en: "Anglais", it: "Italien" };
const BUTTON =
  "inline-flex min-h-10 items-center justify-center rounded px-4 text-sm font-medium disabled:opacity-50";

/** Where a picture is used, as a link to the screen that edits it. */
function UseLink({ use }: { use: MediaUse }) {
  const paths = useAreaPaths();
  if (use.type === "site") {
    return "site" in paths ? <a href={paths.site}>{use.titre}</a> : <span>{use.titre}</span>;
  }
  // A page's key visual (ADR 055): administrators edit it in /admin/pages.
  if (use.type === "page") {
    const label = `Page : ${use.titre}`;
    return "pageEdit" in paths ? (
      <a href={paths.pageEdit(use._id)} className="underline">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  }
  // A portrait of the governance (ADR 058): people are kept through the API for now.
  if (use.type === "personne") return <span>{`Gouvernance : ${use.titre}`}</span>;
  if (use.type === "reference") return <span>{`Référence : ${use.titre}`}</span>;
  const plural = CONTENT_TYPE_IDENTITIES[use.type].plural;
  return (
    <a href={paths.content[plural].edit(use._id)} className="underline">
      {CONTENT_TYPE_IDENTITIES[use.type].labels.one} : {use.titre}
    </a>
  );
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * One library picture described: its focal point set by a click on it (or typed, x and y
 * in percent, for the keyboard), its alternative texts in each language, its credit,
 * where it is used, and its deletion (refused with the reason while in use).
 */
export function MediaDetail({
  media,
  onSaved,
  onDeleted,
}: {
  media: MediaDetailView;
  onSaved(message: string): void;
  onDeleted(message: string): void;
}) {
  const id = useId();
  const [texts, setTexts] = useState<Localized<string>>(media.texteAlternatif);
  const [credit, setCredit] = useState(media.credit ?? "");
  const [focal, setFocal] = useState(media.pointFocal);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught, "Erreur lors de la mise à jour"));
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(async () => {
      const answer = await apiSend("PATCH /medias/:id", {
        params: { id: media._id },
        body: { texteAlternatif: texts, credit: credit.trim() || null, pointFocal: focal },
      });
      onSaved(answer.message);
    });

  const remove = () =>
    run(async () => {
      if (!window.confirm("Confirmer la suppression ?")) return;
      const answer = await apiSend("DELETE /medias/:id", { params: { id: media._id } });
      onDeleted(answer.message);
    });

  const focalInput = (axis: "x" | "y", label: string) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        type="number"
        min={0}
        max={100}
        value={focal?.[axis] ?? ""}
        placeholder="50"
        onChange={(event) => {
          const value = event.currentTarget.value;
          const other = axis === "x" ? "y" : "x";
          setFocal(
            value === ""
              ? null
              : ({ [axis]: clamp(Number(value)), [other]: focal?.[other] ?? 50 } as {
                  x: number;
                  y: number;
                }),
          );
        }}
        className={INPUT_CLASS}
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={pick}
          className="relative block w-full cursor-crosshair overflow-hidden rounded border border-slate-300"
          aria-describedby={`${id}-focal-help`}
        >
          <img
            src={media.media.url}
            alt={`Aperçu de ${media.nomFichier || "l'image"} : cliquez pour placer le point focal`}
            width={media.largeur}
            height={media.hauteur}
            className="block h-auto w-full"
          />
          {focal ? (
            <span
              aria-hidden="true"
              data-testid="focal-marker"
              className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-brand-600 shadow"
              style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
            />
          ) : null}
        </button>
        <p id={`${id}-focal-help`} className="text-sm text-slate-600">
          Cliquez sur le sujet de l’image : un recadrage le gardera visible.{" "}
          {focal
            ? `Point focal : ${objectPosition(focal)}.`
            : "Sans point focal, le centre est gardé."}
        </p>
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <legend className="mb-1 text-sm font-medium">Point focal (en %)</legend>
          {focalInput("x", "Horizontal (x)")}
          {focalInput("y", "Vertical (y)")}
          <button
            type="button"
            className={`${BUTTON} border border-slate-300 bg-white`}
            onClick={() => setFocal(null)}
            disabled={!focal}
          >
            Recentrer
          </button>
        </fieldset>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Texte alternatif</legend>
        {LANGUAGES.map((lang) => (
          <label key={lang} className="flex flex-col gap-1 text-sm">
            {LANGUAGE_LABELS[lang]} ({lang})
            <textarea
              lang={lang}
              rows={2}
              maxLength={ALT_TEXT_MAX}
              value={texts[lang]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTexts((current) => ({ ...current, [lang]: value }));
              }}
              className={INPUT_CLASS}
            />
          </label>
        ))}
      </fieldset>

      <label className="flex flex-col gap-1 text-sm font-medium">
        Crédit
        <input
          value={credit}
          maxLength={MEDIA_LIMITS.creditMax}
          placeholder="© Studio Keïta, 2025"
          onChange={(event) => setCredit(event.currentTarget.value)}
          className={INPUT_CLASS}
        />
      </label>

      <Alert message={error} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void save()}
          disabled={busy}
          className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Enregistrer l’image
        </button>
      </div>

      <section aria-labelledby={`${id}-uses`} className="flex flex-col gap-2">
        <h3 id={`${id}-uses`} className="font-semibold">
          Utilisations
        </h3>
        {media.usages.length === 0 ? (
          <p className="text-sm text-slate-600">Cette image n’est utilisée nulle part.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {media.usages.map((use) => (
              <li key={`${use.type}-${use._id}`}>
                <UseLink use={use} />
              </li>
            ))}
            {media.utilisations > media.usages.length ? (
              <li>et {media.utilisations - media.usages.length} autres</li>
            ) : null}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-delete`} className="flex flex-col gap-2 border-t pt-4">
        <h3 id={`${id}-delete`} className="font-semibold">
          Supprimer
        </h3>
        {media.usages.length > 0 ? (
          <p className="text-sm text-slate-700">
            Cette image ne peut pas être supprimée tant qu’elle est utilisée : retirez-la d’abord
            des contenus ci-dessus.
          </p>
        ) : !media.supprimable ? (
          <p className="text-sm text-slate-700">
            Seule la personne qui l’a envoyée, ou un administrateur, peut supprimer cette image.
          </p>
        ) : null}
        <div>
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy || !media.supprimable}
            className={`${BUTTON} border border-red-300 text-red-800 hover:bg-red-50`}
          >
            Supprimer l’image
          </button>
        </div>
      </section>
    </div>
  );
}
