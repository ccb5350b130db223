// The presence map's drawing (issue 32, point 5; docs/decisions/061): West Africa's
// country shapes from world-atlas (Natural Earth 1:50m, as TopoJSON), projected with
// d3-geo's Mercator into a fixed frame, clipped to it, rounded to whole units of a
// 1000-unit-wide picture and without the points that rounding makes repeat. The shapes
// are projected once, at first use, and kept: a page only picks which to highlight and
// where its offices fall. Runs on the server only (`.server.ts`): the browser receives
// path data, never the atlas or the projection code.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type GeoProjection, geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";
import type { Topology } from "topojson-specification";
import { PRESENCE_MAP_FRAME as FRAME, type PresenceView } from "../../domain/presence.ts";

/** The picture's width in SVG units; its height follows from the frame. */
export const MAP_WIDTH = 1000;

/**
 * world-atlas names countries by their ISO 3166-1 numeric code; the settings by alpha-2.
 * Only the countries the map can highlight (domain/presence.ts) need a name here.
 */
const NUMERIC_TO_ALPHA2: Record<string, string> = {
  "204": "BJ",
  "854": "BF",
  "384": "CI",
  "270": "GM",
  "288": "GH",
  "324": "GN",
  "624": "GW",
  "430": "LR",
  "466": "ML",
  "478": "MR",
  "562": "NE",
  "566": "NG",
  "686": "SN",
  "694": "SL",
  "768": "TG",
};

/**
 * A point is dropped when the triangle it makes with its neighbours is smaller than this,
 * in square degrees: a map unit is about 0.035° across, so about seven square units: at 0.002 the path data weighed 17 KB, at 0.008 10 KB
 * (3.8 KB gzipped) and the coasts and borders still read as drawn.
 */
const SIMPLIFY_MIN_AREA = 0.008;

/**
 * The countries the frame shows but the map cannot highlight: the region's neighbours,
 * drawn as land (the two Congos, whose boxes reach into the frame, draws nothing). Listed so that only the region is simplified, not the world (1.1 s of the
 * 1.5 s the whole atlas took; the test "draws every country the frame shows" checks the list).
 */
const NEIGHBOURS = ["504", "732", "012", "434", "148", "120", "140", "226", "180", "178"];
export const REGION_IDS = new Set([...Object.keys(NUMERIC_TO_ALPHA2), ...NEIGHBOURS]);

type Arcs = number[] | Arcs[];

/**
 * The atlas cut down to `ids`' countries and the arcs they use, renumbered (TopoJSON
 * arc indexes are positions in `arcs`; ~i is arc i reversed).
 */
function regionOf(atlas: Topology, ids: Set<string>): Topology {
  const countries = atlas.objects.countries as unknown as {
    type: "GeometryCollection";
    geometries: { id?: string; arcs?: Arcs }[];
  };
  const kept = countries.geometries.filter((geometry) => ids.has(String(geometry.id)));
  const renumbered = new Map<number, number>();
  const arcs: Topology["arcs"] = [];
  const renumber = (list: Arcs): Arcs =>
    list.map((item) => {
      if (Array.isArray(item)) return renumber(item) as never;
      const index = item < 0 ? ~item : item;
      let next = renumbered.get(index);
      if (next === undefined) {
        next = arcs.push(atlas.arcs[index] as Topology["arcs"][number]) - 1;
        renumbered.set(index, next);
      }
      return item < 0 ? ~next : next;
    }) as Arcs;
  const geometries = kept.map((geometry) =>
    geometry.arcs ? { ...geometry, arcs: renumber(geometry.arcs) } : geometry,
  );
  return {
    ...atlas,
    arcs,
    objects: { countries: { ...countries, geometries } as never },
  };
}

interface BaseMap {
  width: number;
  height: number;
  projection: GeoProjection;
  /** Each country that shows in the frame: its alpha-2 code when it can be highlighted. */
  shapes: { code: string | null; d: string }[];
}

/** Drops a point that rounding made equal to the one before it ("L12,30L12,30"). */
function withoutRepeats(d: string): string {
  let previous = "";
  return d.replace(/([ML])(-?\d+),(-?\d+)/g, (command: string, letter: string, x, y) => {
    const point = `${x},${y}`;
    if (letter === "L" && point === previous) return "";
    previous = point;
    return command;
  });
}

function drawBase(): BaseMap {
  const require = createRequire(import.meta.url);
  const atlas = JSON.parse(
    readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
  ) as Topology;
  // Visvalingam on the topology: a border two countries share is simplified once, the
  // same way for both, so no gap opens between them.
  const topology = simplify(
    presimplify(regionOf(atlas, REGION_IDS) as never),
    SIMPLIFY_MIN_AREA,
  ) as Topology;
  const countries = feature(
    topology,
    topology.objects.countries as never,
  ) as unknown as FeatureCollection<Geometry, { name: string }>;
  // Mercator keeps the frame's edges straight: fitting its two corners fits the frame.
  const corners = {
    type: "MultiPoint" as const,
    coordinates: [
      [FRAME.west, FRAME.north],
      [FRAME.east, FRAME.south],
    ],
  };
  const projection = geoMercator().fitWidth(MAP_WIDTH, corners);
  const [, top] = projection([FRAME.west, FRAME.north]) ?? [0, 0];
  const [, bottom] = projection([FRAME.east, FRAME.south]) ?? [0, 0];
  const height = Math.round(bottom - top);
  projection.clipExtent([
    [0, 0],
    [MAP_WIDTH, height],
  ]);
  const path = geoPath(projection).digits(0);
  const shapes: BaseMap["shapes"] = [];
  for (const country of countries.features as Feature<Geometry, { name: string }>[]) {
    const d = path(country);
    if (!d) continue;
    shapes.push({ code: NUMERIC_TO_ALPHA2[String(country.id)] ?? null, d: withoutRepeats(d) });
  }
  return { width: MAP_WIDTH, height, projection, shapes };
}

let base: BaseMap | undefined;

/** What a page draws: the frame, the land, the highlighted countries, the offices. */
export interface PresenceMap {
  width: number;
  height: number;
  /** Every country of the frame not highlighted, as one path. */
  land: string;
  highlighted: { code: string; d: string }[];
  /** Where each office falls, in the picture's units. */
  offices: { ville: string; x: number; y: number }[];
}

export function presenceMap(presence: PresenceView): PresenceMap {
  base ??= drawBase();
  const { width, height, projection, shapes } = base;
  const codes = new Set(presence.pays.map((country) => country.code));
  return {
    width,
    height,
    land: shapes
      .filter((shape) => !shape.code || !codes.has(shape.code))
      .map((shape) => shape.d)
      .join(""),
    highlighted: shapes.flatMap((shape) =>
      shape.code && codes.has(shape.code) ? [{ code: shape.code, d: shape.d }] : [],
    ),
    offices: presence.bureaux.map((office) => {
      const [x, y] = projection([office.longitude, office.latitude]) ?? [0, 0];
      return { ville: office.ville, x: Math.round(x), y: Math.round(y) };
    }),
  };
}
