import { type ReactNode, Suspense, use, useMemo } from "react";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { Alert } from "../../components/form-field.tsx";
import type { BackOfficeItems, ContentItemPath } from "../../lib/api-types.ts";
import { type CallOptions, type Read, readApi } from "../../lib/back-office-client.ts";
import { PreviewLinks } from "./preview-links.tsx";

/** What an edit screen says when its item cannot be shown (SPEC.md §8). */
export interface LoadMessages {
  notFound: string;
  failed: string;
  /** The address has no id. */
  missingId?: string;
  /** The API answered without an item. */
  empty?: string;
}

/**
 * The item an edit screen edits, or why it cannot be shown; `read` tells one read from the
 * next (the form starts again from a new one, after a version is restored).
 */
export type ItemOutcome<T> =
  | { item: T; read: number }
  | { problem: "missingId" | "notFound" | "empty" | "failed"; read: number };

/**
 * The item of an edit screen for its route's clientLoader (`GET /{type}/admin/{id}`, its
 * answer typed by that path), not awaited: the screen shows at once, its form when the item
 * comes. Another owner's item answers 404 too: it does not exist for this person.
 */
export async function readStaffItem<T extends ContentTypePlural>(
  type: T,
  id: string | undefined,
): Promise<ItemOutcome<BackOfficeItems[T]>> {
  if (!id) return { problem: "missingId", read: 0 };
  const path: ContentItemPath<T> = `/${type}/admin/:id`;
  // TypeScript cannot name the parameters of a path made of a generic type: it is ":id".
  const options = { params: { id } } as unknown as CallOptions<ContentItemPath<T>>;
  const outcome = await readApi(path, options, "");
  return itemOutcomeOf(outcome as Read<{ data: BackOfficeItems[T] | null }>);
}

/** An item's read as its edit screen takes it: the item, or why it cannot be shown. */
export function itemOutcomeOf<T>(outcome: Read<{ data: T | null }>): ItemOutcome<T> {
  if (!outcome.ok) {
    return { problem: outcome.status === 404 ? "notFound" : "failed", read: outcome.read };
  }
  const { data } = outcome.answer;
  return data ? { item: data, read: outcome.read } : { problem: "empty", read: outcome.read };
}

const readKeys = new WeakMap<object, number>();
let lastKey = 0;

/** A number for each read (each promise a loader returns), for React's keys. */
function keyOf(read: object): number {
  let key = readKeys.get(read);
  if (key === undefined) {
    key = ++lastKey;
    readKeys.set(read, key);
  }
  return key;
}

/**
 * An edit screen's form once its item has come (`toValues` makes the form's values of
 * it); `loadingText` until then, or why it cannot be shown.
 */
export function LoadedItem<T, V>({
  item,
  toValues,
  messages,
  loadingText = "Chargement en cours...",
  children,
}: {
  item: Promise<ItemOutcome<T>>;
  toValues(item: T): V;
  messages: LoadMessages;
  /** SPEC.md §2 names some screens' own loading texts. */
  loadingText?: string;
  children(values: V): ReactNode;
}) {
  // A new boundary per read: another item's form (or the one a version replaced) never
  // stays on screen while the next one loads; its loading text shows instead.
  return (
    <Suspense key={keyOf(item)} fallback={<p className="text-slate-600">{loadingText}</p>}>
      <SettledItem item={item} toValues={toValues} messages={messages}>
        {children}
      </SettledItem>
    </Suspense>
  );
}

function SettledItem<T, V>({
  item,
  toValues,
  messages,
  children,
}: {
  item: Promise<ItemOutcome<T>>;
  toValues(item: T): V;
  messages: LoadMessages;
  children(values: V): ReactNode;
}) {
  const outcome = use(item);
  // `toValues` is a module function; the values change only with a new read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const values = useMemo(() => ("item" in outcome ? toValues(outcome.item) : null), [outcome]);
  if (!("item" in outcome) || values === null) {
    const problem = "problem" in outcome ? outcome.problem : "failed";
    const message =
      problem === "missingId" || problem === "empty"
        ? (messages[problem] ?? messages.notFound)
        : messages[problem];
    return <Alert message={message} />;
  }
  return children(values);
}

/** The item's previews on the public site, once it has come (nothing if it cannot be read). */
export function ItemPreview({
  item,
  type,
  id,
}: {
  item: Promise<ItemOutcome<unknown>>;
  type: ContentTypePlural;
  id: string;
}) {
  return (
    <Suspense fallback={null}>
      <PreviewWhenRead item={item} type={type} id={id} />
    </Suspense>
  );
}

function PreviewWhenRead({
  item,
  type,
  id,
}: {
  item: Promise<ItemOutcome<unknown>>;
  type: ContentTypePlural;
  id: string;
}) {
  return "item" in use(item) ? <PreviewLinks type={type} id={id} /> : null;
}
