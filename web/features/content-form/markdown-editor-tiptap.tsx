// The back office's Markdown editor (issue 19): Tiptap 3 with its Markdown extension. Loaded
// on demand by markdown-editor.tsx, so neither Tiptap nor ProseMirror is in any other
// chunk. It writes only what the public renderer shows (web/lib/markdown.server.ts):
// paragraphs, headings, bold, italic, lists, quotes and links, under domain/markdown.ts's
// rules.
import HardBreak from "@tiptap/extension-hard-break";
import { Markdown } from "@tiptap/markdown";
import { type Editor, EditorContent, Extension, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import {
  CONTENT_HEADING_LEVELS,
  isAllowedLink,
  LINK_REFUSED_MESSAGE,
} from "../../../domain/markdown.ts";
import { INPUT_CLASS } from "../../components/form-field.tsx";

/** What the editor reads and writes: the field's Markdown, as the form holds it. */
export interface MarkdownEditorProps {
  value: string;
  onChange(markdown: string): void;
  onBlur(): void;
  /** The field's id and its error's wiring, as FieldShell gives them. */
  a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string };
  /** The id of the field's label. */
  labelId: string;
  /** The toolbar's name for screen readers ('Mise en forme : Contenu (fr)'). */
  toolbarLabel: string;
}

/** `.rich-text` (app.css, as public pages show it) at the size of a form's text. */
const COMPACT_RICH_TEXT =
  "rich-text text-base [&_h2]:mt-6 [&_h2]:text-xl [&_h3]:mt-5 [&_h3]:text-lg";

const EDITOR_CLASS = `${COMPACT_RICH_TEXT} min-h-48 px-3 py-2 focus:outline-none`;

/**
 * The document's pieces: StarterKit without what the site does not show (code, strike,
 * underline, rules), every heading level read (a `#` typed or pasted is kept, and shown
 * as the page's h2), and Markdown in and out.
 */
const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    hardBreak: false,
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedLink(url),
      shouldAutoLink: (url) => isAllowedLink(url),
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  // A line break is written as one: the public renderer reads it so (`breaks`), and the
  // plain texts written before Markdown keep their bytes when edited.
  HardBreak.extend({ renderMarkdown: () => "\n" }),
  Markdown.configure({ markedOptions: { breaks: true } }),
];

/** Ctrl+K (Cmd+K on a Mac) asks for a link's address, as the toolbar's 'Lien' does. */
const LinkShortcut = Extension.create<{ open(): void }>({
  name: "linkShortcut",
  addOptions: () => ({ open: () => undefined }),
  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        this.options.open();
        return true;
      },
    };
  },
});

/** The editor's current Markdown: "" for an empty document. */
const markdownOf = (editor: Editor) => editor.getMarkdown().trim();

/**
 * The WYSIWYG editor of a Markdown field, with its toolbar. What the person types goes to
 * `onChange` as Markdown; a `value` changed from elsewhere (a draft restored) replaces
 * the document, without reporting a change.
 */
export function MarkdownEditor({
  value,
  onChange,
  onBlur,
  a11y,
  labelId,
  toolbarLabel,
}: MarkdownEditorProps) {
  // The Markdown this editor last wrote or was given: a `value` equal to it is its own echo.
  const current = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const attributes = {
    id: a11y.id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    "aria-invalid": String(a11y["aria-invalid"]),
    ...(a11y["aria-describedby"] ? { "aria-describedby": a11y["aria-describedby"] } : {}),
    class: EDITOR_CLASS,
  };
  // The same props object while nothing changes: useEditor re-applies new ones.
  const attributesKey = JSON.stringify(attributes);
  const editorProps = useMemo(() => ({ attributes: JSON.parse(attributesKey) }), [attributesKey]);
  const extensions = useMemo(
    () => [...EXTENSIONS, LinkShortcut.configure({ open: () => setLinkOpen(true) })],
    [],
  );
  const editor = useEditor({
    extensions,
    content: value,
    contentType: "markdown",
    editorProps,
    onUpdate({ editor }) {
      current.current = markdownOf(editor);
      onChange(current.current);
    },
    onBlur,
  });

  useEffect(() => {
    if (!editor || value === current.current) return;
    current.current = value;
    editor.commands.setContent(value, { contentType: "markdown", emitUpdate: false });
  }, [editor, value]);

  // A click on the field's label focuses the text, as it would a textarea.
  useEffect(() => {
    const label = document.getElementById(labelId);
    if (!editor || !label) return;
    const focus = () => editor.commands.focus();
    label.addEventListener("click", focus);
    return () => label.removeEventListener("click", focus);
  }, [editor, labelId]);

  return (
    <div className="rounded border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 has-[[aria-invalid=true]]:border-red-600">
      {editor ? (
        <Toolbar
          editor={editor}
          label={toolbarLabel}
          controls={a11y.id}
          onLink={() => setLinkOpen(true)}
        />
      ) : null}
      <EditorContent editor={editor} />
      {editor && linkOpen ? (
        <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />
      ) : null}
    </div>
  );
}

