// A column chart drawn as plain SVG by React (issue 31 point 6): no charting library, no
// effect, no canvas, so the figures are in the markup itself, whether React renders it on
// the server or in the browser, and the chart reads without any script running. Its
// figures are also a table that screen readers read (the drawing is hidden from them).
//
// The SVG has no viewBox: columns are placed in percentages of its width and in pixels of
// its fixed height, so its words keep their size on a phone instead of shrinking with the
// drawing. The vertical scale's figures are HTML beside it, at the pixel heights of its
// lines.

import type { ReactNode } from "react";

/** One coloured part of a column: a series' value. */
export interface ColumnPart {
  /** The series, as the legend and the table name it. */
  series: string;
  value: number;
  /** A Tailwind `fill-…` class, written out whole so that Tailwind finds it. */
  fill: string;
}

export interface Column {
  /** Under the column when `labelled` ("3 nov."). */
  label: string;
  /** Its full name, in the table and the tooltip ("lundi 3 novembre"). */
  name: string;
  parts: ColumnPart[];
  /** Whether its label shows on a phone, and from 640 px (others show in the table). */
  labelled: { phone: boolean; wide: boolean };
}

const HEIGHT = 200;
const TOP = 22;
const BOTTOM = 24;
const PLOT = HEIGHT - TOP - BOTTOM;
const TICKS = 4;

const NUMBER = new Intl.NumberFormat("fr-FR");
export const formatNumber = (value: number) => NUMBER.format(value);

/** A round top for the scale: 1, 2 or 5 times a power of ten per step, four steps. */
export function scaleTop(max: number): number {
  if (max <= TICKS) return TICKS;
  const rough = max / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return step * TICKS;
}

const columnTotal = (column: Column) => column.parts.reduce((sum, part) => sum + part.value, 0);

/**
 * A figure: its summary in words, the drawing, and the same figures as a table.
 * `unit` heads the vertical scale ("Vues"), `axis` names the horizontal one ("Jour").
 */
export function ColumnChart({
  id,
  labelledBy,
  caption,
  summary,
  unit,
  axis,
  columns,
  legend,
  empty,
}: {
  id: string;
  /** The heading that names the chart on screen (its panel's). */
  labelledBy: string;
  /** Its name in words for the table and the drawing's title. */
  caption: string;
  summary: ReactNode;
  unit: string;
  axis: string;
  columns: Column[];
  /** The series with their colour (several series are stacked), shown above the drawing. */
  legend?: { series: string; swatch: string; total: number }[];
  /** Said over the drawing when every column is 0. */
  empty: string;
}) {
  const top = scaleTop(Math.max(0, ...columns.map(columnTotal)));
  const y = (value: number) => TOP + PLOT - (value / top) * PLOT;
  const slot = 100 / columns.length;
  const gap = Math.min(30, 200 / columns.length);
  const allZero = columns.every((column) => columnTotal(column) === 0);
  const series = legend?.map((entry) => entry.series) ?? [];
  const stacked = series.length > 1;

  return (
    <figure aria-labelledby={labelledBy} className="flex flex-col gap-3">
      <figcaption id={`${id}-summary`} className="text-sm text-slate-700">
        {summary}
      </figcaption>
      {legend && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {legend.map((entry) => (
            <li key={entry.series} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${entry.swatch}`} />
              {entry.series}
              <span className="font-medium text-slate-900">{formatNumber(entry.total)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="relative grid grid-cols-[auto_1fr] gap-2" aria-hidden="true">
        <div
          className="relative text-right text-xs text-slate-600"
          style={{
            height: HEIGHT,
            width: `${Math.max(2, formatNumber(top).length) * 0.5 + 0.5}rem`,
          }}
        >
          <span className="absolute top-0 left-0 font-medium whitespace-nowrap text-slate-700">
            {unit}
          </span>
          {Array.from({ length: TICKS }, (_, i) => (i + 1) * (top / TICKS)).map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 tabular-nums"
              style={{ top: y(tick) }}
            >
              {formatNumber(tick)}
            </span>
          ))}
          <span className="absolute right-0 -translate-y-1/2" style={{ top: y(0) }}>
            0
          </span>
        </div>
        <svg width="100%" height={HEIGHT} className="block overflow-visible">
          <title>{caption}</title>
          {Array.from({ length: TICKS }, (_, i) => (i + 1) * (top / TICKS)).map((tick) => (
            <line
              key={tick}
              x1="0"
              x2="100%"
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeDasharray="3 3"
            />
          ))}
          {columns.map((column, index) => {
            let base = 0;
            return (
              <g key={column.name}>
                <title>{`${column.name} : ${tooltip(column, stacked)}`}</title>
                {/* The whole slot answers the pointer, an empty day too. */}
                <rect
                  x={`${index * slot}%`}
                  y={TOP}
                  width={`${slot}%`}
                  height={PLOT}
                  className="fill-transparent hover:fill-slate-100"
                />
                {column.parts.map((part) => {
                  if (part.value === 0) return null;
                  const from = base;
                  base += part.value;
                  return (
                    <rect
                      key={part.series}
                      x={`${index * slot + (slot * gap) / 200}%`}
                      width={`${slot * (1 - gap / 100)}%`}
                      y={y(base)}
                      height={Math.max(1, y(from) - y(base))}
                      className={`${part.fill} stroke-white`}
                      strokeWidth={stacked ? 1 : 0}
                    />
                  );
                })}
                {(column.labelled.phone || column.labelled.wide) && (
                  <text
                    x={`${index * slot + slot / 2}%`}
                    y={HEIGHT - 6}
                    textAnchor="middle"
                    className={`fill-slate-600 text-[11px] ${
                      column.labelled.phone ? "" : "hidden sm:inline"
                    } ${column.labelled.wide ? "" : "sm:hidden"}`}
                  >
                    {column.label}
                  </text>
                )}
              </g>
            );
          })}
          <line x1="0" x2="100%" y1={y(0)} y2={y(0)} className="stroke-slate-400" />
        </svg>
        {allZero && (
          <p className="absolute inset-x-10 top-1/3 text-center text-sm text-slate-600">{empty}</p>
        )}
        <span className="col-start-2 -mt-1 text-right text-xs text-slate-600">{axis}</span>
      </div>
      {/* Hidden from sight by a box: a table of its own ignores sr-only's width. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{axis}</th>
              {stacked ? (
                series.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))
              ) : (
                <th scope="col">{unit}</th>
              )}
              {stacked && <th scope="col">Total</th>}
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.name}>
                <th scope="row">{column.name}</th>
                {column.parts.map((part) => (
                  <td key={part.series}>{formatNumber(part.value)}</td>
                ))}
                {stacked && <td>{formatNumber(columnTotal(column))}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function tooltip(column: Column, stacked: boolean): string {
  if (!stacked) return formatNumber(column.parts[0]?.value ?? 0);
  const parts = column.parts.filter((part) => part.value > 0);
  const total = formatNumber(columnTotal(column));
  return parts.length === 0
    ? "0"
    : `${total} (${parts.map((part) => `${part.series} ${formatNumber(part.value)}`).join(", ")})`;
}
