import { HONEYPOT_FIELD } from "../../domain/constants.ts";

/**
 * The visitors' forms' trap: hidden from people (and from screen readers and the keyboard),
 * filled by robots, whose sends the server then answers and drops.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {HONEYPOT_FIELD}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
