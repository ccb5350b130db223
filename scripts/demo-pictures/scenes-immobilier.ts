// Real-estate scenes: seaside residence, office tower, city street, office interior,
// compressed-earth houses, building site, business park and serviced plots.

import {
  aircraft,
  BRAND,
  bands,
  glassOf,
  person,
  SubScene,
  scatterTrees,
  tree,
  windows,
} from "./props.ts";
import { dashes, flat, interior, ocean, type Shot, skyline, stage, streetLamp } from "./stage.ts";
import { between, H, mix, n1, polygon, scale, W } from "./svg.ts";
import { type Face, Layer, onFace, type Scene, v3 } from "./world.ts";

/** An apartment block with floor slabs, balconies and sea-facing glass. */
function apartmentBlock(
  s: Scene,
  x0: number,
  z0: number,
  w: number,
  d: number,
  floors: number,
  wall: string,
  seed: number,
): void {
  const h = floors * 3.2;
  const glass = glassOf(s, "#3f6f95", seed);
  s.box(
    { x0, x1: x0 + w, z0, z1: z0 + d, y1: h },
    {
      wall,
      top: "#d8d2c4",
      edge: true,
      decorate: (f: Face, fill: string) => {
        if (f.name === "top" || f.name === "bottom") return "";
        const cols = Math.max(
          2,
          Math.round((f.name === "front" || f.name === "back" ? w : d) / 3.6),
        );
        return (
          windows(s, f, { cols, rows: floors, mx: 0.3, my: 0.35, glass }) +
          bands(s, f, floors, scale(fill, 0.86), 1.2)
        );
      },
    },
  );
  // Balconies on the front face: thin slabs with a glass railing, which catch their own light.
  for (let i = 1; i < floors; i++) {
    const y = i * 3.2;
    const sub = new SubScene(s);
    sub.box(
      { x0: x0 + 0.6, x1: x0 + w - 0.6, z0: z0 - 1.7, z1: z0, y0: y - 0.25, y1: y },
      { wall: "#f4f1ea", top: "#e6e0d4", edge: true },
    );
    sub.box(
      { x0: x0 + 0.6, x1: x0 + w - 0.6, z0: z0 - 1.72, z1: z0 - 1.62, y0: y, y1: y + 1.05 },
      { wall: mix("#9cc3dc", s.light.sky[2], 0.4) },
    );
    s.add(Layer.OBJECT, s.dist(v3(x0 + w / 2, y, z0 - 1)), `<g opacity="0.97">${sub.svg()}</g>`);
  }
}

export function seasideResidence(
  shot: Shot,
  opts: { blocks: number; shoreZ: number; pool: boolean; palms: number },
): string {
  const s = stage(shot);
  s.sky();
  s.ground(BRAND.sand, { mottle: 0.12 });
  ocean(s, opts.shoreZ);
  flat(s, -400, 400, opts.shoreZ - 14, opts.shoreZ, "#efe0bd", 0.01, 0.04);
  const walls = ["#f5f2ea", "#efe7da", "#f2ede4"];
  for (let i = 0; i < opts.blocks; i++) {
    const x0 = -70 + i * 38 + between(s.rnd, -4, 4);
    const z0 = opts.shoreZ - 70 + (i % 2) * 12;
    apartmentBlock(s, x0, z0, 26, 16, 5 + (i % 3), walls[i % 3] ?? "#f5f2ea", i + shot.seed);
  }
  if (opts.pool) {
    flat(s, -30, 20, opts.shoreZ - 48, opts.shoreZ - 30, "#eae3d6", 0.03);
    const water = s.projectPoly([
      v3(-25, 0.05, opts.shoreZ - 45),
      v3(15, 0.05, opts.shoreZ - 45),
      v3(15, 0.05, opts.shoreZ - 33),
      v3(-25, 0.05, opts.shoreZ - 33),
    ]);
    s.add(Layer.MARKS, 0, polygon(water, `fill="${s.atm("#2fa3c8", 80)}"`));
    s.add(Layer.MARKS, 0, polygon(water, `fill="#ffffff" opacity="0.18"`));
  }
  for (let i = 0; i < opts.palms; i++) {
    tree(
      s,
      "palm",
      between(s.rnd, -90, 90),
      opts.shoreZ - between(s.rnd, 8, 90),
      between(s.rnd, 9, 15),
    );
  }
  return s.toSvg();
}

