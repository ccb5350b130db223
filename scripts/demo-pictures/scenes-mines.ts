// Mining scenes: open pits, drill rigs, core trays, quarries, tailings ponds, field survey,
// the map table, stockyards and equipment for rent.

import { BRAND, bands, hull2, person, SubScene, scatterTrees, stockpile, truck } from "./props.ts";
import { flat, powerLine, type Shot, stage } from "./stage.ts";
import { between, H, mix, n1, type P2, polygon, scale, W } from "./svg.ts";
import { Layer, type Scene, type V3, v3 } from "./world.ts";

/** A ring of points around a pit centre at a depth, slightly irregular so it reads as rock. */
function ring(cx: number, cz: number, rx: number, rz: number, y: number, wobble: number[]): V3[] {
  const out: V3[] = [];
  const n = wobble.length;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const w = 1 + (wobble[i] ?? 0);
    out.push(v3(cx + Math.cos(a) * rx * w, y, cz + Math.sin(a) * rz * w));
  }
  return out;
}

export interface PitSpec {
  cx: number;
  cz: number;
  rx: number;
  rz: number;
  levels: number;
  bench: number;
  depthPerLevel: number;
  rock: string[];
  water: string | null;
  green: number;
  trucks: number;
}

/**
 * An open pit as nested benches. Each level is clipped by the opening of the level above, so
 * the near walls hide what they should and the far walls show their strata.
 */
export function openPit(s: Scene, p: PitSpec): void {
  const wob = Array.from(
    { length: 40 },
    (_, i) => 0.05 * Math.sin(i * 0.9) + 0.03 * Math.sin(i * 2.3 + p.cx),
  );
  const groups: string[] = [];
  let closing = "";
  for (let k = 0; k < p.levels; k++) {
    const y = -k * p.depthPerLevel;
    const rx = p.rx - k * p.bench;
    const rz = p.rz - k * p.bench * (p.rz / p.rx);
    if (rx < p.bench) break;
    const rock = p.rock[k % p.rock.length] ?? "#9a6a4a";
    const bench = ring(p.cx, p.cz, rx, rz, y, wob);
    const opening = ring(
      p.cx,
      p.cz,
      rx - p.bench * 0.35,
      rz - p.bench * 0.35 * (p.rz / p.rx),
      y,
      wob,
    );
    const d = s.dist(v3(p.cx, y, p.cz));
    const benchFill = s.atm(
      s.lit(mix(rock, "#6f8a3a", k < 3 ? p.green : p.green * 0.3), v3(0, 1, 0)),
      d,
    );
    const wallFill = s.atm(s.lit(scale(rock, 0.82), v3(0, 0.3, -1)), d);
    const b2 = s.projectPoly(bench);
    const o2 = s.projectPoly(opening);
    const clip = s.doc.clip(polygon(o2, ""));
    // The bench top, then the wall going down inside the opening.
    groups.push(polygon(b2, `fill="${benchFill}"`), s.texture(b2, "grain", 0.08));
    groups.push(
      `<g clip-path="${clip}">`,
      polygon(o2, `fill="${wallFill}"`),
      s.texture(o2, "strata", 0.3),
    );
    closing += "</g>";
  }
  if (p.water) {
    const k = p.levels;
    const rx = Math.max(p.bench, p.rx - k * p.bench);
    const pond = s.projectPoly(ring(p.cx, p.cz, rx, rx * (p.rz / p.rx), -k * p.depthPerLevel, wob));
    groups.push(
      polygon(pond, `fill="${s.atm(p.water, s.dist(v3(p.cx, 0, p.cz)))}"`),
      polygon(pond, `fill="#ffffff" opacity="0.12"`),
    );
  }
  groups.push(closing);
  s.add(Layer.MARKS, 2, groups.join(""));
  // Haul trucks on the benches, as small yellow boxes.
  for (let i = 0; i < p.trucks; i++) {
    const k = 1 + (i % Math.max(1, p.levels - 2));
    const a = Math.PI * (1.15 + 0.25 * i);
    const rx = p.rx - k * p.bench + p.bench * 0.6;
    const rz = (p.rz / p.rx) * rx;
    const x = p.cx + Math.cos(a) * rx;
    const z = p.cz + Math.sin(a) * rz;
    const y = -k * p.depthPerLevel;
    const pt = s.project(v3(x, y, z));
    if (!pt) continue;
    const k2 = s.pxPerM(v3(x, y, z));
    s.add(
      Layer.MARKS,
      3,
      `<rect x="${n1(pt.x - 4 * k2)}" y="${n1(pt.y - 4 * k2)}" width="${n1(8 * k2)}" height="${n1(4 * k2)}" fill="${s.atm(BRAND.gold, s.dist(v3(x, y, z)))}"/><rect x="${n1(pt.x - 4 * k2)}" y="${n1(pt.y - 5.5 * k2)}" width="${n1(5 * k2)}" height="${n1(1.8 * k2)}" fill="${s.atm("#8a5a3a", s.dist(v3(x, y, z)))}"/>`,
    );
  }
}

