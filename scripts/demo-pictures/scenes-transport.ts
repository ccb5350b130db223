// Aviation and logistics scenes: aprons, flight, hangars, runways, cargo holds, warehouses
// (outside and in), road convoys, the fleet control room and the container port.

import {
  aircraft,
  BRAND,
  bands,
  container,
  glassOf,
  person,
  SubScene,
  scatterTrees,
  truck,
  windows,
} from "./props.ts";
import { latticeOn } from "./scenes-immobilier.ts";
import {
  dashes,
  flat,
  interior,
  ocean,
  powerLine,
  type Shot,
  skyline,
  stage,
  streetLamp,
} from "./stage.ts";
import { between, H, mix, n1, polygon, scale, W } from "./svg.ts";
import { type Face, Layer, onFace, type Scene, v3 } from "./world.ts";

/** A unit load device: the contoured aluminium container of air freight. */
function uld(s: Scene, x: number, z: number, color = "#c3c9cf"): void {
  s.box(
    { x0: x, x1: x + 3.2, z0: z, z1: z + 2.4, y0: 0.3, y1: 1.9 },
    {
      wall: color,
      top: scale(color, 1.05),
      edge: true,
      decorate: (f, fill) =>
        f.name === "front"
          ? polygon(
              s.projectPoly([
                onFace(f, 0.1, 0.1),
                onFace(f, 0.9, 0.1),
                onFace(f, 0.9, 0.85),
                onFace(f, 0.1, 0.85),
              ]),
              `fill="${mix(BRAND.blueDark, fill, 0.55)}"`,
            )
          : bands(s, f, 4, scale(fill, 0.85), 0.5, true),
    },
  );
}

/** A forklift: body, mast and forks, in the group's gold. */
function forklift(s: Scene, x: number, z: number, color: string = BRAND.gold): void {
  const sub = new SubScene(s);
  sub.box(
    { x0: x, x1: x + 1.2, z0: z, z1: z + 2.4, y0: 0.3, y1: 1.3 },
    { wall: color, edge: true },
  );
  sub.box(
    { x0: x + 0.1, x1: x + 1.1, z0: z + 0.6, z1: z + 1.8, y0: 1.3, y1: 2.2 },
    { wall: "#2b3138", edge: true },
  );
  sub.box({ x0: x + 0.2, x1: x + 1, z0: z - 0.15, z1: z, y0: 0, y1: 2.6 }, { wall: "#33383e" });
  s.add(Layer.OBJECT, s.dist(v3(x + 0.6, 1, z + 1.2)), sub.svg());
  s.shadow({ x0: x, x1: x + 1.2, z0: z, z1: z + 2.4, y1: 2 });
}

