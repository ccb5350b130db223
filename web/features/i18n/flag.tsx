import type { Language } from "../../../domain/constants.ts";

// Drawn flags rather than emoji: Windows shows flag emoji as two letters.
const TRICOLOURS: Partial<Record<Language, [string, string, string]>> = {
  fr: ["#0055a4", "#ffffff", "#ef4135"],
  it: ["#009246", "#ffffff", "#ce2b37"],
};

export function Flag({ lang }: { lang: Language }) {
  const tricolour = TRICOLOURS[lang];
  return (
    <svg viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" className="rounded-sm">
      {tricolour ? (
        tricolour.map((colour, i) => (
          <rect key={colour} x={i * 10} width="10" height="20" fill={colour} />
        ))
      ) : (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.5" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
        </>
      )}
    </svg>
  );
}