/** An open-pit mine landscape: the pit, waste dumps, a haul road, plant buildings. */
export function pitLandscape(
  shot: Shot,
  opts: {
    pit: Omit<PitSpec, "cx" | "cz">;
    at: [number, number];
    soil: string;
    trees: number;
    plant: boolean;
    dumps: string;
  },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#7e8a5e", 6000, 120, 1.2);
  s.ground(opts.soil, { mottle: 0.3, grain: 0.04, far: 3000 });
  openPit(s, { ...opts.pit, cx: opts.at[0], cz: opts.at[1] });
  // Waste dumps: long flat-topped mounds beside the pit.
  for (let i = 0; i < 3; i++) {
    const x = opts.at[0] + (i - 1) * opts.pit.rx * 1.3 + opts.pit.rx * 1.2;
    stockpile(s, x, opts.at[1] + opts.pit.rz * 1.6 + i * 40, 60 + i * 10, 18, opts.dumps, 0.1);
  }
  if (opts.plant) {
    const px = opts.at[0] - opts.pit.rx * 1.5;
    const pz = opts.at[1] - opts.pit.rz * 0.4;
    s.box(
      { x0: px, x1: px + 40, z0: pz, z1: pz + 25, y1: 14 },
      {
        wall: "#d8dadb",
        top: "#a9b0b6",
        edge: true,
        decorate: (f, fill) => bands(s, f, 12, scale(fill, 0.9), 0.5, true),
      },
    );
    s.box(
      { x0: px + 45, x1: px + 55, z0: pz + 5, z1: pz + 15, y1: 22 },
      { wall: BRAND.blue, edge: true },
    );
    stockpile(s, px + 70, pz + 10, 14, 9, "#7a6a5a");
  }
  scatterTrees(
    s,
    ["acacia", "bush", "baobab", "mango"],
    opts.trees,
    { x0: -1500, x1: 1500, z0: 40, z1: 2500 },
    [6, 15],
    (x, z) => Math.hypot((x - opts.at[0]) / opts.pit.rx, (z - opts.at[1]) / opts.pit.rz) < 1.6,
  );
  return s.toSvg();
}

/** A drill rig on its pad: mast, rods rack, compressor, core boxes, crew, camp in the distance. */
export function drillRig(
  shot: Shot,
  opts: { rig: string; mastTilt: number; soil: string; green: number; tents: number },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge(mix("#6e7a4a", "#a08a5a", 1 - opts.green), 3000, 110, 1.3);
  s.ridge(mix("#5a7040", "#8a7a5a", 1 - opts.green), 1400, 40, 1, true);
  s.ground(opts.soil, { mottle: 0.32, grain: 0.05 });
  flat(s, -14, 14, 8, 34, mix(opts.soil, "#d0a070", 0.3), 0.02, 0.06);
  const x = 0;
  const z = 22;
  const sub = new SubScene(s);
  sub.box(
    { x0: x - 1.3, x1: x + 1.3, z0: z - 4, z1: z + 4, y0: 0.5, y1: 1.6 },
    { wall: "#3b4148", edge: true },
  );
  sub.box(
    { x0: x - 1.2, x1: x + 1.2, z0: z - 3.8, z1: z - 0.5, y0: 1.6, y1: 3.6 },
    { wall: opts.rig, edge: true, decorate: (f, fill) => bands(s, f, 5, scale(fill, 0.8), 0.5) },
  );
  // The mast, tilted for an inclined hole: a thin lattice box drawn as a polygon along its axis.
  const tilt = (opts.mastTilt * Math.PI) / 180;
  const top = v3(x + Math.sin(tilt) * 11, 1.6 + Math.cos(tilt) * 11, z + 2.5);
  const foot = v3(x, 1.6, z + 2.5);
  const a = s.project(foot);
  const b = s.project(top);
  if (a && b) {
    const k = s.pxPerM(foot);
    const w = 0.35 * k;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    const nx = (-dy / len) * w;
    const ny = (dx / len) * w;
    const mast: P2[] = [
      { x: a.x + nx, y: a.y + ny },
      { x: b.x + nx, y: b.y + ny },
      { x: b.x - nx, y: b.y - ny },
      { x: a.x - nx, y: a.y - ny },
    ];
    const col = s.surface(opts.rig, v3(0, 0, -1), foot);
    let lattice = "";
    for (let i = 0; i < 14; i++) {
      const t0 = i / 14;
      const t1 = (i + 1) / 14;
      lattice += `<line x1="${n1(a.x + dx * t0 + nx)}" y1="${n1(a.y + dy * t0 + ny)}" x2="${n1(a.x + dx * t1 - nx)}" y2="${n1(a.y + dy * t1 - ny)}" stroke="${scale(col, 0.6)}" stroke-width="0.8"/>`;
    }
    sub.raw(s.dist(foot) - 1, polygon(mast, `fill="${col}"`) + lattice);
  }
  s.add(Layer.OBJECT, s.dist(v3(x, 2, z)), sub.svg());
  s.shadow({ x0: x - 1.3, x1: x + 1.3, z0: z - 4, z1: z + 4, y1: 3.6 });
  s.shadowOfFootprint(
    [
      [x - 0.3, z + 2.2],
      [x + 0.3, z + 2.8],
      [x + Math.sin(tilt) * 3, z + 2.5],
    ],
    11,
  );
  // Rod rack and core boxes on pallets.
  s.box(
    { x0: x + 4, x1: x + 9, z0: z - 2, z1: z - 1, y1: 0.8 },
    {
      wall: "#6a6f74",
      top: "#8a9096",
      edge: true,
      decorate: (f, fill) => (f.name === "top" ? bands(s, f, 10, scale(fill, 0.7), 0.5) : ""),
    },
  );
  for (let i = 0; i < 4; i++)
    s.box(
      {
        x0: x - 8 + i * 1.2,
        x1: x - 7 + i * 1.2,
        z0: z - 6,
        z1: z - 4.6,
        y1: 0.3 + (i % 2) * 0.25,
      },
      { wall: "#8a5a3a", top: "#9a9088", edge: true },
    );
  s.box({ x0: x + 5, x1: x + 8, z0: z + 4, z1: z + 9, y1: 2.2 }, { wall: "#e6e6e0", edge: true });
  person(s, x - 2.2, z - 5);
  person(s, x + 2.6, z - 3.5, "#f0a020", "#ffffff");
  for (let i = 0; i < opts.tents; i++)
    s.box(
      { x0: -60 + i * 9, x1: -54 + i * 9, z0: 120, z1: 126, y1: 2.6 },
      { wall: i % 2 ? "#eef6ff" : "#d99a1e", edge: true },
    );
  scatterTrees(
    s,
    opts.green > 0.5 ? ["mango", "acacia", "bush", "palm"] : ["acacia", "bush", "baobab"],
    30,
    { x0: -500, x1: 500, z0: 40, z1: 900 },
    [5, 13],
  );
  return s.toSvg();
}

