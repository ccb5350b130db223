import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { CheckList } from "../../components/check-list.tsx";

export interface ServiceTab {
  /** Stable across languages: the ids are built from it. */
  key: string;
  /** The tab's short label. */
  tab: string;
  title: string;
  text: string;
  points: string[];
}

/**
 * A sector's services as tabs (WAI-ARIA tabs pattern, automatic activation): arrows move
 * the selection and the focus together, wrapping at the ends; Home and End jump.
 *
 * Tabs need a script to switch, so the server sends every service as a section of its own,
 * and the tab list stays hidden: without JavaScript the page reads as stacked sections. With
 * JavaScript the page paints them as tabs from the start (app.css, `.service-tabs`), so they
 * do not fold when the modules arrive; once hydrated (`data-js="on"`), the selected panel
 * is the one shown.
 */
export function ServiceTabs({
  services,
  labelledBy,
}: {
  services: ServiceTab[];
  /** The id of the section's heading, which names the tab list. */
  labelledBy: string;
}) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => setEnhanced(true), []);

  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = (key: string) => `${base}-panel-${key}`;
  const headingId = (key: string) => `${base}-heading-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = services.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="service-tabs" data-js={enhanced ? "on" : undefined}>
      <div
        role="tablist"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        // Shown by app.css when scripts run. Stacked on phones: one-word labels
        // ("Magazzinaggio") cannot wrap to share a row.
        className="service-tabs-list gap-1 rounded-xl bg-slate-100 p-1.5 sm:grid-flow-col sm:auto-cols-fr"
      >
        {services.map((service, index) => {
          const active = index === selected;
          return (
            <button
              key={service.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(service.key)}
              aria-selected={active}
              aria-controls={panelId(service.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`rounded-lg px-4 py-3 text-left font-semibold leading-tight transition sm:text-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-100 ${
                active
                  ? "bg-white text-brand-900 shadow-sm"
                  : "text-slate-700 hover:bg-white/60 hover:text-brand-900"
              }`}
            >
              {service.tab}
            </button>
          );
        })}
      </div>
      <div className="service-tabs-panels flex flex-col gap-6">
        {services.map((service, index) => (
          <section
            key={service.key}
            id={panelId(service.key)}
            role={enhanced ? "tabpanel" : undefined}
            aria-labelledby={enhanced ? tabId(service.key) : headingId(service.key)}
            tabIndex={enhanced ? 0 : undefined}
            hidden={enhanced && index !== selected}
            className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 sm:p-8 lg:grid-cols-[3fr_2fr] lg:p-10"
          >
            <div>
              <h3
                id={headingId(service.key)}
                className="text-2xl font-bold leading-tight text-brand-900 sm:text-3xl"
              >
                {service.title}
              </h3>
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{service.text}</p>
            </div>
            <CheckList
              items={service.points}
              className="flex flex-col gap-3 self-start rounded-xl bg-brand-50 p-5 sm:p-6"
              mark="size-5 bg-brand-600 text-white"
            />
          </section>
        ))}
      </div>
    </div>
  );
}