// Text to read: no textbox (Tiptap's default role), its headings and lists as they are.
const VIEW_PROPS = { attributes: { class: COMPACT_RICH_TEXT, role: "presentation" } };

/** A read-only rendering of Markdown (the French text beside a translation). */
export function MarkdownView({ value }: { value: string }) {
  const shown = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    contentType: "markdown",
    editable: false,
    editorProps: VIEW_PROPS,
  });
  useEffect(() => {
    if (!editor || value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(value, { contentType: "markdown", emitUpdate: false });
  }, [editor, value]);
  return <EditorContent editor={editor} />;
}

interface ToolbarButton {
  label: string;
  /** The keys that do the same, said in the button's tooltip. */
  keys: string;
  content: ReactNode;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
}

const [TITLE_LEVEL, SUBTITLE_LEVEL] = CONTENT_HEADING_LEVELS;

const icon = (path: string) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="currentColor">
    <path d={path} />
  </svg>
);

const BUTTONS: ToolbarButton[] = [
  {
    label: "Gras",
    keys: "Ctrl+B",
    content: <span className="font-bold">G</span>,
    active: (editor) => editor.isActive("bold"),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: "Italique",
    keys: "Ctrl+I",
    content: <span className="font-serif italic">I</span>,
    active: (editor) => editor.isActive("italic"),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: "Titre",
    keys: `Ctrl+Alt+${TITLE_LEVEL}`,
    content: <span className="text-sm font-semibold">Titre</span>,
    active: (editor) => editor.isActive("heading", { level: TITLE_LEVEL }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: TITLE_LEVEL }).run(),
  },
  {
    label: "Sous-titre",
    keys: `Ctrl+Alt+${SUBTITLE_LEVEL}`,
    content: <span className="text-sm font-semibold">Sous-titre</span>,
    active: (editor) => editor.isActive("heading", { level: SUBTITLE_LEVEL }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: SUBTITLE_LEVEL }).run(),
  },
  {
    label: "Liste à puces",
    keys: "Ctrl+Maj+8",
    content: icon(
      "M4 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 6a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM7 4.75h12v1.5H7v-1.5Zm0 4.5h12v1.5H7v-1.5Zm0 4.5h12v1.5H7v-1.5Z",
    ),
    active: (editor) => editor.isActive("bulletList"),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Liste numérotée",
    keys: "Ctrl+Maj+7",
    content: icon(
      "M2 3h1.6v4H2.5V4.2H2V3Zm5 1.75h12v1.5H7v-1.5Zm0 4.5h12v1.5H7v-1.5Zm0 4.5h12v1.5H7v-1.5ZM1.8 9.6c.2-.5.7-.8 1.3-.8.8 0 1.3.5 1.3 1.1 0 .5-.3.8-.7 1.1l-.6.4h1.4v.9H1.8v-.8l1.3-1c.3-.2.4-.4.4-.6 0-.2-.1-.3-.4-.3-.2 0-.4.1-.5.4l-.8-.4Zm.1 4.6h2.5v.8l-.8.7c.6.1 1 .5 1 1.1 0 .8-.6 1.3-1.5 1.3-.6 0-1.1-.3-1.4-.8l.8-.5c.1.3.4.4.6.4.3 0 .5-.2.5-.4 0-.3-.2-.4-.6-.4h-.4v-.8l.7-.6H1.9v-.8Z",
    ),
    active: (editor) => editor.isActive("orderedList"),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Citation",
    keys: "Ctrl+Maj+B",
    content: <span className="text-lg leading-none font-semibold">«»</span>,
    active: (editor) => editor.isActive("blockquote"),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

const LINK_ICON = icon(
  "M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.54 3.54 0 0 0-5-5l-1 1 1.06 1.06 1-1a2.04 2.04 0 0 1 2.88 2.88l-2.5 2.5a2.04 2.04 0 0 1-2.88 0L8.5 11.5Zm3-3a3.5 3.5 0 0 0-5 0L4 11a3.54 3.54 0 0 0 5 5l1-1-1.06-1.06-1 1a2.04 2.04 0 0 1-2.88-2.88l2.5-2.5a2.04 2.04 0 0 1 2.88 0L11.5 8.5Z",
);

const BUTTON_CLASS =
  "inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 aria-pressed:ring-1 aria-pressed:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The formatting buttons (WAI-ARIA toolbar: one tab stop, arrow keys between buttons),
 * each pressed while the selection has its format.
 */
function Toolbar({
  editor,
  label,
  controls,
  onLink,
}: {
  editor: Editor;
  label: string;
  /** The editable's id. */
  controls: string;
  onLink(): void;
}) {
  const pressed = useEditorState({
    editor,
    selector: ({ editor }) => ({
      buttons: BUTTONS.map((button) => button.active(editor)),
      link: editor.isActive("link"),
    }),
  });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = BUTTONS.length + 1;

  function onKeyDown(event: KeyboardEvent) {
    const next = {
      ArrowRight: (focused + 1) % count,
      ArrowLeft: (focused - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  }

  const button = (index: number, props: { label: string; keys: string; pressed: boolean }) => ({
    ref: (element: HTMLButtonElement | null) => {
      buttons.current[index] = element;
    },
    type: "button" as const,
    "aria-label": props.label,
    "aria-pressed": props.pressed,
    title: `${props.label} (${props.keys})`,
    tabIndex: index === focused ? 0 : -1,
    onFocus: () => setFocused(index),
    // The editor keeps its selection: the format applies to what was selected.
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    className: BUTTON_CLASS,
  });

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      // Kept in view while a long text scrolls under it.
      className="sticky top-0 z-10 flex flex-wrap gap-1 rounded-t border-b border-slate-200 bg-slate-50 p-1"
    >
      {BUTTONS.map((item, index) => (
        <button
          key={item.label}
          {...button(index, { ...item, pressed: pressed.buttons[index] ?? false })}
          onClick={() => item.run(editor)}
        >
          {item.content}
        </button>
      ))}
      <button
        {...button(BUTTONS.length, { label: "Lien", keys: "Ctrl+K", pressed: pressed.link })}
        onClick={onLink}
      >
        {LINK_ICON}
      </button>
    </div>
  );
}

/**
 * Asks for a link's address (`https://…`, `mailto:…` or a page of the site) and sets it on
 * the selection, or inserts it as its own text when nothing is selected; an existing link
 * can be changed or removed. Refused addresses (domain/markdown.ts) are said, not set.
 * Rendered in document.body: a form of its own cannot sit inside the content form.
 */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [address, setAddress] = useState(existing);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function close() {
    onClose();
    editor.commands.focus();
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    // The content form around the editor must not see this form's submission.
    event.stopPropagation();
    const href = address.trim();
    if (!isAllowedLink(href)) {
      setError(LINK_REFUSED_MESSAGE);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
    >
      <form onSubmit={apply} noValidate className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {existing ? "Modifier le lien" : "Ajouter un lien"}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-address`} className="text-sm font-medium text-slate-700">
            Adresse du lien
          </label>
          <input
            id={`${id}-address`}
            type="text"
            inputMode="url"
            autoComplete="url"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(null);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-${error ? "error" : "hint"}`}
            placeholder="https://"
            className={INPUT_CLASS}
          />
          <div className="min-h-5">
            {error ? (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-xs text-slate-500">
                Une adresse https://, mailto: ou une page du site commençant par / (/contact).
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {existing ? (
            <button
              type="button"
              onClick={remove}
              className="mr-auto rounded border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50"
            >
              Retirer le lien
            </button>
          ) : null}
          <button
            type="button"
            onClick={close}
            className="rounded border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          >
            Annuler
          </button>
          <button
            type="submit"
            className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
          >
            Appliquer
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
