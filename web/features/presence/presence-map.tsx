import type { PresenceView } from "../../../domain/presence.ts";
import { useTexts } from "../../i18n/texts.tsx";
import type { PresenceMap as PresenceMapDrawing } from "../../lib/presence-map.server.ts";

/** An office's label goes left of its point when the point is this far right (per cent). */
const LABEL_LEFT_FROM = 78;

/**
 * The group's presence (issue 32, point 5): the map of West Africa drawn on the server
 * (web/lib/presence-map.server.ts) beside the same facts as text. The map is a picture
 * of the list, hidden from assistive technologies: the list is what they read, and what
 * a phone shows under the map. The offices' points and names are HTML laid over the
 * shapes, so that they keep their size however wide the map is drawn.
 */
export function PresenceMap({
  map,
  presence,
}: {
  map: PresenceMapDrawing;
  presence: PresenceView;
}) {
  const { t } = useTexts();
  const percent = (value: number, of: number) => `${Math.round((value / of) * 1000) / 10}%`;
  return (
    <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
      <div aria-hidden="true" data-presence-map="">
        <div
          className="relative overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-600/10"
          style={{ aspectRatio: `${map.width} / ${map.height}` }}
        >
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${map.width} ${map.height}`}
            className="absolute inset-0 size-full"
            focusable="false"
          >
            <path d={map.land} className="fill-slate-200 stroke-white" strokeWidth={1.5} />
            {map.highlighted.map((country) => (
              <path
                key={country.code}
                d={country.d}
                data-pays={country.code}
                className="fill-brand-600 stroke-white"
                strokeWidth={1.5}
              />
            ))}
          </svg>
          {map.offices.map((office) => {
            const x = percent(office.x, map.width);
            const toLeft = (office.x / map.width) * 100 > LABEL_LEFT_FROM;
            return (
              <span
                key={office.ville}
                className={`absolute flex -translate-y-1/2 items-center gap-1.5 ${toLeft ? "-translate-x-full flex-row-reverse" : ""}`}
                style={{ left: x, top: percent(office.y, map.height) }}
              >
                <span
                  className={`size-3 shrink-0 rounded-full bg-accent-500 ring-[3px] ring-white sm:size-3.5 ${toLeft ? "translate-x-1/2" : "-translate-x-1/2"}`}
                />
                <span className="rounded bg-white/95 px-1.5 py-0.5 text-xs leading-tight font-semibold whitespace-nowrap text-brand-900 shadow-sm sm:text-sm">
                  {office.ville}
                </span>
              </span>
            );
          })}
        </div>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-2">
            <span className="size-3 rounded-sm bg-brand-600" />
            {t("presence.country")}
          </span>
          <span className="flex items-center gap-2">
            <span className="size-3 rounded-full bg-accent-500" />
            {t("presence.office")}
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-8">
        {presence.bureaux.length > 0 ? (
          <div>
            <h3 className="text-xl font-semibold text-brand-900">{t("presence.offices")}</h3>
            <ul className="mt-3 flex flex-col gap-2">
              {presence.bureaux.map((office) => (
                <li key={office.ville} className="flex items-baseline gap-3">
                  <span
                    aria-hidden="true"
                    className="size-2.5 shrink-0 rounded-full bg-accent-500"
                  />
                  <span>
                    <span className="font-semibold text-brand-900">{office.ville}</span>,{" "}
                    {office.nomPays}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3 className="text-xl font-semibold text-brand-900">{t("presence.countries")}</h3>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2">
            {presence.pays.map((country) => (
              <li key={country.code} className="flex items-baseline gap-3">
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-sm bg-brand-600" />
                {country.nom}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