/** A glass tower seen from its foot, looking up: three-point perspective. */
export function towerFromBelow(
  shot: Shot,
  opts: { height: number; tint: string; neighbours: number; palms: boolean },
): string {
  const s = stage(shot);
  s.sky();
  const glass = glassOf(s, opts.tint, shot.seed);
  const tower = (x0: number, z0: number, w: number, h: number, tint: string, seed: number) =>
    s.box(
      { x0, x1: x0 + w, z0, z1: z0 + w, y1: h },
      {
        wall: tint,
        top: "#b9c2cc",
        decorate: (f: Face, fill: string) =>
          f.name === "top" || f.name === "bottom"
            ? ""
            : windows(s, f, {
                cols: Math.round(w / 1.8),
                rows: Math.round(h / 3.8),
                mx: 0.08,
                my: 0.12,
                glass: seed === shot.seed ? glass : glassOf(s, tint, seed),
              }) + bands(s, f, 6, scale(fill, 1.25), 1.4, true),
      },
    );
  for (let i = 0; i < opts.neighbours; i++) {
    const side = i % 2 ? 1 : -1;
    tower(
      side * between(s.rnd, 45, 70) - 12,
      between(s.rnd, 40, 80),
      24,
      opts.height * between(s.rnd, 0.45, 0.75),
      i % 2 ? "#8ea5b8" : "#6d8aa5",
      i + 7,
    );
  }
  tower(-14, 18, 28, opts.height, opts.tint, shot.seed);
  // Sunlit crown and a gold fin: the signature of the building.
  s.box(
    { x0: -15, x1: 15, z0: 17, z1: 47, y0: opts.height, y1: opts.height + 3 },
    { wall: "#e9edf1", edge: true, shadow: false },
  );
  s.box(
    { x0: 13.5, x1: 14.6, z0: 16.5, z1: 17.5, y0: 0, y1: opts.height + 6 },
    { wall: BRAND.gold, shadow: false },
  );
  if (opts.palms) {
    const frond = (cx: number, cy: number, flip: number) => {
      const parts: string[] = [];
      for (let i = 0; i < 7; i++) {
        const a = -0.2 + i * 0.35;
        const ex = cx + flip * Math.cos(a) * 260;
        const ey = cy + Math.sin(a) * 150 - 40;
        parts.push(
          `<path d="M${cx} ${cy} Q${n1((cx + ex) / 2)} ${n1(cy - 90)} ${n1(ex)} ${n1(ey)}" stroke="#2f4a2c" stroke-width="${14 - i}" fill="none" stroke-linecap="round"/>`,
        );
      }
      return parts.join("");
    };
    s.add(
      Layer.FRONT,
      0,
      `<g opacity="0.95">${frond(-20, H + 40, 1)}${frond(W + 20, -30, -1)}</g>`,
    );
  }
  return s.toSvg();
}

