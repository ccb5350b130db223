import { type ReactNode, Suspense, use } from "react";
import type { Choice } from "./content-form.tsx";

const NONE: Readonly<Record<string, readonly Choice[]>> = {};

/**
 * A form once the choices of its reference fields have come (a project's sectors, read by
 * the screen's loader); the loading text until then. A form without any shows at once.
 */
export function ChoicesRead({
  choices,
  children,
}: {
  choices: Promise<Readonly<Record<string, readonly Choice[]>>> | undefined;
  children(choices: Readonly<Record<string, readonly Choice[]>>): ReactNode;
}) {
  if (!choices) return children(NONE);
  return (
    <Suspense fallback={<p className="text-slate-600">Chargement en cours...</p>}>
      <ChoicesSettled choices={choices}>{children}</ChoicesSettled>
    </Suspense>
  );
}

function ChoicesSettled({
  choices,
  children,
}: {
  choices: Promise<Readonly<Record<string, readonly Choice[]>>>;
  children(choices: Readonly<Record<string, readonly Choice[]>>): ReactNode;
}) {
  return children(use(choices));
}
