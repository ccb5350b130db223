import type { PublicPasskey } from "../../domain/accounts.ts";
import { formatDate } from "../lib/format.ts";

/**
 * A person's passkeys, each with its name, the day it was added and the day it last
 * signed in: on one's profile (to remove one's own) and on a user's edit screen (for an
 * administrator to revoke one). The screens own the calls; this is what they show.
 */
export function PasskeyList({
  keys,
  actionLabel,
  actionName,
  onAction,
  busy,
  emptyText,
}: {
  keys: PublicPasskey[];
  /** The button's text ('Supprimer', 'Révoquer'). */
  actionLabel: string;
  /** Its accessible name for `key`: which key the button acts on. */
  actionName(key: PublicPasskey, added: string): string;
  onAction(key: PublicPasskey): void;
  busy: boolean;
  emptyText: string;
}) {
  if (keys.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded border border-slate-200">
      {keys.map((key) => {
        const added = formatDate("fr", key.dateCreation);
        const lastUsed = key.derniereUtilisation
          ? `Dernière utilisation le ${formatDate("fr", key.derniereUtilisation)}`
          : "Jamais utilisée";
        return (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium break-words">{key.nom}</span>
              <span className="text-sm text-slate-600">Ajoutée le {added}</span>
              <span className="text-sm text-slate-600">{lastUsed}</span>
            </div>
            <button
              type="button"
              onClick={() => onAction(key)}
              disabled={busy}
              aria-label={actionName(key, added)}
              className="min-h-11 rounded border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {actionLabel}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
