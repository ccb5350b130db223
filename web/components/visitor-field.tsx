const INPUT_CLASS =
  "w-full rounded border px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
const inputClass = (error: string | undefined) =>
  `${INPUT_CLASS} ${error ? "border-red-600" : "border-slate-300"}`;

/**
 * A field of a visitor's form (contact, job application): its label (a * outside it when required), the control, and under
 * it the field's own error, which the control names by aria-describedby (issue 20).
 */
export function VisitorField({
  id,
  label,
  required = false,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  children: (a11y: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    className: string;
  }) => React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(error ? { "aria-describedby": `${id}-error` } : {}),
        className: inputClass(error),
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
