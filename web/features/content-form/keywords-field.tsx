import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from "react";
import { type FieldValues, type Path, type PathValue, useWatch } from "react-hook-form";
import { CONTENT_LIMITS } from "../../../domain/content.ts";
import { FieldShell } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";

/** The words of a comma-separated value, trimmed, without empty ones nor repeats. */
export function keywordsOf(value: unknown): string[] {
  if (typeof value !== "string") return [];
  const seen = new Set<string>();
  return value
    .split(",")
    .map((word) => word.trim())
    .filter((word) => {
      const key = word.toLocaleLowerCase("fr");
      if (word === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * One language's keywords as chips: typing a word then Enter or a comma adds it, Backspace
 * in the empty box removes the last one, each chip has its remove button. The
 * form still holds them as one comma-separated text (what the API and the saved drafts
 * read); the domain's keywordsField splits and checks it, in the browser and on the server.
 */
export function KeywordsField<V extends FieldValues>({
  form,
  path,
  label,
}: {
  form: SchemaForm<V>;
  /** `motsCles.fr`, `motsCles.en`… */
  path: Path<V>;
  label: string;
}) {
  const words = keywordsOf(useWatch({ control: form.form.control, name: path }));
  const [typed, setTyped] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const error = form.errorFor(path);

  function save(next: readonly string[]) {
    form.setValue(path, next.join(", ") as PathValue<V, Path<V>>);
  }

  /** Adds the words of `text` (split at commas) that are not there yet, whatever the case. */
  function add(text: string) {
    const next = keywordsOf([...words, ...keywordsOf(text)].join(","));
    const added = next.slice(words.length);
    if (added.length > 0) {
      save(next);
      setAnnouncement(`Mot-clé ajouté : ${added.join(", ")}`);
    }
  }

  function remove(index: number) {
    const word = words[index];
    save(words.filter((_, at) => at !== index));
    setAnnouncement(`Mot-clé retiré : ${word}`);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would send the form: here it only adds the word.
      event.preventDefault();
      add(typed);
      setTyped("");
    } else if (event.key === "Backspace" && typed === "" && words.length > 0) {
      event.preventDefault();
      remove(words.length - 1);
    }
  }

  // A pasted list ("or, cuivre, export") becomes chips at once.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData("text");
    if (!text.includes(",")) return;
    event.preventDefault();
    add(`${typed}${text}`);
    setTyped("");
  }

  return (
    <FieldShell
      label={label}
      error={error}
      hint={`Entrée ou virgule pour ajouter un mot-clé, ${CONTENT_LIMITS.keywordMax} caractères au plus.`}
    >
      {(a11y) => (
        <div
          className={`flex flex-wrap items-center gap-2 rounded border bg-white px-2 py-1.5 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${error ? "border-red-600" : "border-slate-300"}`}
        >
          {words.length > 0 ? (
            <ul
              aria-label={`${label} : ${words.length} choisi${words.length > 1 ? "s" : ""}`}
              className="contents"
            >
              {words.map((word, index) => (
                <li
                  key={word}
                  className={`flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-sm ${word.length > CONTENT_LIMITS.keywordMax ? "bg-red-100 text-red-900" : "bg-brand-50 text-brand-900"}`}
                >
                  {word}
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`Retirer le mot-clé ${word}`}
                    className="flex h-6 w-6 items-center justify-center rounded-full text-base leading-none hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            {...a11y}
            ref={input}
            name={path}
            value={typed}
            onChange={(event) => {
              const value = event.currentTarget.value;
              // A comma typed on a phone keyboard (no key event to rely on) adds the word.
              if (value.includes(",")) {
                add(value);
                setTyped("");
              } else {
                setTyped(value);
              }
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            // A word left in the box counts: it is added when the box is left.
            onBlur={() => {
              if (typed.trim()) add(typed);
              setTyped("");
            }}
            maxLength={CONTENT_LIMITS.keywordMax}
            autoComplete="off"
            enterKeyHint="enter"
            className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-base focus:outline-none"
          />
          <span aria-live="polite" className="sr-only">
            {announcement}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