/** A business-district avenue: towers on both sides, one-point perspective, traffic lights. */
export function cityAvenue(shot: Shot, opts: { towers: number; width: number }): string {
  const s = stage(shot);
  s.sky();
  skyline(s, 2500, 40, 90);
  s.ground("#8b8d8c", { mottle: 0.08 });
  flat(s, -opts.width / 2, opts.width / 2, -5, 3000, BRAND.asphalt, 0.02, 0.05);
  dashes(s, 0, 2, 900, "#e9e3d2");
  flat(s, -opts.width / 2 - 4, -opts.width / 2, -5, 3000, "#b9b4a8", 0.05);
  flat(s, opts.width / 2, opts.width / 2 + 4, -5, 3000, "#b9b4a8", 0.05);
  const tints = ["#3f6f95", "#4d7ea6", "#5d7f99", "#2f5b82", "#6b8fae"];
  let zl = 15;
  let zr = 25;
  for (let i = 0; i < opts.towers; i++) {
    const left = i % 2 === 0;
    const w = between(s.rnd, 18, 30);
    const h = between(s.rnd, 25, 95);
    const x0 = left ? -opts.width / 2 - 6 - w : opts.width / 2 + 6;
    const z0 = left ? zl : zr;
    const tint = tints[i % tints.length] ?? "#3f6f95";
    const glass = glassOf(s, tint, i * 3 + shot.seed);
    s.box(
      { x0, x1: x0 + w, z0, z1: z0 + w, y1: h },
      {
        wall: i % 3 === 0 ? "#d9d4c8" : tint,
        top: "#a9b0b8",
        edge: true,
        decorate: (f: Face) =>
          f.name === "top" || f.name === "bottom"
            ? ""
            : windows(s, f, {
                cols: Math.round(w / 2.5),
                rows: Math.round(h / 3.6),
                mx: i % 3 === 0 ? 0.35 : 0.1,
                my: i % 3 === 0 ? 0.4 : 0.14,
                glass,
              }),
      },
    );
    if (left) zl += w + between(s.rnd, 6, 14);
    else zr += w + between(s.rnd, 6, 14);
  }
  for (let z = 12; z < 260; z += 24) {
    streetLamp(s, -opts.width / 2 - 1, z, 9, 2);
    streetLamp(s, opts.width / 2 + 1, z + 12, 9, -2);
  }
  for (let z = 8; z < 200; z += 16)
    tree(s, "palm", -opts.width / 2 - 2.5, z + 5, between(s.rnd, 7, 10));
  // Car light trails at dusk: the avenue as a river of red and white.
  if (s.light.lamps > 0.5) {
    const trails: string[] = [];
    for (const [x, color] of [
      [-2.5, "#ff5a4a"],
      [2.5, "#fff1d0"],
    ] as const) {
      const a = s.project(v3(x, 0.7, 3));
      const b = s.project(v3(x, 0.7, 600));
      if (a && b)
        trails.push(
          `<path d="M${n1(a.x - 30)} ${n1(a.y)} L${n1(a.x + 30)} ${n1(a.y)} L${n1(b.x)} ${n1(b.y)} Z" fill="${color}" opacity="0.35"/>`,
        );
    }
    s.add(Layer.MARKS, 0, trails.join(""));
  }
  return s.toSvg();
}

