// The back-office screens of the ordered side types (docs/decisions/058 and 064): the people
// of /gouvernance and the references of /engagements are each a few dozen rows in groups,
// in the order the public page shows them. Their list (move within a group, edit, delete,
// add) and their form (the registry's descriptor drawn by the content forms' own form) are
// one screen each here; a route gives its type's words, pictures and calls.
import { type ReactNode, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { Alert } from "../../components/form-field.tsx";
import { apiUpload, errorMessage } from "../../lib/api.ts";
import type { Read } from "../../lib/back-office-client.ts";
import { ContentForm, type TypeFormSpec } from "../content-form/content-form.tsx";
import { type FormValues, formValues, type StoredItem } from "../content-form/form-model.ts";
import { ItemActions, ListHeader } from "./content-list.tsx";
import { Deferred } from "./deferred.tsx";
import { FormPage } from "./form-page.tsx";
import { LoadFailure } from "./list-controls.tsx";
import {
  type ListNotice,
  ListNoticeArea,
  SAVED_ROW_CLASS,
  type SavedHere,
  SavedMark,
  savedAtMessage,
  useSavedId,
  withNotice,
} from "./list-notice.tsx";
import { MoveButton } from "./move-button.tsx";
import { type ItemOutcome, LoadedItem, type LoadMessages } from "./staff-item.tsx";

/** A row of an ordered side type, as its staff API answers it. */
export interface OrderedSideItem<G extends string> {
  _id: string;
  groupe: G;
}

/** What a type's list screen says and does. */
export interface OrderedSideListSpec<T extends OrderedSideItem<G>, G extends string> {
  heading: string;
  /** What the screen is for, under its heading. */
  intro: ReactNode;
  addTo: string;
  /** The header's link ("+ Ajouter une personne") and the empty screen's button. */
  addLabel: string;
  emptyAddLabel: string;
  /** The screen when there is no row at all. */
  empty: string;
  /** A group with no row. */
  emptyGroup: string;
  groups: readonly G[];
  groupLabels: Record<G, string>;
  /** The row's data attribute, by which tests and the saved mark find it. */
  rowAttribute: `data-${string}`;
  name(item: T): string;
  /** The line under the name. */
  detail(item: T): string;
  picture(item: T): string | null | undefined;
  /** A portrait is round; a logo keeps its proportions in a wider box. */
  pictureShape: "portrait" | "logo";
  editTo(id: string): string;
  confirmDelete(item: T): string;
  move(item: T, ordre: number): Promise<{ message: string }>;
  remove(item: T): Promise<{ message: string }>;
}

/** The list screen: every row, group by group, each with its moves and actions. */
export function OrderedSideList<T extends OrderedSideItem<G>, G extends string>({
  spec,
  read,
}: {
  spec: OrderedSideListSpec<T, G>;
  read: Promise<Read<{ data: T[] }>>;
}) {
  const revalidator = useRevalidator();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);

  /** Runs a change, says its message and reads the list again (the loader). */
  async function change(run: () => Promise<{ message: string }>) {
    setActionError(null);
    setNotice(null);
    try {
      const { message } = await run();
      setNotice({ message });
    } catch (caught) {
      console.error(caught);
      setActionError(errorMessage(caught, "Erreur lors de la mise à jour"));
    }
    await revalidator.revalidate();
  }

  function remove(item: T) {
    // The content lists' confirmation: a yes before anything is deleted.
    if (!window.confirm(spec.confirmDelete(item))) return;
    void change(() => spec.remove(item));
  }

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <ListHeader heading={spec.heading} addTo={spec.addTo} addLabel={spec.addLabel} />
        <p className="max-w-3xl text-slate-600">{spec.intro}</p>
      </div>
      {actionError ? <Alert message={actionError} /> : null}
      <ListNoticeArea local={notice}>
        <Deferred read={read}>
          {(settled, retry) => {
            if (!settled.ok) return <LoadFailure reason={settled.message} onRetry={retry} />;
            const items = settled.answer.data;
            if (items.length === 0) {
              return (
                <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
                  <p className="text-slate-700">{spec.empty}</p>
                  <Link
                    to={spec.addTo}
                    className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
                  >
                    {spec.emptyAddLabel}
                  </Link>
                </div>
              );
            }
            return spec.groups.map((group) => (
              <GroupSection
                key={group}
                spec={spec}
                group={group}
                items={items.filter((item) => item.groupe === group)}
                onMove={(item, ordre) => void change(() => spec.move(item, ordre))}
                onDelete={remove}
              />
            ));
          }}
        </Deferred>
      </ListNoticeArea>
    </section>
  );
}

