// The presence map's drawing (issue 32, point 5): the countries the settings name are the
// highlighted ones, each office's point falls inside its country, the picture keeps its
// frame and stays light.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRESENCE_DEFAULTS, presenceInLanguage } from "../../domain/presence.ts";
import { MAP_WIDTH, presenceMap } from "./presence-map.server.ts";

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

  it("weighs little: rounded, simplified path data under 12 KB (5 KB gzipped)", () => {
    const data = map.land + map.highlighted.map((country) => country.d).join("");
    expect(data).not.toMatch(/\d\.\d/);
    expect(data.length).toBeLessThan(12_000);
    expect(gzipSync(data).length).toBeLessThan(5_000);
  });
});