/** Core trays seen from above: rows of drill core, the mineralised intervals catching the eye. */
export function coreTrays(
  shot: Shot,
  opts: { rock: string[]; highlight: string; rows: number; trayColor: string },
): string {
  const s = stage(shot);
  // Out of focus behind the trays: the core shed's shade and the bright yard beyond.
  const back = s.doc.linear(
    [
      [0, "#3b3128"],
      [0.55, "#6b5a48"],
      [1, mix("#c9a27a", s.light.haze, 0.4)],
    ],
    0,
    0,
    0,
    Math.max(40, s.horizonY),
  );
  s.add(Layer.SKY, 0, `<rect width="${W}" height="${H}" fill="${back}"/>`);
  s.ground("#a6794f", { mottle: 0.25, grain: 0.06 });
  for (let r = 0; r < opts.rows; r++) {
    const z = 2 + r * 1.15;
    s.box(
      { x0: -2.2, x1: 2.2, z0: z, z1: z + 1, y1: 0.12 },
      { wall: opts.trayColor, top: scale(opts.trayColor, 0.8), edge: true },
    );
    for (let c = 0; c < 5; c++) {
      const cz = z + 0.1 + c * 0.18;
      let x = -2.1;
      while (x < 2.05) {
        const len = between(s.rnd, 0.15, 0.7);
        const x1 = Math.min(2.1, x + len);
        const rich = s.rnd() < 0.18;
        const col = rich
          ? opts.highlight
          : (opts.rock[Math.floor(s.rnd() * opts.rock.length)] ?? "#8a8a8a");
        s.box(
          { x0: x, x1, z0: cz, z1: cz + 0.14, y0: 0.06, y1: 0.19 },
          { wall: col, top: scale(col, 1.08), shadow: false },
        );
        x = x1 + 0.015;
      }
    }
  }
  // Shade-net battens overhead stripe the trays with soft shadow.
  const zEnd = 2 + opts.rows * 1.15;
  for (let z = 1.2; z < zEnd + 1; z += 0.9)
    s.add(
      Layer.SHADOW,
      0,
      polygon(
        s.projectPoly([
          v3(-3, 0.2, z),
          v3(3, 0.2, z + 0.25),
          v3(3, 0.2, z + 0.55),
          v3(-3, 0.2, z + 0.3),
        ]),
        "",
      ),
    );
  // The geologist's kit on the near trays: tape, hand lens, rock hammer, notebook and laptop.
  const tray = (x: number, z: number) => v3(x, 0.2, z);
  const ribbon = s.projectPoly([
    tray(-2.3, 2.15),
    tray(2.3, 3.3),
    tray(2.3, 3.36),
    tray(-2.3, 2.21),
  ]);
  s.add(Layer.FRONT, 0, polygon(ribbon, `fill="${s.lit(BRAND.gold, v3(0, 1, 0))}"`));
  const ring = (cx: number, cz: number, r: number, y = 0.2) =>
    s.projectPoly(
      Array.from({ length: 20 }, (_, i) => {
        const a = (i / 20) * Math.PI * 2;
        return v3(cx + Math.cos(a) * r, y, cz + Math.sin(a) * r);
      }),
    );
  s.add(
    Layer.FRONT,
    0,
    polygon(ring(1.25, 2.75, 0.11), `fill="#1b2633"`) +
      polygon(ring(1.25, 2.75, 0.085, 0.21), `fill="#dfeaf2" opacity="0.45"`),
  );
  const hammer = s.projectPoly([
    tray(-1.6, 2.9),
    tray(-0.9, 2.45),
    tray(-0.87, 2.5),
    tray(-1.57, 2.95),
  ]);
  const head = s.projectPoly([
    tray(-0.98, 2.36),
    tray(-0.8, 2.62),
    tray(-0.74, 2.58),
    tray(-0.92, 2.32),
  ]);
  s.add(
    Layer.FRONT,
    0,
    polygon(hammer, `fill="${s.lit("#2b4f7a", v3(0, 1, 0))}"`) +
      polygon(head, `fill="${s.lit("#8a8f94", v3(0, 1, 0))}"`),
  );
  s.box(
    { x0: -3, x1: -2.4, z0: 2.6, z1: 3.15, y0: 0, y1: 0.03 },
    { wall: "#2a3440", top: "#f3efe4", edge: true },
  );
  s.box(
    { x0: 2.35, x1: 3.25, z0: 3, z1: 3.65, y0: 0, y1: 0.03 },
    { wall: "#2b2f35", top: "#3a3f46", edge: true },
  );
  const screen = [
    v3(2.35, 0.03, 3.65),
    v3(3.25, 0.03, 3.65),
    v3(3.25, 0.6, 3.8),
    v3(2.35, 0.6, 3.8),
  ];
  s.poly(screen, "#20262d", Layer.OBJECT);
  const glow = s.projectPoly([
    v3(2.4, 0.07, 3.645),
    v3(3.2, 0.07, 3.645),
    v3(3.2, 0.56, 3.785),
    v3(2.4, 0.56, 3.785),
  ]);
  s.add(Layer.FRONT, 0, polygon(glow, `fill="#3d6f8f"`) + s.texture(glow, "mottle", 0.4));
  return s.toSvg();
}