/** An office floor seen from inside: desks, columns, ceiling lights, city through the glass. */
export function officeInterior(
  shot: Shot,
  opts: { depth: number; desks: boolean; floorColor: string; view: "city" | "sea" },
): string {
  const s = stage(shot);
  const room = { x0: -14, x1: 14, z0: -2, z1: opts.depth, y0: 0, y1: 3.4 };
  // The view through the window wall: sky and a distant skyline or the sea.
  s.add(
    Layer.SKY,
    0,
    `<rect width="${W}" height="${H}" fill="${s.doc.linear(
      [
        [0, s.light.sky[0]],
        [0.6, s.light.sky[1]],
        [1, s.light.sky[2]],
      ],
      0,
      0,
      0,
      s.horizonY,
    )}"/>`,
  );
  if (opts.view === "city") skyline(s, 900, 60, 120, 1.6);
  const below = s.doc.linear(
    [
      [0, mix(s.light.haze, "#7f95a8", 0.3)],
      [1, "#51697f"],
    ],
    0,
    s.horizonY,
    0,
    H,
  );
  s.add(
    Layer.FAR,
    -1,
    `<rect y="${n1(s.horizonY)}" width="${W}" height="${H}" fill="${opts.view === "sea" ? mix("#0b4f8a", s.light.haze, 0.35) : below}"/>`,
  );
  interior(s, room, {
    floor: opts.floorColor,
    wall: "#ece8e0",
    ceiling: "#f1efea",
    back: null,
    ceilingLights: 8,
  });
  // The back wall is glass: only its mullions and transom stand over the view.
  const frame: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const x = room.x0 + ((room.x1 - room.x0) * i) / 8;
    const a = s.project(v3(x, 0, room.z1));
    const b = s.project(v3(x, room.y1, room.z1));
    if (a && b)
      frame.push(
        `<line x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(b.x)}" y2="${n1(b.y)}" stroke="#2c3a48" stroke-width="4"/>`,
      );
  }
  const t0 = s.project(v3(room.x0, 0.1, room.z1));
  const t1 = s.project(v3(room.x1, 0.1, room.z1));
  if (t0 && t1)
    frame.push(
      `<line x1="${n1(t0.x)}" y1="${n1(t0.y)}" x2="${n1(t1.x)}" y2="${n1(t1.y)}" stroke="#2c3a48" stroke-width="6"/>`,
    );
  s.add(Layer.MARKS, 0, frame.join(""));
  // Sunlight falling through the glass onto the floor.
  const sunPatch = s.projectPoly([
    v3(-12, 0.01, opts.depth - 9),
    v3(10, 0.01, opts.depth - 14),
    v3(13, 0.01, opts.depth - 0.2),
    v3(-13, 0.01, opts.depth - 0.2),
  ]);
  s.add(Layer.MARKS, 1, polygon(sunPatch, `fill="${s.light.sunColor}" opacity="0.25"`));
  for (const x of [-7, 7]) {
    for (let z = 6; z < opts.depth - 2; z += 9)
      s.box(
        { x0: x - 0.35, x1: x + 0.35, z0: z, z1: z + 0.7, y1: 3.4 },
        { wall: "#f3f1ec", shadow: false, edge: true },
      );
  }
  if (opts.desks) {
    for (let z = 3; z < opts.depth - 4; z += 4.2) {
      for (const x of [-11, -3.5, 3.5]) {
        s.box(
          { x0: x, x1: x + 6, z0: z, z1: z + 1.6, y0: 0.72, y1: 0.76 },
          { wall: "#f6f4ef", top: "#fbfaf6", shadow: false, edge: true },
        );
        s.box(
          { x0: x + 0.2, x1: x + 5.8, z0: z + 0.7, z1: z + 0.8, y0: 0.76, y1: 1.15 },
          { wall: BRAND.blueDark, shadow: false },
        );
        for (const dx of [1.2, 4.2])
          s.box(
            { x0: x + dx, x1: x + dx + 0.6, z0: z - 0.7, z1: z - 0.1, y0: 0.45, y1: 1.05 },
            { wall: "#2b3440", shadow: false },
          );
      }
    }
  }
  // Plants by the windows: a touch of green that reads as "occupied".
  for (const x of [-12.5, 12.5]) tree(s, "bush", x, opts.depth - 1.5, 1.6);
  return s.toSvg();
}