/** A cargo aircraft on the apron, with ULDs, a loader, a tug and a backdrop building. */
export function apron(
  shot: Shot,
  opts: {
    kind: "jet" | "turboprop";
    heading: number;
    length: number;
    backdrop: "hangar" | "terminal" | "bush";
    ulds: number;
    surface: string;
    doorOpen: boolean;
  },
): string {
  const s = stage(shot);
  s.sky();
  s.ridge(opts.backdrop === "bush" ? "#6f7a4a" : "#8b9176", 3000, 50, 1, true);
  s.ground(opts.surface, { mottle: 0.16, grain: 0.04 });
  if (opts.backdrop !== "bush") {
    // Apron concrete slabs: joints in perspective are what sells the flat ground.
    for (let x = -200; x <= 200; x += 10) {
      const a = s.project(v3(x, 0.02, 8));
      const b = s.project(v3(x, 0.02, 400));
      if (a && b)
        s.add(
          Layer.MARKS,
          0,
          `<line x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(b.x)}" y2="${n1(b.y)}" stroke="#8c8a84" stroke-width="0.5" opacity="0.5"/>`,
        );
    }
    for (let z = 10; z <= 400; z += 10 + z * 0.05) {
      const a = s.project(v3(-400, 0.02, z));
      const b = s.project(v3(400, 0.02, z));
      if (a && b)
        s.add(
          Layer.MARKS,
          0,
          `<line x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(b.x)}" y2="${n1(b.y)}" stroke="#8c8a84" stroke-width="0.5" opacity="0.45"/>`,
        );
    }
    dashes(s, -14, 5, 400, BRAND.gold, 4, 3, 0.12);
  } else {
    flat(s, -18, 18, 0, 3000, "#b86a42", 0.02, 0.06);
  }
  if (opts.backdrop === "hangar") {
    s.box(
      { x0: -70, x1: 30, z0: 150, z1: 210, y1: 24 },
      {
        wall: "#dfe3e6",
        top: "#b9c0c6",
        edge: true,
        decorate: (f: Face, fill: string) =>
          f.name === "front"
            ? polygon(
                s.projectPoly([
                  onFace(f, 0.05, 0),
                  onFace(f, 0.95, 0),
                  onFace(f, 0.95, 0.8),
                  onFace(f, 0.05, 0.8),
                ]),
                `fill="${mix("#2b3642", fill, 0.2)}"`,
              ) + bands(s, f, 40, scale(fill, 0.8), 0.5, true)
            : bands(s, f, 30, scale(fill, 0.9), 0.5, true),
      },
    );
    s.box(
      { x0: -70, x1: 30, z0: 149.8, z1: 150, y0: 20, y1: 22.5 },
      { wall: BRAND.navy, shadow: false },
    );
  } else if (opts.backdrop === "terminal") {
    const glass = glassOf(s, "#47739a", shot.seed);
    s.box(
      { x0: -120, x1: 60, z0: 170, z1: 210, y1: 14 },
      {
        wall: "#e6e2d8",
        top: "#c7c9c6",
        edge: true,
        decorate: (f: Face) =>
          f.name === "front" ? windows(s, f, { cols: 30, rows: 2, mx: 0.08, my: 0.3, glass }) : "",
      },
    );
    s.box({ x0: 70, x1: 76, z0: 180, z1: 186, y1: 32 }, { wall: "#e9e6dd", edge: true });
    s.box(
      { x0: 68, x1: 78, z0: 178, z1: 188, y0: 32, y1: 37 },
      { wall: "#3f6f95", top: "#cfd6dc", edge: true },
    );
  } else {
    scatterTrees(
      s,
      ["acacia", "baobab", "bush"],
      26,
      { x0: -600, x1: 600, z0: 120, z1: 900 },
      [6, 14],
      (x) => Math.abs(x) < 40,
    );
  }
  const a = (opts.heading * Math.PI) / 180;
  const cx = 0;
  const cz = 60;
  const half = opts.length / 2;
  const nose = v3(cx + Math.sin(a) * half, 0, cz + Math.cos(a) * half);
  const tail = v3(cx - Math.sin(a) * half, 0, cz - Math.cos(a) * half);
  aircraft(s, {
    nose,
    tail,
    kind: opts.kind,
    livery: BRAND.navy,
    height: opts.kind === "jet" ? 3.4 : 2.2,
    cargoDoor: opts.doorOpen,
    lamps: s.light.lamps > 0.3,
  });
  for (let i = 0; i < opts.ulds; i++)
    uld(s, -30 + (i % 4) * 4, 30 + Math.floor(i / 4) * 3.5, i % 3 ? "#c3c9cf" : "#b8c4cf");
  if (opts.ulds > 0) {
    forklift(s, 12, 34);
    person(s, -6, 28);
    person(s, 8, 30, "#d99a1e", "#ffffff");
  }
  streetLamp(s, -45, 90, 18, 0.1);
  streetLamp(s, 40, 110, 18, 0.1);
  return s.toSvg();
}

/** An aircraft in the air over the landscape or the sea: the camera flies alongside. */
export function inFlight(
  shot: Shot,
  opts: { terrain: "sahel" | "sea" | "forest"; livery: string },
): string {
  const s = stage(shot);
  s.sky();
  if (opts.terrain === "sea") {
    s.ground("#0b4f8a", { mottle: 0.1 });
    ocean(s, 0);
  } else {
    s.ridge(opts.terrain === "sahel" ? "#b49a72" : "#5f7a4a", 20000, 300, 1.2);
    s.ground(opts.terrain === "sahel" ? "#b98a5a" : "#5e7d3a", { mottle: 0.3, far: 8000 });
  }
  aircraft(s, {
    nose: v3(-22, 0, 95),
    tail: v3(22, 0, 110),
    kind: "jet",
    livery: opts.livery,
    height: s.eye.y - 4,
    lamps: s.light.lamps > 0.3,
  });
  return s.toSvg();
}