/** A granite quarry: stepped grey faces, crusher, conveyors and aggregate stockpiles. */
export function quarry(
  shot: Shot,
  opts: {
    faces: number;
    piles: number;
    conveyor: boolean;
    soil: string;
    dust: number;
  },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#56704a", 2200, 140, 1.4);
  s.ground(opts.soil, { mottle: 0.25, grain: 0.04 });
  // Quarry faces: steps of grey rock rising behind the plant.
  for (let i = opts.faces - 1; i >= 0; i--) {
    const z = 220 + i * 30;
    const h = 12 + i * 12;
    const pts = [v3(-500, 0, z), v3(500, 0, z), v3(500, h, z + 6), v3(-500, h, z + 6)];
    const pp = s.projectPoly(pts);
    s.add(
      Layer.FAR,
      -z,
      polygon(pp, `fill="${s.surface("#9a9c98", v3(0, 0.2, -1), v3(0, h, z))}"`) +
        s.texture(pp, "strata", 0.35),
    );
    const top = s.projectPoly([
      v3(-500, h, z + 6),
      v3(500, h, z + 6),
      v3(500, h, z + 30),
      v3(-500, h, z + 30),
    ]);
    s.add(
      Layer.FAR,
      -z,
      polygon(
        top,
        `fill="${s.surface(mix("#8a8c80", "#5a7a3a", i === opts.faces - 1 ? 0.6 : 0.1), v3(0, 1, 0), v3(0, h, z))}"`,
      ),
    );
  }
  const colors = ["#8d8f8c", "#a3a5a2", "#7d7f7c", "#b0b1ac"];
  for (let i = 0; i < opts.piles; i++)
    stockpile(
      s,
      -70 + i * 34,
      110 + (i % 2) * 25,
      14 + (i % 3) * 3,
      9 + (i % 3) * 2,
      colors[i % colors.length] ?? "#8d8f8c",
      0.22,
    );
  // Crusher on steel legs, with a conveyor rising to a pile.
  const cx = 30;
  const cz = 70;
  const sub = new SubScene(s);
  for (const [dx, dz] of [
    [0, 0],
    [7, 0],
    [0, 6],
    [7, 6],
  ] as const)
    sub.box(
      { x0: cx + dx, x1: cx + dx + 0.6, z0: cz + dz, z1: cz + dz + 0.6, y1: 7 },
      { wall: "#5a6168" },
    );
  sub.box(
    { x0: cx - 0.5, x1: cx + 8, z0: cz - 0.5, z1: cz + 7, y0: 7, y1: 12 },
    { wall: BRAND.gold, edge: true, decorate: (f, fill) => bands(s, f, 3, scale(fill, 0.8), 0.6) },
  );
  sub.box(
    { x0: cx + 1, x1: cx + 7, z0: cz + 0.5, z1: cz + 6, y0: 12, y1: 15 },
    { wall: "#3d4650", edge: true },
  );
  s.add(Layer.OBJECT, s.dist(v3(cx + 4, 6, cz + 3)), sub.svg());
  s.shadow({ x0: cx - 0.5, x1: cx + 8, z0: cz - 0.5, z1: cz + 7, y1: 12 });
  if (opts.conveyor) conveyor(s, v3(cx + 4, 9, cz + 7), v3(cx - 40, 15, cz + 55));
  truck(s, { x: -12, z: 40, dir: -1, cab: BRAND.gold, load: "tipper", loadColor: "#c79a2a" });
  person(s, 8, 30);
  scatterTrees(
    s,
    ["mango", "palm", "bush"],
    14,
    { x0: -400, x1: 400, z0: 30, z1: 200 },
    [6, 12],
    (x, z) => Math.abs(x) < 110 && z < 160,
  );
  if (opts.dust > 0) {
    const dust = s.doc.radial(
      [
        [0, "#e8e0d0", opts.dust],
        [1, "#e8e0d0", 0],
      ],
      W * 0.6,
      H * 0.55,
      420,
      0.5,
    );
    s.add(Layer.FRONT, 0, `<rect width="${W}" height="${H}" fill="${dust}"/>`);
  }
  return s.toSvg();
}

