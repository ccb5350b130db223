// The presence map's drawing (issue 32, point 5): the countries the settings name are the
// highlighted ones, each office's point falls inside its country, the picture keeps its
// frame and stays light.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { geoBounds } from "d3-geo";
import type { FeatureCollection, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import {
  PRESENCE_MAP_FRAME as FRAME,
  PRESENCE_DEFAULTS,
  presenceInLanguage,
} from "../../domain/presence.ts";
import { MAP_WIDTH, presenceMap, REGION_IDS } from "./presence-map.server.ts";

/** The box a path's points span, in the picture's units. */
function boxOf(d: string) {
  const points = [...d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const xs = points.map(([x]) => x as number);
  const ys = points.map(([, y]) => y as number);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

const demo = presenceInLanguage(PRESENCE_DEFAULTS, "fr");

describe("presenceMap", () => {
  const map = presenceMap(demo);

  it("highlights exactly the countries of the settings, each with its shape", () => {
    expect(map.highlighted.map((country) => country.code).sort()).toEqual(
      [...PRESENCE_DEFAULTS.pays].sort(),
    );
    for (const country of map.highlighted) expect(country.d).toMatch(/^M\d+,\d+L/);
    // The others are drawn as land, not left out: Nigeria and Mauritania are not the demo's.
    expect(map.land.length).toBeGreaterThan(1000);
  });

  it("puts each office inside its country's box", () => {
    for (const office of PRESENCE_DEFAULTS.bureaux) {
      const country = map.highlighted.find((shape) => shape.code === office.pays);
      const point = map.offices.find((shown) => shown.ville === office.ville);
      if (!country || !point) throw new Error(`${office.ville} is not on the map`);
      const box = boxOf(country.d);
      expect(point.x).toBeGreaterThanOrEqual(box.left);
      expect(point.x).toBeLessThanOrEqual(box.right);
      expect(point.y).toBeGreaterThanOrEqual(box.top);
      expect(point.y).toBeLessThanOrEqual(box.bottom);
    }
  });

  it("keeps West Africa's fixed frame: west to east, north to south, clipped to it", () => {
    expect(map.width).toBe(MAP_WIDTH);
    expect(map.height).toBeGreaterThan(550);
    expect(map.height).toBeLessThan(700);
    const senegal = boxOf(map.highlighted.find((c) => c.code === "SN")?.d ?? "");
    const niger = boxOf(map.highlighted.find((c) => c.code === "NE")?.d ?? "");
    const ivoryCoast = boxOf(map.highlighted.find((c) => c.code === "CI")?.d ?? "");
    expect(senegal.left).toBeLessThan(niger.left);
    expect(niger.top).toBeLessThan(ivoryCoast.top);
    const all = boxOf(map.land + map.highlighted.map((c) => c.d).join(""));
    expect(all.left).toBeGreaterThanOrEqual(0);
    expect(all.right).toBeLessThanOrEqual(map.width);
    expect(all.top).toBeGreaterThanOrEqual(0);
    expect(all.bottom).toBeLessThanOrEqual(map.height);
  });

  it("changes with the settings: another country highlighted, no office drawn", () => {
    const other = presenceMap({ pays: [{ code: "NG", nom: "Nigeria" }], bureaux: [] });
    expect(other.highlighted.map((country) => country.code)).toEqual(["NG"]);
    expect(other.offices).toEqual([]);
    // Senegal went back to the land.
    expect(other.land).toContain(map.highlighted.find((c) => c.code === "SN")?.d);
  });

  it("draws every country the frame shows: none of the atlas's others reaches into it", () => {
    const atlas = JSON.parse(
      readFileSync(
        createRequire(import.meta.url).resolve("world-atlas/countries-50m.json"),
        "utf8",
      ),
    ) as Topology;
    const world = feature(atlas, atlas.objects.countries as never) as unknown as FeatureCollection;
    // Polygon by polygon: the Netherlands' box, Caribbean islands included, spans the frame.
    const reaches = (polygon: Polygon) => {
      const [[west, south], [east, north]] = geoBounds(polygon);
      return west < FRAME.east && east > FRAME.west && south < FRAME.north && north > FRAME.south;
    };
    const inFrame = world.features.filter(({ geometry }) =>
      geometry.type === "MultiPolygon"
        ? geometry.coordinates.some((coordinates) => reaches({ type: "Polygon", coordinates }))
        : geometry.type === "Polygon" && reaches(geometry),
    );
    expect(inFrame.length).toBeGreaterThan(20);
    for (const country of inFrame)
      expect(REGION_IDS, String(country.id)).toContain(String(country.id));
  });

  it("weighs little: rounded, simplified path data under 12 KB (5 KB gzipped)", () => {
    const data = map.land + map.highlighted.map((country) => country.d).join("");
    expect(data).not.toMatch(/\d\.\d/);
    expect(data.length).toBeLessThan(12_000);
    expect(gzipSync(data).length).toBeLessThan(5_000);
  });
});