/** Inside a maintenance hangar: aircraft on jacks, yellow work stands, lights, the open door. */
export function hangarInterior(shot: Shot, opts: { stands: number; doorLight: boolean }): string {
  const s = stage(shot);
  s.sky();
  s.ground("#9a9a92", { mottle: 0 });
  const room = { x0: -40, x1: 40, z0: -5, z1: 70, y1: 22 };
  interior(s, room, {
    floor: "#b8bab8",
    wall: "#d6d9dc",
    ceiling: "#8c949c",
    back: null,
    ceilingLights: 6,
    gloss: 0.12,
  });
  // Roof trusses across the span.
  for (let z = 0; z < 70; z += 8) {
    const a = s.project(v3(-40, 21, z));
    const b = s.project(v3(40, 21, z));
    const m = s.project(v3(0, 19, z));
    if (a && b && m)
      s.add(
        Layer.MARKS,
        1,
        `<path d="M${n1(a.x)} ${n1(a.y)} L${n1(m.x)} ${n1(m.y)} L${n1(b.x)} ${n1(b.y)}" stroke="#5d6873" stroke-width="2" fill="none"/>`,
      );
  }
  // The door frame at the far end, with the apron outside.
  const door = [v3(-40, 22, 70), v3(40, 22, 70), v3(40, 17, 70), v3(-40, 17, 70)];
  s.add(Layer.MARKS, 1, polygon(s.projectPoly(door), `fill="#6d7781"`));
  for (const x of [-40, -20, 20, 40])
    s.box({ x0: x - 1, x1: x + 1, z0: 69, z1: 71, y1: 17 }, { wall: "#7a848d", shadow: false });
  // Yellow floor lines.
  dashes(s, -12, 0, 68, BRAND.gold, 68, 1, 0.1);
  dashes(s, 12, 0, 68, BRAND.gold, 68, 1, 0.1);
  aircraft(s, {
    nose: v3(-16, 0, 34),
    tail: v3(14, 0, 46),
    kind: "turboprop",
    livery: BRAND.blue,
    height: 3.4,
  });
  for (let i = 0; i < opts.stands; i++) {
    const x = -18 + i * 9;
    const z = 26 + (i % 2) * 3;
    const sub = new SubScene(s);
    sub.box(
      { x0: x, x1: x + 3, z0: z, z1: z + 2, y0: 2.4, y1: 2.6 },
      { wall: BRAND.gold, edge: true },
    );
    for (const dx of [0, 2.8])
      sub.box({ x0: x + dx, x1: x + dx + 0.2, z0: z, z1: z + 0.2, y1: 2.4 }, { wall: "#b57d12" });
    sub.box({ x0: x, x1: x + 3, z0: z, z1: z + 0.06, y0: 2.6, y1: 3.6 }, { wall: "#c98d1a" });
    s.add(Layer.OBJECT, s.dist(v3(x + 1.5, 2, z + 1)) - 2, sub.svg());
    person(s, x + 1.5, z + 1.2 + (i % 2), "#d99a1e", "#ffffff");
  }
  // Tool cabinets along the wall.
  for (let z = 6; z < 60; z += 7)
    s.box(
      { x0: -39.5, x1: -38.5, z0: z, z1: z + 4, y1: 1.9 },
      { wall: i2c(z), edge: true, shadow: false },
    );
  if (opts.doorLight) {
    const beam = s.projectPoly([
      v3(-38, 0.02, 70),
      v3(38, 0.02, 70),
      v3(28, 0.02, 40),
      v3(-26, 0.02, 46),
    ]);
    s.add(Layer.MARKS, 2, polygon(beam, `fill="${s.light.sunColor}" opacity="0.22"`));
  }
  return s.toSvg();
}

function i2c(z: number): string {
  return z % 14 < 7 ? "#b5532f" : BRAND.blue;
}

/** A runway at dusk: edge and approach lights converging to the vanishing point, a plane landing. */
export function runway(shot: Shot, opts: { width: number; plane: boolean }): string {
  const s = stage(shot);
  s.sky();
  s.ridge("#3f4a5a", 6000, 60, 1, true);
  s.ground("#5f6a4a", { mottle: 0.2 });
  flat(s, -opts.width / 2, opts.width / 2, -5, 4000, "#3f4246", 0.02, 0.05);
  dashes(s, 0, 2, 4000, "#e8e4d8", 30, 20, 0.45);
  // Threshold piano keys.
  for (let i = -6; i <= 6; i++)
    if (i !== 0) flat(s, i * 3 - 0.9, i * 3 + 0.9, 20, 50, "#e8e4d8", 0.03);
  const lights: string[] = [];
  for (let z = 5; z < 3000; z += 60) {
    for (const x of [-opts.width / 2 - 1, opts.width / 2 + 1]) {
      const p = s.project(v3(x, 0.3, z));
      if (!p) continue;
      const r = Math.min(3, Math.max(0.8, 0.5 * s.pxPerM(v3(x, 0, z))));
      const c = z > 2700 ? "#ff5040" : "#ffe6a8";
      lights.push(
        `<circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="${n1(r * 3)}" fill="${c}" opacity="0.25"/><circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="${n1(r)}" fill="#fffbe8"/>`,
      );
    }
  }
  // Green threshold bar.
  for (let x = -opts.width / 2; x <= opts.width / 2; x += 3) {
    const p = s.project(v3(x, 0.3, 15));
    if (p)
      lights.push(`<circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="2.5" fill="#5dff8a" opacity="0.9"/>`);
  }
  s.add(Layer.MARKS, 3, lights.join(""));
  if (opts.plane)
    aircraft(s, {
      nose: v3(6, 0, 62),
      tail: v3(32, 0, 96),
      kind: "jet",
      livery: BRAND.navy,
      height: 9,
      lamps: true,
    });
  powerLine(s, -140, 20, 1500, 90, 12);
  return s.toSvg();
}

