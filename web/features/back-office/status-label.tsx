// States and statuses as coloured labels that say their word (issue 19, part 6): the colour
// helps a glance, the text carries the meaning (never colour alone). Contrast AA on each.

type Tone = "neutral" | "success" | "info" | "warning" | "danger";

const TONES: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  info: "bg-sky-50 text-sky-800 ring-sky-300",
  warning: "bg-amber-50 text-amber-900 ring-amber-300",
  danger: "bg-red-50 text-red-800 ring-red-300",
};

/** The tone of each stored value of a state, a status, a delivery or an account. */
const TONE_OF: Record<string, Tone> = {
  brouillon: "neutral",
  planifié: "info",
  publié: "success",
  actif: "success",
  expiré: "warning",
  retiré: "danger",
  "en cours": "info",
  livré: "success",
  inactif: "neutral",
  "invitation envoyée": "info",
  "invitation expirée": "warning",
};

/** `value` (as stored: 'publié', 'en cours') shown as `label` ('Publié', 'En cours'). */
export function StatusLabel({ value, label }: { value: string; label: string }) {
  const tone = TONES[TONE_OF[value] ?? "neutral"];
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {label}
    </span>
  );
}
