import { useState } from "react";
import { isPageTextKey } from "../../../domain/page-texts.ts";
import { pagePictureNames, pageVisualSlots } from "../../../domain/page-visuals.ts";
import type { PageView } from "../../lib/api-types.ts";
import { PagePictureField } from "./page-picture-field.tsx";
import { PageVideoField } from "./page-video-field.tsx";

/**
 * A page's key visuals (issue 31 point 2), above its texts: each is saved on its own, at
 * once, as the logo is, so choosing one never sends (nor resets) the texts being typed.
 * Pages without visuals (contact, legal pages) show nothing.
 */
export function PageVisualsSection({ page }: { page: PageView }) {
  const [current, setCurrent] = useState(page);
  const [notice, setNotice] = useState("");
  if (!isPageTextKey(page.cle)) return null;
  const slots = pageVisualSlots(page.cle);
  if (!slots.visuel && !slots.video && !slots.visuelPartage) return null;
  const changed = (next: PageView, message: string) => {
    setCurrent(next);
    setNotice(message);
  };
  return (
    <section
      aria-labelledby="page-visuals-title"
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="page-visuals-title" className="text-lg font-semibold">
          Visuels
        </h2>
        <p className="text-sm text-slate-600">
          Enregistrés dès qu'ils sont choisis, indépendamment des textes ci-dessous.
        </p>
      </div>
      <p
        role="status"
        className={
          notice
            ? "rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
            : "sr-only"
        }
      >
        {notice}
      </p>
      {pagePictureNames(page.cle).map((name) => (
        <PagePictureField
          key={name}
          cle={page.cle}
          name={name}
          label={slots[name]?.label ?? name}
          picture={current[name] ?? null}
          whenNone={slots[name]?.whenNone ?? ""}
          onChange={changed}
        />
      ))}
      {slots.video ? (
        <PageVideoField cle={page.cle} video={current.video ?? null} onChange={changed} />
      ) : null}
    </section>
  );
}