/** Inside the main deck of a freighter: ribs, roller floor and netted pallets leading to the open door. */
export function cargoHold(shot: Shot, opts: { pallets: number }): string {
  const s = stage(shot);
  s.add(Layer.SKY, 0, `<rect width="${W}" height="${H}" fill="#1b2530"/>`);
  const r = 2.6;
  const len = 36;
  // The fuselage as rings of quads: lighter on top where the cabin lights are.
  for (let z = len; z > 0; z -= 1.5) {
    for (let i = 0; i < 12; i++) {
      const a0 = Math.PI * (i / 12);
      const a1 = Math.PI * ((i + 1) / 12);
      const p = (a: number, zz: number) => v3(Math.cos(a) * r, 0.4 + Math.sin(a) * r * 1.05, zz);
      const shade = 0.75 + 0.3 * Math.sin((a0 + a1) / 2);
      s.add(
        Layer.GROUND,
        len - z,
        polygon(
          s.projectPoly([p(a0, z), p(a1, z), p(a1, z - 1.5), p(a0, z - 1.5)]),
          `fill="${s.atm(scale("#c9d0d6", shade), z * 3)}" stroke="${s.atm("#8d969f", z * 3)}" stroke-width="0.6"`,
        ),
      );
    }
  }
  flat(s, -r, r, 0, len, "#6b7077", 0.4);
  for (let x = -2; x <= 2; x += 1) dashes(s, x, 0.5, len, "#9aa1a8", 0.4, 0.4, 0.08);
  // The open door at the end: daylight.
  const door = s.projectPoly([
    v3(-1.8, 0.4, len),
    v3(1.8, 0.4, len),
    v3(1.8, 2.9, len),
    v3(-1.8, 2.9, len),
  ]);
  s.add(Layer.MARKS, 5, polygon(door, `fill="${s.light.sky[2]}"`));
  const doorCentre = s.project(v3(0, 1.6, len));
  if (doorCentre) {
    const glow = s.doc.radial(
      [
        [0, "#fff6e0", 0.55],
        [1, "#fff6e0", 0],
      ],
      doorCentre.x,
      doorCentre.y,
      260,
    );
    s.add(Layer.POST, 0, `<rect width="${W}" height="${H}" fill="${glow}"/>`);
  }
  for (let i = 0; i < opts.pallets; i++) {
    const z = 3 + i * 3.6;
    const h = 1.4 + ((i * 37) % 5) * 0.12;
    s.box(
      { x0: -1.5, x1: 1.5, z0: z, z1: z + 3, y0: 0.45, y1: 0.45 + h },
      {
        wall: i % 3 === 0 ? "#c9a66b" : i % 3 === 1 ? "#d7c39a" : "#b8c2cc",
        top: "#e0d4b8",
        edge: true,
        shadow: false,
        decorate: (f, fill) =>
          bands(s, f, 4, scale(fill, 0.55), 0.8) + bands(s, f, 5, scale(fill, 0.55), 0.8, true),
      },
    );
  }
  return s.toSvg();
}

/** Inside a warehouse: pallet racks along aisles; cold variant in blue, ULD/scanner variant for air freight. */
export function warehouseInterior(
  shot: Shot,
  opts: { aisles: number; levels: number; cold: boolean; ulds: boolean; rackColor: string },
): string {
  const s = stage(shot);
  s.sky();
  s.ground("#7d8a6a", { mottle: 0 });
  const width = opts.aisles * 9 + 4;
  const room = { x0: -width / 2, x1: width / 2, z0: -4, z1: 90, y1: opts.levels * 2 + 3 };
  const wall = opts.cold ? "#e4eef6" : "#e6e3dc";
  interior(s, room, {
    floor: opts.cold ? "#cfd9e0" : "#b9b5ab",
    wall,
    ceiling: opts.cold ? "#c7d3dc" : "#a9adb1",
    back: opts.ulds ? null : wall,
    ceilingLights: 7,
    gloss: opts.cold ? 0.2 : 0.1,
  });
  if (opts.ulds) {
    const door = s.projectPoly([
      v3(room.x0, opts.levels * 2 - 1, room.z1),
      v3(room.x1, opts.levels * 2 - 1, room.z1),
      v3(room.x1, room.y1, room.z1),
      v3(room.x0, room.y1, room.z1),
    ]);
    s.add(Layer.MARKS, 0, polygon(door, `fill="#8e969e"`));
  }
  const palletColors = opts.cold
    ? ["#f2f5f8", "#d7e3ec", "#c2d2de"]
    : ["#c9a66b", "#b8926a", "#d7c39a", "#9fb1c2"];
  for (let a = 0; a <= opts.aisles; a++) {
    const x = room.x0 + 2 + a * 9 - 1.2;
    if (opts.ulds && a > 0 && a < opts.aisles) continue;
    for (let z = 6; z < 64; z += 2.8) {
      const sub = new SubScene(s);
      for (let l = 0; l < opts.levels; l++) {
        const y = l * 2;
        sub.box(
          { x0: x, x1: x + 2.4, z0: z, z1: z + 2.7, y0: y + 0.15, y1: y + 0.3 },
          { wall: opts.rackColor, edge: true },
        );
        if ((l * 13 + z * 7 + a) % 9 > 1) {
          const c = palletColors[(l + a + Math.round(z)) % palletColors.length] ?? "#c9a66b";
          sub.box(
            { x0: x + 0.1, x1: x + 2.3, z0: z + 0.2, z1: z + 2.5, y0: y + 0.3, y1: y + 1.65 },
            { wall: c, edge: true },
          );
        }
      }
      for (const dz of [0, 2.6])
        sub.box(
          { x0: x - 0.05, x1: x + 0.1, z0: z + dz, z1: z + dz + 0.12, y1: opts.levels * 2 },
          { wall: BRAND.blue },
        );
      s.add(Layer.OBJECT, s.dist(v3(x + 1.2, 2, z + 1.4)), sub.svg());
    }
  }
  if (opts.ulds) {
    for (let i = 0; i < 8; i++) uld(s, -8 + (i % 2) * 8, 10 + Math.floor(i / 2) * 8, "#c3c9cf");
    // X-ray scanner tunnel with its conveyor.
    s.box(
      { x0: 4, x1: 8, z0: 30, z1: 36, y1: 3.2 },
      {
        wall: "#e8ecef",
        edge: true,
        decorate: (f, fill) =>
          f.name === "front"
            ? polygon(
                s.projectPoly([
                  onFace(f, 0.2, 0.2),
                  onFace(f, 0.8, 0.2),
                  onFace(f, 0.8, 0.8),
                  onFace(f, 0.2, 0.8),
                ]),
                `fill="${scale(fill, 0.35)}"`,
              )
            : bands(s, f, 2, BRAND.blue, 2),
      },
    );
    s.box(
      { x0: 4.6, x1: 7.4, z0: 20, z1: 30, y1: 0.9 },
      { wall: "#5b636b", top: "#3a4047", edge: true },
    );
  } else {
    dashes(s, room.x0 + 2 + 9 / 2 + 0.5, 0, 88, BRAND.gold, 88, 1, 0.08);
  }
  forklift(s, room.x0 + 6.6, 18);
  person(s, room.x0 + 14.6, 26, opts.cold ? "#2f6fae" : "#d99a1e", "#ffffff");
  if (opts.cold) {
    // Cold air: a pale veil that thickens with distance.
    const veil = s.doc.linear(
      [
        [0, "#eaf4ff", 0.0],
        [0.5, "#eaf4ff", 0.35],
        [1, "#eaf4ff", 0],
      ],
      0,
      s.horizonY - 200,
      0,
      s.horizonY + 200,
    );
    s.add(Layer.FRONT, 0, `<rect width="${W}" height="${H}" fill="${veil}"/>`);
  }
  return s.toSvg();
}

