import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { CATEGORY_MESSAGES, NO_REPLACEMENT } from "../../../domain/categories.ts";
import type { Localized } from "../../../domain/constants.ts";
import { Alert, INPUT_CLASS } from "../../components/form-field.tsx";
import { DELETE_CLASS, EDIT_CLASS } from "../../features/back-office/content-list.tsx";
import { type Column, DataTable } from "../../features/back-office/data-table.tsx";
import { Deferred } from "../../features/back-office/deferred.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { LIST_LOAD_FAILED, LoadFailure } from "../../features/back-office/list-controls.tsx";
import { MoveButton } from "../../features/back-office/move-button.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import { CategoryForm } from "../../features/categories/category-form.tsx";
import { errorMessage } from "../../lib/api.ts";
import type { StaffCategory } from "../../lib/api-types.ts";
import { apiSend, readApi } from "../../lib/back-office-client.ts";
import type { Route } from "./+types/categories";

export function meta() {
  return [{ title: "Catégories des opportunités – Administration" }];
}

const EMPTY: Localized = { fr: "", en: "", it: "" };
const opportunities = (count: number) => `${count} opportunité${count > 1 ? "s" : ""}`;

/**
 * Which panel is open over the list: a category being renamed, or deleted while in use
 * (with the `others` that may take its opportunities over).
 */
