import { DraftNotice } from "../../components/form-field.tsx";

/**
 * A working copy of the item found on the server (saved here or on another device, docs/
 * decisions/053), offered until the person resumes it or discards it.
 */
export function WorkingCopyNotice({
  savedAt,
  onResume,
  onDiscard,
}: {
  savedAt: Date;
  onResume(): void;
  onDiscard(): void;
}) {
  return (
    <DraftNotice
      savedAt={savedAt}
      onRestore={onResume}
      onDiscard={onDiscard}
      found={(when) =>
        `Une copie de travail du ${when}, non enregistrée dans l'élément, a été retrouvée.`
      }
      restoreLabel="Reprendre la copie de travail"
      discardLabel="Abandonner la copie"
    />
  );
}