/** A street of compressed-earth-brick houses with tin roofs, solar panels and young trees. */
export function earthHouses(
  shot: Shot,
  opts: { rows: number; perRow: number; street: number; people: boolean; lamps: boolean },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#8f8a6a", 3500, 60, 1, true);
  s.ground(BRAND.laterite, { mottle: 0.25, grain: 0.05 });
  flat(s, -opts.street / 2, opts.street / 2, -10, 2000, "#c77a4f", 0.02, 0.06);
  const earth = ["#c27a4c", "#b86d42", "#c98a5a", "#b77a52"];
  for (let row = 0; row < opts.rows; row++) {
    for (let i = 0; i < opts.perRow; i++) {
      for (const side of [-1, 1]) {
        const x0 =
          side === -1 ? -opts.street / 2 - 3 - 8 - row * 16 : opts.street / 2 + 3 + row * 16;
        const z0 = 6 + i * 13;
        house(
          s,
          x0,
          z0,
          earth[(i + row + (side > 0 ? 1 : 0)) % 4] ?? "#c27a4c",
          (i + row) % 3 === 0,
        );
        if (i % 2 === 0 && row === 0)
          tree(
            s,
            i % 4 === 0 ? "mango" : "acacia",
            x0 + (side === -1 ? 10 : -2),
            z0 + 10,
            between(s.rnd, 4, 6),
          );
      }
    }
  }
  if (opts.lamps)
    for (let z = 4; z < opts.perRow * 13; z += 20)
      streetLamp(s, opts.street / 2 + 0.5, z, 6.5, -1.2);
  if (opts.people) {
    person(s, -1.5, 14, "#2f6fae", "#1d1d1d");
    person(s, 2.2, 24, "#d99a1e", "#1d1d1d");
    person(s, 1.4, 40, "#b5532f", "#1d1d1d");
  }
  return s.toSvg();
}

/** One compressed-earth house: brick walls, a shallow metal roof, a door and shuttered windows. */
export function house(
  s: Scene,
  x0: number,
  z0: number,
  wall: string,
  solar: boolean,
  w = 8,
  d = 9,
): void {
  const h = 3.1;
  s.box(
    { x0, x1: x0 + w, z0, z1: z0 + d, y1: h },
    {
      wall,
      edge: true,
      decorate: (f: Face, fill: string) => {
        if (f.name === "top" || f.name === "bottom") return "";
        const courses = bands(s, f, 14, scale(fill, 0.9), 0.4);
        const door = polygon(
          s.projectPoly([
            onFace(f, 0.42, 0),
            onFace(f, 0.58, 0),
            onFace(f, 0.58, 0.68),
            onFace(f, 0.42, 0.68),
          ]),
          `fill="${mix(BRAND.blueDark, fill, 0.3)}"`,
        );
        const win = (u: number) =>
          polygon(
            s.projectPoly([
              onFace(f, u, 0.35),
              onFace(f, u + 0.14, 0.35),
              onFace(f, u + 0.14, 0.7),
              onFace(f, u, 0.7),
            ]),
            `fill="${mix("#2e6b5a", fill, 0.25)}"`,
          );
        return (
          courses +
          (f.name === "front" || f.name === "back" ? door + win(0.12) + win(0.74) : win(0.43))
        );
      },
    },
  );
  // Roof sheet overhanging the walls, in galvanised grey.
  s.box(
    { x0: x0 - 0.4, x1: x0 + w + 0.4, z0: z0 - 0.5, z1: z0 + d + 0.5, y0: h, y1: h + 0.25 },
    {
      wall: "#7d858a",
      top: "#8a9297",
      edge: true,
      decorate: (f: Face, fill: string) =>
        f.name === "top" ? bands(s, f, 18, scale(fill, 0.88), 0.5, true) : "",
      shadow: false,
    },
  );
  if (solar)
    s.box(
      { x0: x0 + 1, x1: x0 + 4, z0: z0 + 2, z1: z0 + 5, y0: h + 0.25, y1: h + 0.45 },
      { wall: "#1c2f52", top: "#27457a", shadow: false },
    );
}