/** An inclined belt conveyor on trestles. */
export function conveyor(s: Scene, from: V3, to: V3): void {
  const n = 8;
  const parts: string[] = [];
  const side = v3(0.6, 0, 0);
  const a = s.projectPoly([
    v3(from.x - side.x, from.y, from.z),
    v3(to.x - side.x, to.y, to.z),
    v3(to.x + side.x, to.y + 0.6, to.z),
    v3(from.x + side.x, from.y + 0.6, from.z),
  ]);
  parts.push(polygon(a, `fill="${s.surface("#4a5056", v3(0, 0.5, -1), from)}"`));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const p = v3(
      from.x + (to.x - from.x) * t,
      from.y + (to.y - from.y) * t,
      from.z + (to.z - from.z) * t,
    );
    const top = s.project(p);
    const foot = s.project(v3(p.x, 0, p.z));
    if (top && foot)
      parts.push(
        `<line x1="${n1(top.x)}" y1="${n1(top.y)}" x2="${n1(foot.x)}" y2="${n1(foot.y)}" stroke="${s.atm("#5a6168", s.dist(p))}" stroke-width="${n1(Math.max(0.8, 0.3 * s.pxPerM(p)))}"/>`,
      );
  }
  s.add(
    Layer.OBJECT,
    s.dist(v3((from.x + to.x) / 2, (from.y + to.y) / 2, (from.z + to.z) / 2)),
    parts.join(""),
  );
}

/** A tailings pond behind its embankment, monitoring piezometers, a technician sampling water. */
export function tailings(
  shot: Shot,
  opts: { pondColor: string; beach: string; sampler: boolean; river: boolean; pitBehind: boolean },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#7a845a", 4000, 90, 1.1);
  s.ground("#a3744a", { mottle: 0.3, grain: 0.04 });
  if (opts.pitBehind)
    openPit(s, {
      cx: 300,
      cz: 1200,
      rx: 260,
      rz: 180,
      levels: 6,
      bench: 30,
      depthPerLevel: 12,
      rock: ["#a0603a", "#8a5a3a", "#b07a52"],
      water: null,
      green: 0.1,
      trucks: 2,
    });
  // The pond: a wide flat surface of grey-green water with a pale tailings beach.
  const pond = s.projectPoly([
    v3(-400, 0.2, 90),
    v3(300, 0.2, 80),
    v3(420, 0.2, 500),
    v3(-500, 0.2, 520),
  ]);
  const beach = s.projectPoly([
    v3(-420, 0.1, 70),
    v3(320, 0.1, 62),
    v3(440, 0.1, 520),
    v3(-520, 0.1, 540),
  ]);
  s.add(
    Layer.MARKS,
    0,
    polygon(beach, `fill="${s.surface(opts.beach, v3(0, 1, 0), v3(0, 0, 200))}"`) +
      s.texture(beach, "mottle", 0.2),
  );
  const water = s.doc.linear(
    [
      [0, mix(opts.pondColor, s.light.sky[2], 0.45)],
      [1, opts.pondColor],
    ],
    0,
    s.horizonY,
    0,
    (pond[0]?.y ?? H) + 10,
  );
  s.add(Layer.MARKS, 1, polygon(pond, `fill="${water}"`));
  // The embankment crest in front: a laterite road on the dam.
  flat(s, -500, 500, 50, 62, "#b86a42", 0.3, 0.06);
  if (opts.river) {
    const river = s.projectPoly([
      v3(-600, 0.05, 30),
      v3(600, 0.05, 22),
      v3(600, 0.05, 40),
      v3(-600, 0.05, 46),
    ]);
    s.add(Layer.MARKS, 1, polygon(river, `fill="${s.atm("#4f7a8a", 60)}"`));
  }
  for (let i = 0; i < 6; i++) {
    const x = -120 + i * 45;
    s.box(
      { x0: x, x1: x + 0.3, z0: 58, z1: 58.3, y1: 1.3 },
      { wall: i % 2 ? BRAND.gold : "#eef6ff" },
    );
  }
  if (opts.sampler) {
    person(s, -4, 16, "#f0a020", "#ffffff");
    s.box({ x0: -2.5, x1: -1.7, z0: 15.5, z1: 16.1, y1: 0.5 }, { wall: BRAND.blue, edge: true });
    person(s, 3, 22, "#2f6fae", "#ffffff");
  }
  scatterTrees(
    s,
    ["acacia", "bush", "mango"],
    16,
    { x0: -300, x1: 300, z0: 6, z1: 40 },
    [3, 7],
    (x) => Math.abs(x) < 12,
  );
  powerLine(s, 60, 10, 2000, 70, 10);
  return s.toSvg();
}