/** A bonded warehouse from outside: long shed, loading docks with trucks, yard, fence. */
export function warehouseExterior(
  shot: Shot,
  opts: { length: number; docks: number; trucks: number; reefer: boolean; port: boolean },
): string {
  const s = stage(shot);
  s.sky();
  if (opts.port) {
    skyline(s, 2200, 14, 25, 2);
    for (let i = 0; i < 4; i++) gantryCrane(s, 120 + i * 45, 520, true);
  }
  s.ridge("#8a8f72", 4000, 45, 1, true);
  s.ground("#a7a297", { mottle: 0.14, grain: 0.04 });
  const x0 = -opts.length / 2;
  const z0 = 60;
  s.box(
    { x0, x1: x0 + opts.length, z0, z1: z0 + 70, y1: 13 },
    {
      wall: "#e8e6e0",
      side: "#dfe1e2",
      top: "#b8bec4",
      edge: true,
      decorate: (f: Face, fill: string) => {
        if (f.name !== "front")
          return f.name === "left" || f.name === "right"
            ? bands(s, f, 30, scale(fill, 0.9), 0.5, true)
            : "";
        const parts = [
          bands(s, f, 4, scale(fill, 0.94), 0.5),
          polygon(
            s.projectPoly([
              onFace(f, 0, 0.78),
              onFace(f, 1, 0.78),
              onFace(f, 1, 0.88),
              onFace(f, 0, 0.88),
            ]),
            `fill="${BRAND.blue}"`,
          ),
        ];
        for (let i = 0; i < opts.docks; i++) {
          const u = (i + 0.25) / opts.docks;
          const du = 0.45 / opts.docks;
          parts.push(
            polygon(
              s.projectPoly([
                onFace(f, u, 0.1),
                onFace(f, u + du, 0.1),
                onFace(f, u + du, 0.42),
                onFace(f, u, 0.42),
              ]),
              `fill="${i % 3 === 1 ? scale(fill, 0.35) : mix(fill, "#9aa3ab", 0.6)}"`,
            ),
          );
          parts.push(
            bands(
              s,
              {
                ...f,
                c: [
                  onFace(f, u, 0.1),
                  onFace(f, u + du, 0.1),
                  onFace(f, u + du, 0.42),
                  onFace(f, u, 0.42),
                ],
              },
              6,
              scale(fill, 0.75),
              0.4,
            ),
          );
        }
        return parts.join("");
      },
    },
  );
  s.box(
    { x0, x1: x0 + opts.length, z0: z0 - 3, z1: z0, y1: 1.2 },
    { wall: "#b6b2a8", top: "#c8c4ba", edge: true, shadow: false },
  );
  flat(s, -opts.length, opts.length, 0, z0 - 3, "#6b6e70", 0.02, 0.04);
  for (let i = 0; i < opts.trucks; i++) {
    const u = (i * 3 + 1.25) / opts.docks;
    truck(s, {
      x: x0 + opts.length * u,
      z: z0 - 3 - 16,
      dir: -1,
      cab: i % 2 ? "#f2f2ee" : BRAND.blue,
      load: opts.reefer ? "reefer" : "container",
      loadColor: opts.reefer ? "#f4f6f8" : i % 2 ? "#b5532f" : "#0b4f8a",
    });
  }
  for (let z = 10; z < 50; z += 20) streetLamp(s, x0 - 6, z, 10, 1.4);
  scatterTrees(s, ["palm", "mango"], 8, { x0: x0 - 60, x1: x0 - 15, z0: 20, z1: 160 }, [7, 11]);
  return s.toSvg();
}