/** A building site: houses at different stages, a tower crane, stacks of blocks, workers. */
export function buildingSite(
  shot: Shot,
  opts: { crane: { x: number; z: number; h: number; jib: number }; houses: number },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#7d7a5f", 3000, 50, 1, true);
  s.ground(BRAND.laterite, { mottle: 0.3, grain: 0.06 });
  for (let i = 0; i < opts.houses; i++) {
    const x0 = -40 + (i % 5) * 14;
    const z0 = 30 + Math.floor(i / 5) * 16;
    const stage3 = i % 3;
    if (stage3 === 0) house(s, x0, z0, "#c27a4c", i % 2 === 0);
    else {
      // Walls rising: unfinished height, no roof, a few block pallets nearby.
      s.box(
        { x0, x1: x0 + 8, z0, z1: z0 + 9, y1: 1 + stage3 * 0.8 },
        {
          wall: "#c98a5a",
          top: "#a76a44",
          edge: true,
          decorate: (f, fill) => bands(s, f, 4 + stage3 * 3, scale(fill, 0.88), 0.5),
        },
      );
      s.box(
        { x0: x0 + 9, x1: x0 + 10.2, z0: z0 + 1, z1: z0 + 2.2, y1: 1 },
        {
          wall: "#c47f52",
          edge: true,
          decorate: (f, fill) => bands(s, f, 5, scale(fill, 0.85), 0.5),
        },
      );
    }
  }
  const { x, z, h, jib } = opts.crane;
  const sub = new SubScene(s);
  sub.box(
    { x0: x - 0.9, x1: x + 0.9, z0: z - 0.9, z1: z + 0.9, y1: h },
    {
      wall: BRAND.gold,
      edge: true,
      decorate: (f, fill) => latticeOn(s, f, Math.round(h / 2), scale(fill, 0.6)),
    },
  );
  sub.box(
    { x0: x - jib * 0.25, x1: x + jib, z0: z - 0.5, z1: z + 0.5, y0: h, y1: h + 1.4 },
    {
      wall: BRAND.gold,
      edge: true,
      decorate: (f, fill) => latticeOn(s, f, Math.round(jib / 2), scale(fill, 0.6)),
    },
  );
  sub.box(
    { x0: x - jib * 0.25, x1: x - jib * 0.12, z0: z - 1, z1: z + 1, y0: h - 2.2, y1: h },
    { wall: "#8b8f94", edge: true },
  );
  sub.box(
    { x0: x - 1, x1: x + 1, z0: z - 1, z1: z + 1, y0: h + 1.4, y1: h + 6 },
    { wall: BRAND.gold, edge: true, decorate: (f, fill) => latticeOn(s, f, 3, scale(fill, 0.6)) },
  );
  s.add(Layer.OBJECT, s.dist(v3(x, h / 2, z)) + 5, sub.svg());
  const hook = s.project(v3(x + jib * 0.6, h, z));
  const load = s.project(v3(x + jib * 0.6, h * 0.45, z));
  if (hook && load)
    s.add(
      Layer.OBJECT,
      s.dist(v3(x, 0, z)),
      `<line x1="${n1(hook.x)}" y1="${n1(hook.y)}" x2="${n1(load.x)}" y2="${n1(load.y)}" stroke="#33363a" stroke-width="0.8"/><rect x="${n1(load.x - 5)}" y="${n1(load.y)}" width="10" height="5" fill="#c47f52"/>`,
    );
  s.shadow({ x0: x - 0.9, x1: x + 0.9, z0: z - 0.9, z1: z + 0.9, y1: h });
  for (let i = 0; i < 5; i++) person(s, between(s.rnd, -30, 20), between(s.rnd, 18, 40));
  scatterTrees(s, ["acacia", "bush"], 14, { x0: -200, x1: 200, z0: 90, z1: 500 }, [4, 8]);
  return s.toSvg();
}

/** Cross-bracing drawn on a face: the lattice of a crane mast or jib. */
export function latticeOn(s: Scene, f: Face, count: number, color: string): string {
  const out: string[] = [];
  const horizontal =
    f.name === "front" || f.name === "back"
      ? Math.abs(f.c[1].x - f.c[0].x) > Math.abs(f.c[3].y - f.c[0].y)
      : Math.abs(f.c[1].z - f.c[0].z) > Math.abs(f.c[3].y - f.c[0].y);
  for (let i = 0; i < count; i++) {
    const t0 = i / count;
    const t1 = (i + 1) / count;
    const a = horizontal ? onFace(f, t0, 0) : onFace(f, 0, t0);
    const b = horizontal ? onFace(f, t1, 1) : onFace(f, 1, t1);
    const pa = s.project(a);
    const pb = s.project(b);
    if (pa && pb)
      out.push(
        `<line x1="${n1(pa.x)}" y1="${n1(pa.y)}" x2="${n1(pb.x)}" y2="${n1(pb.y)}" stroke="${color}" stroke-width="0.7"/>`,
      );
  }
  return out.join("");
}