/** A geologist mapping an outcrop with a GPS pole and a field tablet. */
export function fieldSurvey(
  shot: Shot,
  opts: {
    outcrop: string;
    soil: string;
    boulders: number;
    trees: ("acacia" | "baobab" | "bush" | "mango")[];
  },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#8a7a5a", 5000, 160, 1.4);
  s.ridge("#7a7a55", 1800, 40, 1, true);
  s.ground(opts.soil, { mottle: 0.32, grain: 0.05 });
  for (let i = 0; i < opts.boulders; i++) {
    const x = between(s.rnd, -40, 40);
    const z = between(s.rnd, 12, 90);
    const r = between(s.rnd, 0.8, 3.5);
    boulder(s, x, z, r, opts.outcrop);
  }
  boulder(s, 6, 14, 3.2, opts.outcrop);
  person(s, 3, 11, "#f0a020", "#ffffff");
  // GPS survey pole on its bipod, beside the geologist.
  const foot = s.project(v3(4.2, 0, 11));
  const top = s.project(v3(4.2, 2, 11));
  if (foot && top)
    s.add(
      Layer.OBJECT,
      s.dist(v3(4.2, 1, 11)) - 1,
      `<line x1="${n1(foot.x)}" y1="${n1(foot.y)}" x2="${n1(top.x)}" y2="${n1(top.y)}" stroke="#d99a1e" stroke-width="2.4"/><ellipse cx="${n1(top.x)}" cy="${n1(top.y)}" rx="7" ry="3.5" fill="#eef2f5"/>`,
    );
  s.box(
    { x0: -6, x1: -1.5, z0: 26, z1: 28.2, y0: 0.5, y1: 2.3 },
    { wall: "#eef0ee", top: "#d8dcdc", edge: true },
  );
  s.box(
    { x0: -6.2, x1: -1.3, z0: 28.2, z1: 30.8, y0: 0.5, y1: 1.4 },
    { wall: "#eef0ee", edge: true },
  );
  scatterTrees(
    s,
    opts.trees,
    26,
    { x0: -300, x1: 300, z0: 20, z1: 700 },
    [5, 12],
    (x, z) => Math.abs(x) < 10 && z < 30,
  );
  return s.toSvg();
}

/** A rounded boulder: a hull of jittered points, lit on its sunny side. */
function boulder(s: Scene, x: number, z: number, r: number, color: string): void {
  const points: P2[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const p = s.project(
      v3(x + Math.cos(a) * r, Math.max(0, Math.sin(a)) * r * 0.8, z + Math.sin(a) * r * 0.6),
    );
    if (p) points.push(p);
  }
  const top = s.project(v3(x, r * 0.9, z));
  if (top) points.push(top);
  const hull = hull2(points);
  const d = s.dist(v3(x, 0, z));
  const lit = s.surface(color, v3(s.sun.x, 0.6, s.sun.z), v3(x, 0, z));
  const dark = s.surface(color, v3(-s.sun.x, 0.3, -s.sun.z), v3(x, 0, z));
  const centre = s.project(v3(x, r * 0.4, z));
  if (!centre) return;
  const grad = s.doc.linear(
    [
      [0, lit],
      [1, dark],
    ],
    centre.x + s.sun.x * 40,
    centre.y - 30,
    centre.x - s.sun.x * 40,
    centre.y + 20,
  );
  s.add(Layer.OBJECT, d, polygon(hull, `fill="${grad}"`) + s.texture(hull, "grain", 0.12));
  s.shadowOfFootprint(
    [
      [x - r, z - r * 0.6],
      [x + r, z - r * 0.6],
      [x + r, z + r * 0.6],
      [x - r, z + r * 0.6],
    ],
    r * 0.7,
  );
}