/** One group's rows in their order. */
function GroupSection<T extends OrderedSideItem<G>, G extends string>({
  spec,
  group,
  items,
  onMove,
  onDelete,
}: {
  spec: OrderedSideListSpec<T, G>;
  group: G;
  items: T[];
  onMove(item: T, ordre: number): void;
  onDelete(item: T): void;
}) {
  const savedId = useSavedId();
  const headingId = `groupe-${group}`;
  // A portrait is a 48 px disc; a logo a 96 × 48 box it fits in, whole.
  const portrait = spec.pictureShape === "portrait";
  const box = portrait ? "h-12 w-12 rounded-full" : "h-12 w-24";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {spec.groupLabels[group]}{" "}
        <span className="font-normal text-slate-600">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
          {spec.emptyGroup}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item, index) => {
            const name = spec.name(item);
            const picture = spec.picture(item);
            return (
              <li
                key={item._id}
                {...{ [spec.rowAttribute]: item._id }}
                // On a phone the actions take a line of their own under the name, at the right.
                className={`grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] ${item._id === savedId ? SAVED_ROW_CLASS : ""}`}
              >
                <div className="flex items-center gap-1">
                  <MoveButton
                    label={`Monter : ${name}`}
                    arrow="↑"
                    disabled={index === 0}
                    onClick={() => onMove(item, index - 1)}
                  />
                  <MoveButton
                    label={`Descendre : ${name}`}
                    arrow="↓"
                    disabled={index === items.length - 1}
                    onClick={() => onMove(item, index + 1)}
                  />
                </div>
                <div className="flex min-w-0 items-center gap-3">
                  {picture ? (
                    // Decorative here: the name beside it says whose it is.
                    <img
                      src={picture}
                      alt=""
                      width={portrait ? 48 : 96}
                      height={48}
                      loading="lazy"
                      className={`${box} shrink-0 ${portrait ? "object-cover" : "object-contain"}`}
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className={`${box} ${portrait ? "" : "rounded"} flex shrink-0 items-center justify-center bg-slate-200 text-lg font-semibold text-slate-600`}
                    >
                      {name.slice(0, 1)}
                    </span>
                  )}
                  <div className="min-w-0">
                    {item._id === savedId ? <SavedMark /> : null}
                    <p className="font-medium">{name}</p>
                    <p className="truncate text-sm text-slate-600">{spec.detail(item)}</p>
                  </div>
                </div>
                <div className="col-span-2 justify-self-end sm:col-span-1">
                  <ItemActions
                    editTo={spec.editTo(item._id)}
                    label={name}
                    onDelete={() => onDelete(item)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** What a type's form screen says and where it sends its rows. */
export interface OrderedSideFormSpec {
  form: TypeFormSpec;
  /** The API's collection: "/personnes"; an edit sends to "/personnes/{id}". */
  collection: string;
  headings: { create: string; edit: string };
  /** The button that creates ("Ajouter la personne"). */
  createLabel: string;
  /** What the list (or the form, when it stays) says once saved. */
  savedMessage: string;
  /** The key of the drafts kept in the browser: "personne" → "personne:{id|nouveau}". */
  draftPrefix: string;
  listPath: string;
  editTo(id: string): string;
  loadMessages: LoadMessages;
}

/** The form screen: a new row, or the one `item` reads. */
export function OrderedSideForm({
  spec,
  id,
  item,
}: {
  spec: OrderedSideFormSpec;
  id: string | undefined;
  item: Promise<ItemOutcome<unknown>> | undefined;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [createValues] = useState<FormValues>(() => formValues(spec.form.model, "create"));
  // 'Enregistrer et continuer' says it saved, here or (after a creation) on arriving.
  const arrived = (useLocation().state as SavedHere | null)?.savedHere ?? null;
  const [saved, setSaved] = useState<string | null>(arrived);

  const form = (initialValues: FormValues) => (
    <ContentForm
      spec={spec.form}
      mode={id ? "edit" : "create"}
      initialValues={initialValues}
      submitLabel={id ? "Enregistrer les modifications" : spec.createLabel}
      draftKey={`${spec.draftPrefix}:${id ?? "nouveau"}`}
      // The server keeps working copies of content items only (docs/decisions/053).
      workingCopy={null}
      saved={saved}
      onSubmit={async (body, onProgress, { stay }) => {
        const answer = (await apiUpload(
          id ? `${spec.collection}/${encodeURIComponent(id)}` : spec.collection,
          { method: id ? "PATCH" : "POST", body, onProgress },
        )) as { data?: { _id?: string } };
        const savedId = answer.data?._id;
        if (stay && savedId && !id) {
          await navigate(spec.editTo(savedId), {
            state: { savedHere: savedAtMessage(spec.savedMessage) } satisfies SavedHere,
          });
          return;
        }
        if (stay) {
          // The form starts again from the row as saved.
          setSaved(savedAtMessage(spec.savedMessage));
          await revalidator.revalidate();
          return;
        }
        await navigate(spec.listPath, withNotice({ message: spec.savedMessage, savedId }));
      }}
    />
  );

  return (
    <FormPage backTo={spec.listPath} heading={id ? spec.headings.edit : spec.headings.create}>
      {item ? (
        <LoadedItem
          item={item}
          toValues={(stored) => formValues(spec.form.model, "edit", stored as StoredItem)}
          messages={spec.loadMessages}
        >
          {form}
        </LoadedItem>
      ) : (
        form(createValues)
      )}
    </FormPage>
  );
}