/** A business park: low glass pavilions on lawns, palm alleys, an airliner on final approach. */
export function businessPark(shot: Shot, opts: { buildings: number; plane: boolean }): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#8b9a78", 4000, 40, 1, true);
  s.ground("#8f9b55", { mottle: 0.2 });
  flat(s, -6, 6, -5, 2000, BRAND.asphalt, 0.02, 0.04);
  dashes(s, 0, 2, 600, "#f0ead8");
  for (let i = 0; i < opts.buildings; i++) {
    const side = i % 2 ? 1 : -1;
    const x0 = side < 0 ? -60 : 14;
    const z0 = 20 + Math.floor(i / 2) * 55;
    const floors = 3 + (i % 3);
    const glass = glassOf(s, "#3d6f99", i + shot.seed);
    flat(s, x0 - 6, x0 + 52, z0 - 8, z0 + 40, "#a7ad80", 0.01);
    s.box(
      { x0, x1: x0 + 46, z0, z1: z0 + 28, y1: floors * 4 },
      {
        wall: "#e9e6de",
        top: "#cfd3d6",
        edge: true,
        decorate: (f: Face, fill: string) =>
          f.name === "top" || f.name === "bottom"
            ? ""
            : windows(s, f, { cols: 14, rows: floors, mx: 0.12, my: 0.25, glass }) +
              bands(s, f, floors, scale(fill, 0.9), 1),
      },
    );
    s.box(
      { x0: x0 + 40, x1: x0 + 46.2, z0: z0 - 0.3, z1: z0 + 4, y1: floors * 4 + 1.5 },
      { wall: BRAND.gold, edge: true },
    );
  }
  for (let z = 8; z < 260; z += 14) {
    tree(s, "palm", -8, z, between(s.rnd, 8, 11));
    tree(s, "palm", 8, z + 7, between(s.rnd, 8, 11));
  }
  if (opts.plane)
    aircraft(s, {
      nose: v3(-220, 0, 900),
      tail: v3(-180, 0, 905),
      kind: "jet",
      livery: BRAND.navy,
      height: 110,
      lamps: s.light.lamps > 0.3,
    });
  return s.toSvg();
}

/** Serviced plots seen from above: a grid of streets, streetlights, boundary stakes, a few houses. */
export function servicedPlots(shot: Shot, opts: { blocks: number; built: number }): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#8f8a6a", 3000, 40, 1, true);
  s.ground("#c98a5a", { mottle: 0.28, grain: 0.05 });
  const plot = 20;
  const street = 12;
  const span = opts.blocks * (2 * plot + street);
  for (let i = 0; i <= opts.blocks; i++) {
    const c = -span / 2 + i * (2 * plot + street);
    flat(s, c - street, c, -60, span + 40, "#585b5f", 0.02);
    flat(
      s,
      -span / 2 - 20,
      span / 2 + 20,
      c + span / 2 - street + 20,
      c + span / 2 + 20,
      "#585b5f",
      0.02,
    );
  }
  let built = 0;
  for (let bx = 0; bx < opts.blocks; bx++) {
    for (let bz = 0; bz < opts.blocks; bz++) {
      const x0 = -span / 2 + bx * (2 * plot + street);
      const z0 = 20 + bz * (2 * plot + street);
      for (let px = 0; px < 2; px++) {
        for (let pz = 0; pz < 2; pz++) {
          const ax = x0 + px * plot + 1;
          const az = z0 + pz * plot + 1;
          // Stakes at the plot corners and a faint boundary line.
          const q = s.projectPoly([
            v3(ax, 0.03, az),
            v3(ax + plot - 2, 0.03, az),
            v3(ax + plot - 2, 0.03, az + plot - 2),
            v3(ax, 0.03, az + plot - 2),
          ]);
          s.add(
            Layer.MARKS,
            0,
            polygon(
              q,
              `fill="${s.atm("#d39a6a", s.dist(v3(ax, 0, az)))}" stroke="${s.atm("#f2ead8", s.dist(v3(ax, 0, az)))}" stroke-width="0.8" stroke-dasharray="3 3"`,
            ),
          );
          if ((bx * 7 + bz * 3 + px + pz * 2) % 5 === 0 && built < opts.built) {
            house(s, ax + 4, az + 4, "#c98a5a", built % 2 === 0, 10, 9);
            built++;
          }
        }
      }
      streetLamp(s, x0 - 1, z0 + 4, 7, -1.2);
    }
  }
  scatterTrees(
    s,
    ["acacia", "baobab", "bush"],
    10,
    { x0: -400, x1: 400, z0: span + 80, z1: 900 },
    [6, 14],
  );
  return s.toSvg();
}