/** The map table: a printed geological map with contours, pins and a tablet with the satellite view. */
export function mapTable(shot: Shot, opts: { sites: number; mapTone: string }): string {
  const s = stage(shot);
  // The room behind, out of focus: a dim wall and the daylight of a window to the left.
  const room = s.doc.linear(
    [
      [0, "#c9d3d8"],
      [0.3, "#6a6258"],
      [1, "#2a2420"],
    ],
    0,
    0,
    W,
    0,
  );
  s.add(Layer.SKY, 0, `<rect width="${W}" height="${H}" fill="${room}"/>`);
  const table = s.projectPoly([v3(-3, 0.9, 0), v3(3, 0.9, 0), v3(3, 0.9, 4), v3(-3, 0.9, 4)]);
  s.add(
    Layer.GROUND,
    0,
    polygon(table, `fill="${s.lit("#6a4a32", v3(0, 1, 0))}"`) + s.texture(table, "strata", 0.35),
  );
  const mx0 = -1.8;
  const mz0 = 0.6;
  const mw = 3.2;
  const md = 2.6;
  const m = (u: number, v: number) => v3(mx0 + u * mw, 0.91, mz0 + v * md);
  const map = s.projectPoly([m(0, 0), m(1, 0), m(1, 1), m(0, 1)]);
  s.add(Layer.MARKS, 0, polygon(map, `fill="${s.lit(opts.mapTone, v3(0, 1, 0))}"`));
  // Land and sea, contour lines, rivers: an abstract West-African coast, no lettering.
  const parts: string[] = [];
  const coast: P2[] = [];
  for (let i = 0; i <= 30; i++) {
    const u = i / 30;
    const p = s.project(m(u, 0.12 + 0.1 * Math.sin(u * 5) + 0.04 * Math.sin(u * 17)));
    if (p) coast.push(p);
  }
  const c0 = s.project(m(1, 0));
  const c1 = s.project(m(0, 0));
  if (c0 && c1) parts.push(polygon([...coast, c0, c1], `fill="${s.lit("#9cc3dc", v3(0, 1, 0))}"`));
  for (let k = 0; k < 7; k++) {
    const cu = between(s.rnd, 0.2, 0.8);
    const cv = between(s.rnd, 0.4, 0.85);
    for (let l = 1; l <= 4; l++) {
      const ring2: P2[] = [];
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2;
        const rr = 0.025 * l * (1 + 0.2 * Math.sin(a * 3 + k));
        const p = s.project(m(cu + Math.cos(a) * rr, cv + Math.sin(a) * rr * 1.2));
        if (p) ring2.push(p);
      }
      parts.push(polygon(ring2, `fill="none" stroke="#a0704a" stroke-width="0.7" opacity="0.7"`));
    }
  }
  const river: string[] = [];
  for (let i = 0; i <= 30; i++) {
    const v = 0.2 + (i / 30) * 0.8;
    const p = s.project(m(0.45 + 0.1 * Math.sin(v * 9), v));
    if (p) river.push(`${n1(p.x)},${n1(p.y)}`);
  }
  parts.push(
    `<polyline points="${river.join(" ")}" fill="none" stroke="#3d7fb8" stroke-width="1.6"/>`,
  );
  for (let i = 0; i < opts.sites; i++) {
    const p = s.project(m(between(s.rnd, 0.08, 0.92), between(s.rnd, 0.3, 0.95)));
    if (p)
      parts.push(
        `<circle cx="${n1(p.x + 1.5)}" cy="${n1(p.y + 1.5)}" r="3.6" fill="#000" opacity="0.25"/><circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="3.4" fill="${i % 4 ? BRAND.laterite : BRAND.gold}" stroke="#fff" stroke-width="0.8"/>`,
      );
  }
  s.add(Layer.MARKS, 1, parts.join(""));
  // Tablet with a satellite image, a scale ruler and a compass.
  s.box(
    { x0: 1.4, x1: 2.5, z0: 0.2, z1: 1, y0: 0.9, y1: 0.93 },
    { wall: "#1b2026", top: "#1b2026", shadow: false },
  );
  const screen = s.projectPoly([
    v3(1.45, 0.935, 0.25),
    v3(2.45, 0.935, 0.25),
    v3(2.45, 0.935, 0.95),
    v3(1.45, 0.935, 0.95),
  ]);
  const sat = s.doc.linear(
    [
      [0, "#7a6a4a"],
      [0.5, "#5a6a3a"],
      [1, "#9a6a4a"],
    ],
    screen[0]?.x ?? 0,
    screen[0]?.y ?? 0,
    screen[2]?.x ?? 1,
    screen[2]?.y ?? 1,
  );
  s.add(Layer.OBJECT, 0, polygon(screen, `fill="${sat}"`) + s.texture(screen, "mottle", 0.5));
  s.box(
    { x0: -2.6, x1: -0.6, z0: 0.2, z1: 0.35, y0: 0.9, y1: 0.92 },
    { wall: "#e6e2d6", top: "#f0ece0", shadow: false },
  );
  const comp = s.project(v3(-2.2, 0.92, 3.2));
  if (comp)
    s.add(
      Layer.OBJECT,
      0,
      `<ellipse cx="${n1(comp.x)}" cy="${n1(comp.y)}" rx="24" ry="15" fill="#c9a66b" stroke="#3a2e22" stroke-width="2"/><path d="M${n1(comp.x - 14)} ${n1(comp.y)} L${n1(comp.x)} ${n1(comp.y - 3)} L${n1(comp.x + 14)} ${n1(comp.y)} Z" fill="#b5532f"/>`,
    );
  // Warm lamp light pooling on the table.
  const lamp = s.doc.radial(
    [
      [0, "#ffe2a8", 0.35],
      [1, "#ffe2a8", 0],
    ],
    W * 0.45,
    H * 0.4,
    600,
    0.7,
  );
  s.add(Layer.POST, 0, `<rect width="${W}" height="${H}" fill="${lamp}"/>`);
  return s.toSvg();
}

/** Bulk stockpiles in a yard (bauxite, manganese, lithium ore) with a wheel loader and a truck. */
export function stockyard(
  shot: Shot,
  opts: {
    piles: { color: string; r: number; h: number }[];
    soil: string;
    green: number;
    port: boolean;
  },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge(mix("#8a7a5a", "#4f6b3a", opts.green), 3500, 120, 1.2);
  s.ground(opts.soil, { mottle: 0.3, grain: 0.05 });
  for (const [i, p] of opts.piles.entries()) {
    stockpile(s, -60 + i * 48 + between(s.rnd, -5, 5), 80 + (i % 2) * 30, p.r, p.h, p.color, 0.2);
  }

  loader(s, 10, 36, BRAND.gold);
  truck(s, { x: -24, z: 26, dir: -1, cab: "#f2f2ee", load: "tipper", loadColor: BRAND.blue });
  person(s, 2, 18);
  if (opts.port) conveyor(s, v3(40, 4, 60), v3(160, 22, 200));
  powerLine(s, 70, 10, 1500, 60, 10);
  scatterTrees(
    s,
    opts.green > 0.5 ? ["palm", "mango", "bush"] : ["acacia", "baobab", "bush"],
    20,
    { x0: -600, x1: 600, z0: 150, z1: 900 },
    [6, 14],
  );
  return s.toSvg();
}

