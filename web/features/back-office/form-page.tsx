import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { Alert } from "../../components/form-field.tsx";
import { VersionsPanel } from "../versions/versions-panel.tsx";
import { WithSidePanelContent } from "./side-panel.tsx";

/**
 * A back-office create or edit page: the way back to its list, its heading, its form, and
 * in the form's side panel (side-panel.tsx) the item's previews on the public site (an
 * edit page's `preview`) and its versions (an edit page's `versions`, kept while the form
 * reloads after a restoration).
 */
export function FormPage({
  backTo,
  heading,
  preview,
  versions,
  children,
}: {
  backTo: string;
  heading: string;
  /** The item's previews (staff-item.tsx's ItemPreview). */
  preview?: ReactNode;
  versions?: { type: ContentTypePlural; id: string; onRestored(): void } | undefined;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-6">
      <Link to={backTo} className="text-sm text-brand-600 hover:underline">
        ← Retour à la liste
      </Link>
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {preview || versions ? (
        <WithSidePanelContent
          content={
            <>
              {preview}
              {versions ? <VersionsPanel {...versions} /> : null}
            </>
          }
        >
          {children}
        </WithSidePanelContent>
      ) : (
        children
      )}
    </section>
  );
}

/** What a form needs once loaded; until then `loadingText`, or why it failed. */
export function Loaded<T>({
  value,
  error = null,
  loadingText = "Chargement en cours...",
  children,
}: {
  value: T | null;
  error?: string | null;
  /** SPEC.md §2 names some screens' own loading texts. */
  loadingText?: string;
  children(value: T): ReactNode;
}) {
  if (error) return <Alert message={error} />;
  if (value === null) return <p className="text-slate-600">{loadingText}</p>;
  return children(value);
}