/** A ship-to-shore gantry crane, standing with its boom out over the quay edge. */
export function gantryCrane(s: Scene, x: number, z: number, far: boolean): void {
  const sub = new SubScene(s);
  const col = far ? "#9aa8b4" : BRAND.blue;
  for (const dx of [0, 16])
    for (const dz of [0, 14])
      sub.box(
        { x0: x + dx, x1: x + dx + 1.4, z0: z + dz, z1: z + dz + 1.4, y1: 38 },
        { wall: col, edge: true },
      );
  sub.box(
    { x0: x - 1, x1: x + 18.4, z0: z - 40, z1: z + 30, y0: 38, y1: 41 },
    { wall: col, edge: true, decorate: (f, fill) => latticeOn(s, f, 20, scale(fill, 0.7)) },
  );
  sub.box(
    { x0: x + 4, x1: x + 13, z0: z - 10, z1: z - 4, y0: 34, y1: 38 },
    { wall: "#eef2f5", edge: true },
  );
  sub.box(
    { x0: x + 6, x1: x + 11, z0: z + 4, z1: z + 9, y0: 41, y1: 52 },
    { wall: col, edge: true, decorate: (f, fill) => latticeOn(s, f, 6, scale(fill, 0.7)) },
  );
  s.add(Layer.OBJECT, s.dist(v3(x + 8, 20, z + 7)), sub.svg());
  s.shadow({ x0: x, x1: x + 17.4, z0: z, z1: z + 15.4, y1: 10 });
}

/** The container port: quay, gantry cranes, stacks of containers, water and a ship. */
export function containerPort(
  shot: Shot,
  opts: { cranes: number; rows: number; ship: boolean; train: boolean },
): string {
  const s = stage(shot);
  s.sky();
  s.ground("#9d9a92", { mottle: 0.12, grain: 0.03 });
  ocean(s, 260);
  if (opts.ship) {
    s.box(
      { x0: -160, x1: 110, z0: 275, z1: 305, y1: 14 },
      {
        wall: "#20344b",
        top: "#3a4a58",
        edge: true,
        shadow: false,
        decorate: (f, fill) =>
          f.name === "front"
            ? polygon(
                s.projectPoly([
                  onFace(f, 0, 0),
                  onFace(f, 1, 0),
                  onFace(f, 1, 0.25),
                  onFace(f, 0, 0.25),
                ]),
                `fill="${mix("#8b2e22", fill, 0.3)}"`,
              )
            : "",
      },
    );
    s.box(
      { x0: 80, x1: 100, z0: 278, z1: 302, y0: 14, y1: 34 },
      {
        wall: "#f0f0ea",
        edge: true,
        shadow: false,
        decorate: (f) => windows(s, f, { cols: 4, rows: 4, glass: glassOf(s, "#2a4a6a", 3) }),
      },
    );
    const colors = ["#b5532f", "#0b4f8a", "#d99a1e", "#4c7a5a", "#8d8f8c", "#eef6ff"];
    for (let i = 0; i < 20; i++)
      for (let l = 0; l < 3; l++)
        if ((i * 5 + l * 3) % 7 !== 0)
          container(
            s,
            -150 + i * 11.5,
            280,
            14 + l * 2.6,
            false,
            colors[(i + l * 2) % colors.length] ?? "#b5532f",
            false,
          );
  }
  for (let i = 0; i < opts.cranes; i++) gantryCrane(s, -120 + i * 50, 240, false);
  const colors = ["#b5532f", "#0b4f8a", "#d99a1e", "#8d8f8c", "#4c7a5a", "#093f6e"];
  for (let r = 0; r < opts.rows; r++) {
    for (let c = 0; c < 9; c++) {
      const h = 1 + ((r * 7 + c * 3) % 3);
      for (let l = 0; l < h; l++)
        container(
          s,
          -110 + c * 13,
          60 + r * 30,
          l * 2.6,
          true,
          colors[(r + c + l) % colors.length] ?? "#b5532f",
        );
    }
  }
  if (opts.train) oreTrain(s, 30, 20, 260, 18);
  for (let z = 10; z < 240; z += 45) streetLamp(s, -130, z, 25, 2);
  return s.toSvg();
}