/** Compressed-earth bricks being made: a press, pallets of curing bricks, workers. */
export function brickYard(
  shot: Shot,
  opts: { stacks: number; press: { x: number; z: number } },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#9a8f6a", 2500, 35, 1, true);
  s.ground(BRAND.laterite, { mottle: 0.3, grain: 0.07 });
  const brick = (x0: number, z0: number, shade: number) =>
    s.box(
      { x0, x1: x0 + 1.2, z0, z1: z0 + 1, y1: 1.1 },
      {
        wall: scale("#c47a4a", shade),
        top: scale("#cf8a5a", shade),
        edge: true,
        decorate: (f, fill) =>
          f.name === "top"
            ? bands(s, f, 4, scale(fill, 0.85), 0.5, true)
            : bands(s, f, 11, scale(fill, 0.82), 0.5) +
              bands(s, f, 4, scale(fill, 0.82), 0.5, true),
      },
    );
  for (let i = 0; i < opts.stacks; i++)
    brick(-6 + (i % 6) * 1.6, 6 + Math.floor(i / 6) * 1.8, 0.92 + 0.16 * s.rnd());
  const { x, z } = opts.press;
  const sub = new SubScene(s);
  sub.box({ x0: x, x1: x + 2, z0: z, z1: z + 1.4, y1: 0.9 }, { wall: BRAND.blue, edge: true });
  sub.box(
    { x0: x + 0.3, x1: x + 1.7, z0: z + 0.2, z1: z + 1.2, y0: 0.9, y1: 2.1 },
    { wall: "#2f6fae", edge: true },
  );
  sub.box(
    { x0: x + 0.8, x1: x + 1.2, z0: z + 0.5, z1: z + 0.9, y0: 2.1, y1: 2.7 },
    { wall: "#3a3f44" },
  );
  sub.box(
    { x0: x - 1.6, x1: x, z0: z + 0.2, z1: z + 1.2, y1: 0.95 },
    { wall: "#8f9498", top: "#c78052", edge: true },
  );
  s.add(Layer.OBJECT, s.dist(v3(x + 1, 1, z + 0.7)), sub.svg());
  s.shadow({ x0: x - 1.6, x1: x + 2, z0: z, z1: z + 1.4, y1: 2.1 });
  person(s, x - 0.6, z - 0.6, "#d99a1e", "#f4f4f0");
  person(s, x + 2.6, z + 0.4, "#2f6fae", "#f4f4f0");
  person(s, -8, 9, "#d99a1e", "#f4f4f0");
  // Finished walls in the background show what the bricks become.
  house(s, 8, 24, "#c27a4c", true, 9, 8);
  house(s, -14, 30, "#b86d42", false, 8, 8);
  tree(s, "mango", 3, 34, 7);
  scatterTrees(s, ["acacia", "bush"], 10, { x0: -150, x1: 150, z0: 60, z1: 400 }, [4, 8]);
  return s.toSvg();
}
