/**
 * A list of short promises, each after a round check mark. `mark` gives the mark's size
 * and colours, which follow the band the list sits on (a sector's accent, for one).
 */
export function CheckList({
  items,
  label,
  className = "flex flex-col gap-3",
  itemClassName = "text-slate-800",
  mark = "size-6 bg-brand-600 text-white",
}: {
  items: string[];
  /** The list's accessible name, when the heading above does not give it. */
  label?: string;
  className?: string;
  itemClassName?: string;
  mark?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-3 ${itemClassName}`}>
          <span
            aria-hidden="true"
            className={`mt-0.5 flex shrink-0 items-center justify-center rounded-full text-xs font-bold ${mark}`}
          >
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