type Panel =
  | { kind: "edit"; category: StaffCategory }
  | { kind: "delete"; category: StaffCategory; others: StaffCategory[] }
  | null;

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/** The categories and their use, read in the browser (the token lives there), not awaited. */
export function clientLoader() {
  return { categories: readApi("/categories/admin/all", {}, LIST_LOAD_FAILED) };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/categories (issue 19): the opportunities' categories, with their labels in fr,
 * en and it and their order (the order of the form's list). Administrators add, rename,
 * move and delete them; a category in use is deleted once another takes its opportunities.
 */
export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [panel, setPanel] = useState<Panel>(null);

  /** Runs a change, then says its message and reads the list again (the loader). */
  async function change(run: () => Promise<{ message: string }>) {
    setActionError(null);
    setNotice("");
    const { message } = await run();
    setNotice(message);
    setPanel(null);
    await revalidator.revalidate();
  }

  async function attempt(run: () => Promise<{ message: string }>) {
    try {
      await change(run);
    } catch (caught) {
      console.error(caught);
      setActionError(errorMessage(caught, "Erreur lors de la mise à jour"));
    }
  }

  const move = (category: StaffCategory, ordre: number) =>
    attempt(() =>
      apiSend("PATCH /categories/:id", { params: { id: category._id }, body: { ordre } }),
    );

  function askDelete(category: StaffCategory, categories: StaffCategory[]) {
    if (category.nombreOpportunites > 0) {
      const others = categories.filter((other) => other._id !== category._id);
      setPanel({ kind: "delete", category, others });
      return;
    }
    if (!window.confirm("Confirmer la suppression ?")) return;
    void attempt(() => apiSend("DELETE /categories/:id", { params: { id: category._id } }));
  }

  /** The table's columns for the list `categories` as read. */
  const columnsOf = (categories: StaffCategory[]): Column<StaffCategory>[] => {
    const last = categories.length - 1;
    return [
      {
        header: "Ordre",
        className: "whitespace-nowrap",
        cell: (category) => (
          <div className="flex items-center gap-1">
            <span className="w-6 tabular-nums text-slate-600">{category.ordre + 1}</span>
            <MoveButton
              label={`Monter : ${category.libelle.fr}`}
              arrow="↑"
              disabled={category.ordre === 0}
              onClick={() => void move(category, category.ordre - 1)}
            />
            <MoveButton
              label={`Descendre : ${category.libelle.fr}`}
              arrow="↓"
              disabled={category.ordre === last}
              onClick={() => void move(category, category.ordre + 1)}
            />
          </div>
        ),
      },
      {
        header: "Libellé",
        cell: (category) => (
          <>
            <span className="font-medium">{category.libelle.fr}</span>
            {/* On a phone the translations and the use go under the French label. */}
            <span className="mt-1 block text-xs text-slate-600 sm:hidden">
              <span lang="en">{category.libelle.en}</span> ·{" "}
              <span lang="it">{category.libelle.it}</span> ·{" "}
              {opportunities(category.nombreOpportunites)}
            </span>
          </>
        ),
      },
      {
        header: "Anglais",
        hideOnPhone: true,
        cell: (category) => <Translation text={category.libelle.en} lang="en" />,
      },
      {
        header: "Italien",
        hideOnPhone: true,
        cell: (category) => <Translation text={category.libelle.it} lang="it" />,
      },
      {
        header: "Utilisation",
        hideOnPhone: true,
        className: "whitespace-nowrap",
        cell: (category) => opportunities(category.nombreOpportunites),
      },
      {
        header: "Actions",
        cell: (category) => (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => setPanel({ kind: "edit", category })}
              className={EDIT_CLASS}
            >
              Modifier<span className="sr-only"> : {category.libelle.fr}</span>
            </button>
            <button
              type="button"
              onClick={() => askDelete(category, categories)}
              className={DELETE_CLASS}
            >
              Supprimer<span className="sr-only"> : {category.libelle.fr}</span>
            </button>
          </div>
        ),
      },
    ];
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Catégories des opportunités</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          La liste dans laquelle on choisit la catégorie de chaque opportunité, dans cet ordre. Le
          site affiche chaque catégorie dans la langue de la page.
        </p>
      </div>

      {panel?.kind === "edit" ? (
        <Panel title={`Modifier la catégorie « ${panel.category.libelle.fr} »`}>
          <CategoryForm
            key={panel.category._id}
            initial={panel.category.libelle}
            submitLabel="Enregistrer la catégorie"
            autoFocus
            onCancel={() => setPanel(null)}
            onSubmit={(libelle) =>
              change(() =>
                apiSend("PATCH /categories/:id", {
                  params: { id: panel.category._id },
                  body: { libelle },
                }),
              )
            }
          />
        </Panel>
      ) : panel?.kind === "delete" ? (
        <DeletePanel
          category={panel.category}
          others={panel.others}
          onCancel={() => setPanel(null)}
          onDelete={(remplacement) =>
            change(() =>
              apiSend("DELETE /categories/:id", {
                params: { id: panel.category._id },
                query: new URLSearchParams({ remplacement }),
              }),
            )
          }
        />
      ) : (
        <Panel title="Ajouter une catégorie">
          <CategoryForm
            initial={EMPTY}
            submitLabel="Ajouter la catégorie"
            onSubmit={(libelle) => change(() => apiSend("POST /categories", { body: { libelle } }))}
          />
        </Panel>
      )}

      <Alert message={actionError} />
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {notice}
      </p>

      <Deferred read={loaderData.categories}>
        {(read, retry) =>
          !read.ok ? (
            <LoadFailure reason={read.message} onRetry={retry} />
          ) : read.answer.data.length === 0 ? (
            <p className="text-slate-600">
              Aucune catégorie pour le moment : ajoutez la première ci-dessus.
            </p>
          ) : (
            <DataTable
              label="Catégories"
              rows={read.answer.data}
              columns={columnsOf(read.answer.data)}
              rowKey={(category) => category._id}
            />
          )
        }
      </Deferred>
    </section>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A translation, or what a category migrated from free text lacks (French shows then). */
function Translation({ text, lang }: { text: string; lang: "en" | "it" }) {
  if (text) return <span lang={lang}>{text}</span>;
  return <span className="font-medium text-amber-800">À traduire (le français s'affiche)</span>;
}

/**
 * Deleting a category that opportunities use: which category takes them over (or none),
 * asked before anything is deleted.
 */
function DeletePanel({
  category,
  others,
  onCancel,
  onDelete,
}: {
  category: StaffCategory;
  others: StaffCategory[];
  onCancel(): void;
  onDelete(remplacement: string): Promise<void>;
}) {
  const [choice, setChoice] = useState(others[0]?._id ?? NO_REPLACEMENT);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await onDelete(choice);
    } catch (caught) {
      console.error(caught);
      setError(errorMessage(caught, "Erreur lors de la suppression"));
    } finally {
      setSending(false);
    }
  }

  return (
    <Panel title={`Supprimer la catégorie « ${category.libelle.fr} »`}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Alert message={error} />
        <p className="text-sm text-slate-700">
          {CATEGORY_MESSAGES.inUse(category.nombreOpportunites)}
        </p>
        <div className="flex max-w-md flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            Catégorie qui reprend ses opportunités
          </label>
          <select
            ref={select}
            id={selectId}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            className={INPUT_CLASS}
          >
            {others.map((other) => (
              <option key={other._id} value={other._id}>
                {other.libelle.fr}
              </option>
            ))}
            <option value={NO_REPLACEMENT}>Aucune catégorie</option>
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={sending}
            className="rounded bg-red-700 px-5 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60"
          >
            {sending ? "Suppression…" : "Supprimer la catégorie"}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="rounded border border-slate-300 px-4 py-2 font-medium hover:border-brand-600"
          >
            Annuler
          </button>
        </div>
      </form>
    </Panel>
  );
}