/** Ore wagons on a track running towards the port. */
export function oreTrain(s: Scene, x: number, z0: number, z1: number, wagons: number): void {
  for (const dx of [-0.75, 0.75]) {
    const a = s.project(v3(x + dx, 0.1, z0 - 40));
    const b = s.project(v3(x + dx, 0.1, z1 + 200));
    if (a && b)
      s.add(
        Layer.MARKS,
        1,
        `<line x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(b.x)}" y2="${n1(b.y)}" stroke="#55504a" stroke-width="1.5"/>`,
      );
  }
  flat(s, x - 2, x + 2, z0 - 40, z1 + 200, "#8a7a6a", 0.03, 0.08);
  for (let i = 0; i < wagons; i++) {
    const z = z0 + i * 11;
    if (z > z1) break;
    const sub = new SubScene(s);
    sub.box(
      { x0: x - 1.5, x1: x + 1.5, z0: z, z1: z + 10, y0: 0.8, y1: 3.4 },
      {
        wall: i === 0 ? BRAND.gold : "#6b4a3a",
        top: "#7a3a25",
        edge: true,
        decorate: (f, fill) => bands(s, f, 3, scale(fill, 0.8), 0.6, true),
      },
    );
    sub.box(
      { x0: x - 1.3, x1: x + 1.3, z0: z + 0.5, z1: z + 9.5, y0: 3.4, y1: 3.9 },
      { wall: i === 0 ? BRAND.navy : "#a34a2a", top: "#b5532f" },
    );
    s.add(Layer.OBJECT, s.dist(v3(x, 2, z + 5)), sub.svg());
    s.shadow({ x0: x - 1.5, x1: x + 1.5, z0: z, z1: z + 10, y1: 3.4 });
  }
}

/** Trucks on a straight road to the vanishing point, through savanna or forest. */
export function roadConvoy(
  shot: Shot,
  opts: {
    trucks: number;
    landscape: "savanna" | "sahel" | "forest";
    load: "container" | "box" | "flatbed" | "tanker";
    parked: boolean;
    lamps: boolean;
  },
): string {
  const s = stage(shot);
  s.sky();
  const soil =
    opts.landscape === "forest" ? "#6f7f3e" : opts.landscape === "sahel" ? "#c9a27a" : "#a08a52";
  s.ridge(
    opts.landscape === "forest" ? "#4d6b38" : "#8a8266",
    5000,
    opts.landscape === "forest" ? 30 : 80,
    1,
    opts.landscape !== "sahel",
  );
  s.ground(soil, { mottle: 0.28, grain: 0.04 });
  flat(s, -9, 9, -5, 6000, "#b5703f", 0.015, 0.06);
  flat(s, -4, 4, -5, 6000, BRAND.asphalt, 0.02, 0.06);
  dashes(s, 0, 0, 3000, "#e9e2cc", 3, 6, 0.1);
  dashes(s, -3.7, 0, 3000, "#d8d2c0", 3000, 1, 0.08);
  dashes(s, 3.7, 0, 3000, "#d8d2c0", 3000, 1, 0.08);
  const colors = [BRAND.blue, "#f2f2ee", BRAND.navy, "#b5532f"];
  for (let i = 0; i < opts.trucks; i++) {
    const x = opts.parked ? -12 - (i % 2) * 0 : i % 3 === 2 ? -2 : 2;
    const z = opts.parked ? 18 + i * 19 : 22 + i * 26 + between(s.rnd, 0, 6);
    truck(s, {
      x: opts.parked ? x : x,
      z,
      dir: opts.parked ? 1 : i % 3 === 2 ? -1 : 1,
      cab: colors[i % colors.length] ?? BRAND.blue,
      load: opts.load,
      loadColor:
        opts.load === "container"
          ? i % 2
            ? "#b5532f"
            : "#0b4f8a"
          : opts.load === "tanker"
            ? "#d9dde0"
            : "#9aa3aa",
      lamps: opts.lamps,
    });
  }
  const kinds =
    opts.landscape === "forest"
      ? (["palm", "mango", "palm"] as const)
      : opts.landscape === "sahel"
        ? (["acacia", "baobab", "bush"] as const)
        : (["acacia", "mango", "baobab", "bush"] as const);
  scatterTrees(
    s,
    [...kinds],
    40,
    { x0: -400, x1: 400, z0: 15, z1: 1200 },
    [5, 13],
    (x) => Math.abs(x) < 16,
  );
  powerLine(s, 14, 5, 3000, 55, 9);
  return s.toSvg();
}