/** A wheel loader: body, cab, raised bucket, four big wheels. */
export function loader(s: Scene, x: number, z: number, color: string): void {
  const sub = new SubScene(s);
  sub.box({ x0: x, x1: x + 2.8, z0: z, z1: z + 6, y0: 0.9, y1: 2.4 }, { wall: color, edge: true });
  sub.box(
    { x0: x + 0.3, x1: x + 2.5, z0: z + 2.5, z1: z + 4.5, y0: 2.4, y1: 3.9 },
    { wall: color, edge: true, decorate: (f, fill) => bands(s, f, 2, scale(fill, 0.3), 3) },
  );
  sub.box(
    { x0: x - 0.2, x1: x + 3, z0: z - 1.6, z1: z - 0.4, y0: 1.2, y1: 2.5 },
    { wall: "#4a4e52", edge: true },
  );
  for (const [dx, dz] of [
    [-0.3, 1],
    [2.7, 1],
    [-0.3, 4.8],
    [2.7, 4.8],
  ] as const)
    sub.box(
      { x0: x + dx, x1: x + dx + 0.6, z0: z + dz - 0.8, z1: z + dz + 0.8, y1: 1.6 },
      { wall: "#1e2124" },
    );
  s.add(Layer.OBJECT, s.dist(v3(x + 1.4, 1.5, z + 3)), sub.svg());
  s.shadow({ x0: x, x1: x + 2.8, z0: z - 1.6, z1: z + 6, y1: 3.2 });
}

/** Machines parked in a row for rent: excavators, dozers, a grader, under a clean sky. */
export function equipmentRow(shot: Shot, opts: { count: number; soil: string }): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#9a8060", 4000, 90, 1.2);
  s.ground(opts.soil, { mottle: 0.3, grain: 0.05 });
  for (let i = 0; i < opts.count; i++) {
    const x = -30 + i * 9;
    const z = 30 + i * 2.5;
    if (i % 2 === 0) excavator(s, x, z);
    else dozer(s, x, z);
  }
  s.box(
    { x0: -60, x1: -25, z0: 90, z1: 110, y1: 8 },
    {
      wall: "#dcdcd6",
      top: "#b9bec2",
      edge: true,
      decorate: (f, fill) => bands(s, f, 20, scale(fill, 0.9), 0.5, true),
    },
  );
  scatterTrees(
    s,
    ["acacia", "baobab", "bush"],
    16,
    { x0: -500, x1: 500, z0: 120, z1: 900 },
    [5, 12],
  );
  return s.toSvg();
}

function excavator(s: Scene, x: number, z: number): void {
  const sub = new SubScene(s);
  for (const dx of [0, 2.4])
    sub.box(
      { x0: x + dx, x1: x + dx + 0.8, z0: z, z1: z + 4.5, y1: 0.9 },
      { wall: "#2a2d30", edge: true },
    );
  sub.box(
    { x0: x - 0.2, x1: x + 3.4, z0: z + 0.8, z1: z + 4.2, y0: 0.9, y1: 2.2 },
    { wall: BRAND.gold, edge: true },
  );
  sub.box(
    { x0: x, x1: x + 1.2, z0: z + 0.9, z1: z + 2.4, y0: 2.2, y1: 3.5 },
    { wall: BRAND.gold, edge: true, decorate: (f, fill) => bands(s, f, 2, scale(fill, 0.35), 2.5) },
  );
  s.add(Layer.OBJECT, s.dist(v3(x + 1.6, 1.5, z + 2.2)), sub.svg());
  const a = s.project(v3(x + 2, 2, z + 1));
  const b = s.project(v3(x + 2.2, 5.2, z - 2.5));
  const c = s.project(v3(x + 2.2, 0.8, z - 5));
  if (a && b && c) {
    const w = 0.5 * s.pxPerM(v3(x, 2, z));
    s.add(
      Layer.OBJECT,
      s.dist(v3(x + 1.6, 1.5, z)) - 1,
      `<path d="M${n1(a.x)} ${n1(a.y)} L${n1(b.x)} ${n1(b.y)} L${n1(c.x)} ${n1(c.y)}" stroke="${s.surface(BRAND.gold, v3(0, 0.5, -1), v3(x, 2, z))}" stroke-width="${n1(w)}" fill="none" stroke-linejoin="round"/><rect x="${n1(c.x - w)}" y="${n1(c.y - w * 0.4)}" width="${n1(w * 2)}" height="${n1(w * 1.2)}" fill="#3a3e42"/>`,
    );
  }
  s.shadow({ x0: x, x1: x + 3.2, z0: z - 4, z1: z + 4.5, y1: 3 });
}

function dozer(s: Scene, x: number, z: number): void {
  const sub = new SubScene(s);
  for (const dx of [0, 2.4])
    sub.box(
      { x0: x + dx, x1: x + dx + 0.8, z0: z, z1: z + 4, y1: 1 },
      { wall: "#2a2d30", edge: true },
    );
  sub.box(
    { x0: x + 0.2, x1: x + 3, z0: z + 0.3, z1: z + 3.8, y0: 1, y1: 2.3 },
    { wall: BRAND.gold, edge: true },
  );
  sub.box(
    { x0: x + 0.6, x1: x + 2.6, z0: z + 2, z1: z + 3.6, y0: 2.3, y1: 3.5 },
    { wall: BRAND.gold, edge: true, decorate: (f, fill) => bands(s, f, 2, scale(fill, 0.35), 2.5) },
  );
  sub.box(
    { x0: x - 0.5, x1: x + 3.7, z0: z - 1, z1: z - 0.6, y0: 0.1, y1: 1.6 },
    { wall: "#7a7f84", edge: true },
  );
  s.add(Layer.OBJECT, s.dist(v3(x + 1.6, 1.5, z + 2)), sub.svg());
  s.shadow({ x0: x - 0.5, x1: x + 3.7, z0: z - 1, z1: z + 4, y1: 3 });
}
