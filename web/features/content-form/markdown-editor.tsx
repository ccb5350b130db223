// A Markdown field of a content form (issue 19): a WYSIWYG editor whose code is fetched once
// the form is on screen (markdown-editor-tiptap.tsx, a chunk of its own), and until then a
// textarea holding the same value, so nothing typed is lost and the form's draft keeps
// working whichever of the two shows.
import { useEffect, useState } from "react";
import { type FieldValues, type Path, useWatch } from "react-hook-form";
import { formatNumber } from "../../../domain/numbers.ts";
import { normalizeText } from "../../../domain/text.ts";
import { INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";

type EditorModule = typeof import("./markdown-editor-tiptap.tsx");

let editorModule: Promise<EditorModule> | undefined;

/** The editor's code, fetched once for every field of the page (and kept if it fails). */
function loadEditorModule(): Promise<EditorModule> {
  editorModule ??= import("./markdown-editor-tiptap.tsx").catch((error: unknown) => {
    editorModule = undefined;
    throw error;
  });
  return editorModule;
}

/**
 * The editor's module once loaded, null until then (and for good when it cannot be: the
 * textarea stays, and Markdown can still be typed in it). Never on the server, nor in
 * the first render in the browser, which shows what the server sent.
 */
export function useMarkdownModule(): EditorModule | null {
  const [loaded, setLoaded] = useState<EditorModule | null>(null);
  useEffect(() => {
    let mounted = true;
    loadEditorModule().then(
      (module) => mounted && setLoaded(module),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

/** A field's value as the form holds it, kept current (typing, a draft restored). */
export function useFieldValue<V extends FieldValues>(form: SchemaForm<V>, path: Path<V>): string {
  const value = useWatch({ control: form.form.control, name: path });
  return typeof value === "string" ? value : "";
}

/**
 * The Markdown field at `path`: the editor with its toolbar, or the textarea while the
 * editor loads (or while the person types in it: it gives way once left). Under it, the
 * length the limits count: the text as written, its Markdown marks included.
 */
export function MarkdownField<V extends FieldValues>({
  form,
  path,
  a11y,
  rows,
  max,
  label,
}: {
  form: SchemaForm<V>;
  path: Path<V>;
  /** FieldShell's wiring: the control's id, its error state and description. */
  a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string };
  rows: number;
  max: number | undefined;
  /** The field's label, which names its toolbar. */
  label: string;
}) {
  const { name, onChange, onBlur } = form.field(path);
  const value = useFieldValue(form, path);
  const loaded = useMarkdownModule();
  const [typingInTextarea, setTypingInTextarea] = useState(false);

  // The form hook's handlers read a change event; the editor has a value, not an event.
  const change = (markdown: string) =>
    void onChange({ target: { name, value: markdown }, type: "change" } as never);
  const leave = () => void onBlur({ target: { name, value }, type: "blur" } as never);

  return (
    <div data-field={path} className="flex flex-col gap-1">
      {loaded && !typingInTextarea ? (
        <loaded.MarkdownEditor
          value={value}
          onChange={change}
          onBlur={leave}
          a11y={a11y}
          labelId={`${a11y.id}-label`}
          toolbarLabel={`Mise en forme : ${label}`}
        />
      ) : (
        <textarea
          {...a11y}
          name={name}
          value={value}
          rows={rows}
          onChange={(event) => change(event.target.value)}
          onFocus={() => setTypingInTextarea(true)}
          onBlur={() => {
            setTypingInTextarea(false);
            leave();
          }}
          className={INPUT_CLASS}
        />
      )}
      {max ? (
        <p className="text-right text-xs text-slate-500">
          {formatNumber("fr", normalizeText(value).length)} / {formatNumber("fr", max)} caractères
        </p>
      ) : null}
    </div>
  );
}