/** The fleet control room: video wall with the corridor map, desks, operators from behind. */
export function controlRoom(shot: Shot, opts: { screens: number }): string {
  const s = stage(shot);
  s.add(Layer.SKY, 0, `<rect width="${W}" height="${H}" fill="#0c1724"/>`);
  const room = { x0: -9, x1: 9, z0: -3, z1: 14, y1: 4 };
  interior(s, room, {
    floor: "#3a4450",
    wall: "#2a3644",
    ceiling: "#1f2833",
    back: "#1c2530",
    ceilingLights: 3,
    gloss: 0.08,
  });
  // The video wall: a mosaic of screens showing map fragments (no text).
  const wallFace: Face = {
    name: "back",
    normal: v3(0, 0, -1),
    c: [v3(-7, 0.9, 13.9), v3(7, 0.9, 13.9), v3(7, 3.7, 13.9), v3(-7, 3.7, 13.9)],
  };
  const cols = opts.screens;
  const parts: string[] = [];
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < cols; c++) {
      const q = [
        onFace(wallFace, c / cols + 0.004, r / 2 + 0.01),
        onFace(wallFace, (c + 1) / cols - 0.004, r / 2 + 0.01),
        onFace(wallFace, (c + 1) / cols - 0.004, (r + 1) / 2 - 0.01),
        onFace(wallFace, c / cols + 0.004, (r + 1) / 2 - 0.01),
      ];
      parts.push(polygon(s.projectPoly(q), `fill="${(r + c) % 3 === 0 ? "#0f3a5e" : "#0b2f4d"}"`));
    }
  }
  // Coastline, corridor routes and truck dots drawn across the whole wall.
  const pt = (u: number, v: number) => s.project(onFace(wallFace, u, v));
  const coast: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const u = i / 40;
    const p = pt(u, 0.2 + 0.08 * Math.sin(u * 9) + 0.05 * Math.sin(u * 23));
    if (p) coast.push(`${n1(p.x)},${n1(p.y)}`);
  }
  parts.push(
    `<polyline points="${coast.join(" ")}" fill="none" stroke="#5fa8e0" stroke-width="1.5"/>`,
  );
  const routes: [number, number, number, number][] = [
    [0.3, 0.28, 0.55, 0.9],
    [0.55, 0.9, 0.8, 0.7],
    [0.15, 0.3, 0.3, 0.75],
    [0.7, 0.25, 0.55, 0.9],
  ];
  for (const [u0, v0, u1, v1] of routes) {
    const a = pt(u0, v0);
    const b = pt(u1, v1);
    if (a && b)
      parts.push(
        `<line x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(b.x)}" y2="${n1(b.y)}" stroke="${BRAND.gold}" stroke-width="2"/>`,
      );
    for (let k = 0; k < 6; k++) {
      const t = s.rnd();
      const p = pt(u0 + (u1 - u0) * t, v0 + (v1 - v0) * t);
      if (p) parts.push(`<circle cx="${n1(p.x)}" cy="${n1(p.y)}" r="2.6" fill="#7dffb0"/>`);
    }
  }
  s.add(Layer.MARKS, 2, parts.join(""));
  const wallGlow = pt(0.5, 0.5);
  if (wallGlow) {
    const g = s.doc.radial(
      [
        [0, "#3d8fd6", 0.35],
        [1, "#3d8fd6", 0],
      ],
      wallGlow.x,
      wallGlow.y,
      520,
      0.8,
    );
    s.add(Layer.POST, 0, `<rect width="${W}" height="${H}" fill="${g}"/>`);
  }
  for (let row = 0; row < 2; row++) {
    const z = 4 + row * 4;
    s.box(
      { x0: -7, x1: 7, z0: z, z1: z + 1.1, y0: 0.72, y1: 0.78 },
      { wall: "#c7ccd1", top: "#9aa3ab", shadow: false, edge: true },
    );
    s.box(
      { x0: -7, x1: 7, z0: z + 0.9, z1: z + 1.1, y0: 0, y1: 0.72 },
      { wall: "#4a5560", shadow: false },
    );
    for (let i = 0; i < 5; i++) {
      const x = -6 + i * 2.8;
      s.box(
        { x0: x, x1: x + 0.9, z0: z + 0.55, z1: z + 0.6, y0: 0.82, y1: 1.35 },
        {
          wall: "#1a2330",
          shadow: false,
          decorate: (f) =>
            f.name === "front"
              ? polygon(
                  s.projectPoly([
                    onFace(f, 0.05, 0.08),
                    onFace(f, 0.95, 0.08),
                    onFace(f, 0.95, 0.92),
                    onFace(f, 0.05, 0.92),
                  ]),
                  `fill="#2f6fae"`,
                )
              : "",
        },
      );
      if ((i + row) % 2 === 0) operator(s, x + 0.45, z - 0.5);
    }
  }
  return s.toSvg();
}

/** An operator seen from behind, sitting: shoulders and head against the screens' glow. */
function operator(s: Scene, x: number, z: number): void {
  const p = s.project(v3(x, 1.05, z));
  if (!p) return;
  const k = s.pxPerM(v3(x, 1, z));
  const svg = `<path d="M${n1(p.x - 0.25 * k)} ${n1(p.y + 0.5 * k)} L${n1(p.x - 0.22 * k)} ${n1(p.y)} Q${n1(p.x)} ${n1(p.y - 0.1 * k)} ${n1(p.x + 0.22 * k)} ${n1(p.y)} L${n1(p.x + 0.25 * k)} ${n1(p.y + 0.5 * k)} Z" fill="#1a2027"/><circle cx="${n1(p.x)}" cy="${n1(p.y - 0.2 * k)}" r="${n1(0.11 * k)}" fill="#15191e"/>`;
  s.add(Layer.OBJECT, s.dist(v3(x, 1, z)) - 1, svg);
}
