import type { ComponentProps } from "react";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";

/**
 * A content item's state and, when `showDate`, its publication date (SPEC.md §4). The
 * caller binds both fields (the form hook's `field(...)`) and decides when the date shows.
 */
export function StateFields<S extends string>({
  states,
  labels,
  stateInput,
  stateError,
  showDate,
  dateLabel,
  dateInput,
  dateError,
}: {
  states: readonly S[];
  labels: Record<S, string>;
  stateInput: ComponentProps<"select">;
  stateError: string | undefined;
  showDate: boolean;
  dateLabel: string;
  dateInput: ComponentProps<"input">;
  dateError: string | undefined;
}) {
  return (
    <>
      <FieldShell label="État" error={stateError}>
        {(a11y) => (
          <select {...a11y} {...stateInput} className={INPUT_CLASS}>
            {states.map((state) => (
              <option key={state} value={state}>
                {labels[state]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {showDate && (
        <FieldShell label={dateLabel} error={dateError}>
          {(a11y) => (
            <input {...a11y} {...dateInput} type="datetime-local" className={INPUT_CLASS} />
          )}
        </FieldShell>
      )}
    </>
  );
}
