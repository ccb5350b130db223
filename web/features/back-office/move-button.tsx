/**
 * A list's "move up" or "move down" button (the categories', the people's): an arrow, its
 * action named for screen readers and on hover, greyed at the end of the list.
 */
export function MoveButton({
  label,
  arrow,
  disabled,
  onClick,
}: {
  label: string;
  arrow: "↑" | "↓";
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-9 w-9 items-center justify-center rounded border border-slate-300 text-base hover:border-brand-600 disabled:opacity-30"
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}
