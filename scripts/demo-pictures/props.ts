// Reusable things placed in the 3D world: trees, people, vehicles, aircraft, cranes,
// stockpiles and façade decorations. Each draws itself in the camera's perspective.

import { between, mix, n1, type P2, polygon, scale } from "./svg.ts";
import { type Face, Layer, onFace, type Scene, type V3, v3 } from "./world.ts";

export const BRAND = {
  navy: "#062741",
  blue: "#0b4f8a",
  blueDark: "#093f6e",
  light: "#eef6ff",
  gold: "#d99a1e",
  laterite: "#b5532f",
  ochre: "#c98d3f",
  sand: "#e8d3a9",
  savanna: "#7d8a3c",
  green: "#4f6b2e",
  granite: "#8d8f8c",
  concrete: "#c9c6bd",
  asphalt: "#4a4d52",
} as const;

// ---------------------------------------------------------------- trees and people

export type TreeKind = "acacia" | "palm" | "baobab" | "bush" | "mango";

/** A tree standing at ground point (x, z): a sprite scaled by its distance. */
export function tree(s: Scene, kind: TreeKind, x: number, z: number, height: number): void {
  const base = s.project(v3(x, 0, z));
  if (!base) return;
  const k = s.pxPerM(v3(x, 0, z));
  const d = s.dist(v3(x, height / 2, z));
  const leaf = s.atm(kind === "palm" ? "#4d6b34" : kind === "bush" ? "#6b7a3a" : "#5a7434", d);
  const leafLit = s.atm(mix(kind === "palm" ? "#7d9a4a" : "#8d9c4c", s.light.sunColor, 0.2), d);
  const bark = s.atm(kind === "baobab" ? "#8a7a6a" : "#4d3b2c", d);
  const hpx = height * k;
  const { x: bx, y: by } = base;
  const r = s.rnd;
  const parts: string[] = [];
  if (kind === "palm") {
    const lean = between(r, -0.25, 0.25) * hpx;
    const top = { x: bx + lean, y: by - hpx };
    parts.push(
      `<path d="M${n1(bx - hpx * 0.02)} ${n1(by)} Q${n1(bx + lean * 0.2)} ${n1(by - hpx * 0.5)} ${n1(top.x)} ${n1(top.y)}" stroke="${bark}" stroke-width="${n1(Math.max(1, hpx * 0.035))}" fill="none"/>`,
    );
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2 + r();
      const len = hpx * between(r, 0.28, 0.4);
      const ex = top.x + Math.cos(a) * len;
      const ey = top.y + Math.abs(Math.sin(a)) * len * 0.45 + len * 0.15;
      const cx = top.x + Math.cos(a) * len * 0.5;
      const cy = top.y - len * 0.25;
      parts.push(
        `<path d="M${n1(top.x)} ${n1(top.y)} Q${n1(cx)} ${n1(cy)} ${n1(ex)} ${n1(ey)}" stroke="${i % 3 ? leaf : leafLit}" stroke-width="${n1(Math.max(1, hpx * 0.045))}" stroke-linecap="round" fill="none"/>`,
      );
    }
  } else if (kind === "acacia") {
    const cw = hpx * between(r, 0.75, 1.05);
    const ty = by - hpx * 0.82;
    parts.push(
      `<path d="M${n1(bx)} ${n1(by)} L${n1(bx)} ${n1(by - hpx * 0.45)} L${n1(bx - cw * 0.25)} ${n1(ty)} M${n1(bx)} ${n1(by - hpx * 0.45)} L${n1(bx + cw * 0.22)} ${n1(ty)}" stroke="${bark}" stroke-width="${n1(Math.max(0.8, hpx * 0.03))}" fill="none"/>`,
    );
    parts.push(
      `<ellipse cx="${n1(bx)}" cy="${n1(ty)}" rx="${n1(cw / 2)}" ry="${n1(hpx * 0.12)}" fill="${leaf}"/>`,
      `<ellipse cx="${n1(bx - cw * 0.05)}" cy="${n1(ty - hpx * 0.05)}" rx="${n1(cw * 0.4)}" ry="${n1(hpx * 0.07)}" fill="${leafLit}"/>`,
    );
  } else if (kind === "baobab") {
    const tw = hpx * 0.22;
    parts.push(
      `<path d="M${n1(bx - tw)} ${n1(by)} C${n1(bx - tw * 0.7)} ${n1(by - hpx * 0.4)} ${n1(bx - tw * 0.5)} ${n1(by - hpx * 0.6)} ${n1(bx - tw * 0.9)} ${n1(by - hpx * 0.85)} L${n1(bx + tw * 0.9)} ${n1(by - hpx * 0.85)} C${n1(bx + tw * 0.5)} ${n1(by - hpx * 0.6)} ${n1(bx + tw * 0.7)} ${n1(by - hpx * 0.4)} ${n1(bx + tw)} ${n1(by)} Z" fill="${bark}"/>`,
    );
    for (let i = 0; i < 6; i++) {
      const a = Math.PI * (0.1 + (0.8 * i) / 5);
      const ex = bx - Math.cos(a) * hpx * 0.5;
      const ey = by - hpx * 0.85 - Math.sin(a) * hpx * 0.22;
      parts.push(
        `<path d="M${n1(bx)} ${n1(by - hpx * 0.8)} L${n1(ex)} ${n1(ey)}" stroke="${bark}" stroke-width="${n1(Math.max(0.8, hpx * 0.04))}"/>`,
        `<ellipse cx="${n1(ex)}" cy="${n1(ey)}" rx="${n1(hpx * 0.14)}" ry="${n1(hpx * 0.07)}" fill="${i % 2 ? leaf : leafLit}"/>`,
      );
    }
  } else {
    // Bushes and mango trees: round crowns built of a few overlapping blobs.
    const trunk = kind === "mango" ? 0.35 : 0.05;
    const cr = hpx * (kind === "mango" ? 0.38 : 0.5);
    parts.push(
      `<rect x="${n1(bx - hpx * 0.025)}" y="${n1(by - hpx * trunk - 1)}" width="${n1(Math.max(0.8, hpx * 0.05))}" height="${n1(hpx * trunk + 1)}" fill="${bark}"/>`,
    );
    const cy = by - hpx + cr;
    parts.push(
      `<ellipse cx="${n1(bx)}" cy="${n1(cy)}" rx="${n1(cr * 1.15)}" ry="${n1(cr)}" fill="${leaf}"/>`,
    );
    parts.push(
      `<ellipse cx="${n1(bx - cr * 0.3)}" cy="${n1(cy - cr * 0.3)}" rx="${n1(cr * 0.65)}" ry="${n1(cr * 0.55)}" fill="${leafLit}"/>`,
    );
  }
  s.add(Layer.OBJECT, s.dist(v3(x, 0, z)), `<g>${parts.join("")}</g>`);
  const rad = height * (kind === "palm" ? 0.25 : 0.4);
  s.shadowOfFootprint(
    [
      [x - rad, z - rad],
      [x + rad, z - rad],
      [x + rad, z + rad],
      [x - rad, z + rad],
    ],
    height * 0.5,
  );
}

/** Scatters trees over a ground rectangle, away from a keep-out test. */
export function scatterTrees(
  s: Scene,
  kinds: TreeKind[],
  count: number,
  area: { x0: number; x1: number; z0: number; z1: number },
  heights: [number, number],
  keepOut: (x: number, z: number) => boolean = () => false,
): void {
  for (let i = 0; i < count; i++) {
    const x = between(s.rnd, area.x0, area.x1);
    const z = between(s.rnd, area.z0, area.z1);
    const kind = kinds[Math.floor(s.rnd() * kinds.length)] ?? "bush";
    if (!keepOut(x, z)) tree(s, kind, x, z, between(s.rnd, heights[0], heights[1]));
  }
}

/** A worker in a hi-vis vest and helmet (or a figure in a shirt), standing at (x, z). */
export function person(s: Scene, x: number, z: number, vest = "#f0a020", helmet = "#f4f4f0"): void {
  const base = s.project(v3(x, 0, z));
  if (!base) return;
  const k = s.pxPerM(v3(x, 0, z));
  const d = s.dist(v3(x, 1, z));
  const h = 1.75 * k;
  const skin = s.atm("#5a3a28", d);
  const trousers = s.atm("#24344a", d);
  const { x: bx, y: by } = base;
  const w = h * 0.26;
  const svg = [
    `<rect x="${n1(bx - w * 0.42)}" y="${n1(by - h * 0.48)}" width="${n1(w * 0.38)}" height="${n1(h * 0.48)}" fill="${trousers}"/>`,
    `<rect x="${n1(bx + w * 0.04)}" y="${n1(by - h * 0.48)}" width="${n1(w * 0.38)}" height="${n1(h * 0.48)}" fill="${trousers}"/>`,
    `<rect x="${n1(bx - w / 2)}" y="${n1(by - h * 0.82)}" width="${n1(w)}" height="${n1(h * 0.38)}" rx="${n1(w * 0.2)}" fill="${s.atm(vest, d)}"/>`,
    `<circle cx="${n1(bx)}" cy="${n1(by - h * 0.89)}" r="${n1(h * 0.075)}" fill="${skin}"/>`,
    `<path d="M${n1(bx - h * 0.09)} ${n1(by - h * 0.9)} A${n1(h * 0.09)} ${n1(h * 0.08)} 0 0 1 ${n1(bx + h * 0.09)} ${n1(by - h * 0.9)} Z" fill="${s.atm(helmet, d)}"/>`,
  ].join("");
  s.add(Layer.OBJECT, d - 0.5, svg);
  s.shadowOfFootprint(
    [
      [x - 0.25, z - 0.2],
      [x + 0.25, z + 0.2],
      [x - 0.2, z + 0.25],
    ],
    1.7,
  );
}

// ---------------------------------------------------------------- façades

/** Windows in a grid on a face; `glass` picks each pane's colour from its position. */
export function windows(
  s: Scene,
  face: Face,
  opts: {
    cols: number;
    rows: number;
    mx?: number;
    my?: number;
    glass: (u: number, v: number, i: number) => string;
    frame?: string;
  },
): string {
  const out: string[] = [];
  const mx = opts.mx ?? 0.25;
  const my = opts.my ?? 0.3;
  let i = 0;
  for (let r = 0; r < opts.rows; r++) {
    for (let c = 0; c < opts.cols; c++) {
      const u0 = (c + mx / 2) / opts.cols;
      const u1 = (c + 1 - mx / 2) / opts.cols;
      const v0 = (r + my * 0.6) / opts.rows;
      const v1 = (r + 1 - my * 0.4) / opts.rows;
      const quad = [
        onFace(face, u0, v0),
        onFace(face, u1, v0),
        onFace(face, u1, v1),
        onFace(face, u0, v1),
      ];
      const frame = opts.frame ? ` stroke="${opts.frame}" stroke-width="0.5"` : "";
      out.push(
        polygon(
          s.projectPoly(quad),
          `fill="${opts.glass((u0 + u1) / 2, (v0 + v1) / 2, i)}"${frame}`,
        ),
      );
      i++;
    }
  }
  return out.join("");
}

/** Glass that reflects the sky: darker low down, a diagonal bright band, some panes lit at dusk. */
export function glassOf(s: Scene, tint: string, seed: number) {
  const [, mid, horizon] = s.light.sky;
  return (u: number, v: number, i: number): string => {
    const band = Math.exp(-(((u + v * 0.8 - 0.9 - (seed % 5) * 0.1) / 0.18) ** 2));
    let c = mix(mix(tint, mid, 0.35 + 0.4 * v), horizon, 0.55 * band);
    if (s.light.lamps > 0 && ((i * 7919 + seed) % 10) / 10 < s.light.lamps * 0.6)
      c = mix("#ffd58a", c, 0.25);
    return c;
  };
}

/** Horizontal lines across a face (floor slabs, corrugated cladding, balconies). */
export function bands(
  s: Scene,
  face: Face,
  count: number,
  color: string,
  width = 1,
  vertical = false,
): string {
  const out: string[] = [];
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const a = vertical ? onFace(face, t, 0) : onFace(face, 0, t);
    const b = vertical ? onFace(face, t, 1) : onFace(face, 1, t);
    const pa = s.project(a);
    const pb = s.project(b);
    if (pa && pb)
      out.push(
        `<line x1="${n1(pa.x)}" y1="${n1(pa.y)}" x2="${n1(pb.x)}" y2="${n1(pb.y)}" stroke="${color}" stroke-width="${width}"/>`,
      );
  }
  return out.join("");
}

// ---------------------------------------------------------------- vehicles

/** A wheel: a circle in the plane x = const, seen in perspective. */
function wheel(s: Scene, x: number, z: number, r: number, color: string): string {
  const ring: V3[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    ring.push(v3(x, r + Math.sin(a) * r, z + Math.cos(a) * r));
  }
  return polygon(s.projectPoly(ring), `fill="${color}"`);
}

export interface TruckSpec {
  /** Centre of the front bumper's x, and where the truck's front is along z. */
  x: number;
  z: number;
  /** +1 drives away from the camera (we see the back), -1 comes towards it. */
  dir: 1 | -1;
  cab: string;
  load: "box" | "container" | "flatbed" | "tanker" | "reefer" | "tipper";
  loadColor: string;
  lamps?: boolean;
}

/** A tractor-trailer aligned with the z axis, built from boxes so perspective is exact. */
export function truck(s: Scene, t: TruckSpec): void {
  const w = 2.5;
  const x0 = t.x - w / 2;
  const x1 = t.x + w / 2;
  const cabLen = 2.4;
  const trailerLen = 13;
  const zc0 = t.dir === 1 ? t.z - cabLen : t.z;
  const zc1 = zc0 + cabLen;
  const zt0 = t.dir === 1 ? t.z - cabLen - trailerLen - 0.4 : t.z + cabLen + 0.4;
  const zt1 = zt0 + trailerLen;
  const tyre = s.atm("#1d1f22", s.dist(v3(t.x, 1, t.z)));
  const wheels = (zs: number[]) =>
    zs
      .flatMap((z) => [wheel(s, x0 - 0.01, z, 0.5, tyre), wheel(s, x1 + 0.01, z, 0.5, tyre)])
      .join("");
  const cabStyle = {
    wall: t.cab,
    top: scale(t.cab, 1.05),
    edge: true,
    decorate: (f: Face, fill: string) => {
      // The windscreen faces the direction of travel.
      const front = (t.dir === 1 && f.name === "back") || (t.dir === -1 && f.name === "front");
      if (front) {
        const glass = polygon(
          s.projectPoly([
            onFace(f, 0.08, 0.55),
            onFace(f, 0.92, 0.55),
            onFace(f, 0.9, 0.92),
            onFace(f, 0.1, 0.92),
          ]),
          `fill="${mix("#1c2f45", s.light.sky[2], 0.3)}"`,
        );
        const lampColor = t.lamps ? "#fff3c4" : mix(fill, "#ffffff", 0.5);
        const lamps = [0.12, 0.82]
          .map((u) =>
            polygon(
              s.projectPoly([
                onFace(f, u, 0.2),
                onFace(f, u + 0.08, 0.2),
                onFace(f, u + 0.08, 0.28),
                onFace(f, u, 0.28),
              ]),
              `fill="${lampColor}"`,
            ),
          )
          .join("");
        return glass + lamps;
      }
      if (f.name === "left" || f.name === "right") {
        return polygon(
          s.projectPoly([
            onFace(f, 0.55, 0.55),
            onFace(f, 0.9, 0.55),
            onFace(f, 0.9, 0.9),
            onFace(f, 0.55, 0.9),
          ]),
          `fill="${mix("#1c2f45", fill, 0.3)}"`,
        );
      }
      return "";
    },
  };
  const parts: string[] = [];
  const chassisY = 1.1;
  // Chassis and wheels first; the bodies hide what they should.
  parts.push(wheels([zc0 + 0.8, zt0 + 1.2, zt0 + 2.6, zt0 + 4, zt1 - 1.5]));
  const dist = s.dist(v3(t.x, 2, (zc0 + zt1) / 2));
  const group = new SubScene(s);
  group.box({ x0, x1, z0: zc0, z1: zc1, y0: 0.6, y1: 3.6 }, cabStyle);
  const loadH =
    t.load === "flatbed" ? 1.45 : t.load === "tipper" ? 3 : t.load === "tanker" ? 3.4 : 4;
  if (t.load === "tanker") {
    group.box(
      { x0: x0 + 0.1, x1: x1 - 0.1, z0: zt0, z1: zt1, y0: chassisY + 0.3, y1: loadH },
      { wall: t.loadColor, top: scale(t.loadColor, 1.1), edge: true },
    );
  } else {
    group.box(
      { x0, x1, z0: zt0, z1: zt1, y0: chassisY, y1: loadH },
      {
        wall: t.loadColor,
        top: t.load === "tipper" ? "#6b4a35" : scale(t.loadColor, 1.08),
        edge: true,
        decorate: (f: Face, fill: string) =>
          t.load === "container" || t.load === "reefer"
            ? bands(
                s,
                f,
                f.name === "left" || f.name === "right" ? 26 : 6,
                scale(fill, 0.85),
                0.6,
                true,
              )
            : "",
      },
    );
  }
  s.add(Layer.OBJECT, dist, parts.join("") + group.svg());
  s.shadow({ x0, x1, z0: Math.min(zc0, zt0), z1: Math.max(zc1, zt1), y1: loadH * 0.8 });
}

/**
 * Draws several boxes into one object group, nearest last, so a composite (truck, crane,
 * aircraft loader) is sorted as a whole against the rest of the picture.
 */
export class SubScene {
  private readonly items: { depth: number; svg: string }[] = [];
  private readonly s: Scene;
  constructor(s: Scene) {
    this.s = s;
  }

  box(b: Parameters<Scene["box"]>[0], style: Parameters<Scene["box"]>[1]): void {
    const parts: string[] = [];
    for (const face of this.s.facesOf(b)) {
      if (!this.s.facing(face)) continue;
      const base =
        face.name === "top"
          ? (style.top ?? style.wall)
          : face.name === "left" || face.name === "right"
            ? (style.side ?? style.wall)
            : style.wall;
      const fill = this.s.surface(base, face.normal, onFace(face, 0.5, 0.5));
      const edge = style.edge ? ` stroke="${scale(fill, 0.8)}" stroke-width="0.6"` : "";
      parts.push(polygon(this.s.projectPoly(face.c), `fill="${fill}"${edge}`));
      if (style.decorate) parts.push(style.decorate(face, fill));
    }
    const centre = v3((b.x0 + b.x1) / 2, ((b.y0 ?? 0) + b.y1) / 2, (b.z0 + b.z1) / 2);
    this.items.push({ depth: this.s.dist(centre), svg: parts.join("") });
  }

  raw(depth: number, svg: string): void {
    this.items.push({ depth, svg });
  }

  svg(): string {
    return this.items
      .sort((a, b) => b.depth - a.depth)
      .map((i) => i.svg)
      .join("");
  }
}

/** A shipping container (or a ULD-sized crate) with corrugations. */
export function container(
  s: Scene,
  x: number,
  z: number,
  y0: number,
  long: boolean,
  color: string,
  alongX = true,
): void {
  const L = long ? 12.2 : 6.1;
  const b = alongX
    ? { x0: x, x1: x + L, z0: z, z1: z + 2.44, y0, y1: y0 + 2.6 }
    : { x0: x, x1: x + 2.44, z0: z, z1: z + L, y0, y1: y0 + 2.6 };
  s.box(b, {
    wall: color,
    edge: true,
    shadow: y0 === 0,
    decorate: (f, fill) =>
      bands(
        s,
        f,
        f.name === "top"
          ? 1
          : Math.round(((f.name === "front" || f.name === "back") === alongX ? L : 2.44) * 3),
        scale(fill, 0.82),
        0.5,
        true,
      ),
  });
}

/** A cone-shaped stockpile (ore, aggregates), lit on its sunny flank. */
export function stockpile(
  s: Scene,
  x: number,
  z: number,
  r: number,
  h: number,
  color: string,
  grain = 0.2,
): void {
  const apex = v3(x, h, z);
  const ring: V3[] = [];
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    ring.push(v3(x + Math.cos(a) * r * (1 + 0.06 * Math.sin(a * 3)), 0, z + Math.sin(a) * r));
  }
  const hull = hull2([apex, ...ring].map((p) => s.project(p)).filter((p): p is P2 => p !== null));
  const d = s.dist(apex);
  const shade = s.atm(s.lit(color, v3(-s.sun.x, 0.5, -s.sun.z)), d);
  const sunSide = s.atm(s.lit(color, v3(s.sun.x, 0.7, s.sun.z)), d);
  const a = s.project(apex);
  if (!a) return;
  // The lit flank: the apex with the half-ring facing the sun.
  const litRing = ring
    .filter((p) => (p.x - x) * s.sun.x + (p.z - z) * s.sun.z > 0)
    .map((p) => s.project(p))
    .filter((p): p is P2 => p !== null);
  const lit = hull2([a, ...litRing]);
  const parts = [
    polygon(hull, `fill="${shade}"`),
    polygon(lit, `fill="${sunSide}" opacity="0.9"`),
    s.texture(hull, "grain", grain),
  ];
  s.add(Layer.OBJECT, s.dist(v3(x, 0, z)), parts.join(""));
  s.shadowOfFootprint(
    ring.filter((_, i) => i % 4 === 0).map((p) => [p.x, p.z] as [number, number]),
    h * 0.55,
  );
}

/** Convex hull of screen points. */
export function hull2(points: P2[]): P2[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: P2, a: P2, b: P2) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const build = (list: P2[]) => {
    const out: P2[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as P2, out[out.length - 1] as P2, q) <= 0)
        out.pop();
      out.push(q);
    }
    return out.slice(0, -1);
  };
  return [...build(p), ...build([...p].reverse())];
}

// ---------------------------------------------------------------- aircraft

export interface AircraftSpec {
  /** Nose and tail positions on the ground plane; the fuselage centre is at `height`. */
  nose: V3;
  tail: V3;
  kind: "jet" | "turboprop";
  livery: string;
  /** Gear down and on the ground, or flying. */
  height: number;
  cargoDoor?: boolean;
  lamps?: boolean;
}

/** One flat facet of a 3D model, shaded by its own normal. */
interface Facet {
  pts: V3[];
  normal: V3;
  color: string;
  /** Always drawn (thin plates seen from both sides). */
  twoSided?: boolean;
}

/**
 * An aircraft as a small 3D model: a fuselage of shaded rings, swept wings and tailplanes with
 * thickness, engine nacelles, a fin in the brand colours and a gear; every facet is lit by the
 * sun and hazed by its distance, so any 3/4 view holds up.
 */
export function aircraft(s: Scene, a: AircraftSpec): void {
  const dx = a.nose.x - a.tail.x;
  const dz = a.nose.z - a.tail.z;
  const len = Math.hypot(dx, dz);
  if (len < 1) return;
  const fwd = v3(dx / len, 0, dz / len);
  const right = v3(fwd.z, 0, -fwd.x);
  const jet = a.kind === "jet";
  const R = len * (jet ? 0.027 : 0.0245);
  const cy = a.height;
  /** A point `back` metres behind the nose, `side` to the right, `up` above the fuselage axis. */
  const at = (back: number, side: number, up: number): V3 =>
    v3(a.nose.x - fwd.x * back + right.x * side, cy + up, a.nose.z - fwd.z * back + right.z * side);
  const dir = (side: number, up: number, along = 0): V3 =>
    v3(right.x * side - fwd.x * along, up, right.z * side - fwd.z * along);
  const mid = at(len / 2, 0, 0);
  const d = s.dist(mid);
  const eye = s.eye;
  const toEye = v3(eye.x - mid.x, eye.y - mid.y, eye.z - mid.z);
  const camSide = toEye.x * right.x + toEye.z * right.z >= 0 ? 1 : -1;
  const white = "#f1f3f5";
  const grey = "#c3c9d0";
  const shade = (f: Facet): string =>
    polygon(
      s.projectPoly(f.pts),
      `fill="${s.atm(s.lit(f.color, f.normal), d)}" stroke="${s.atm(s.lit(f.color, f.normal), d)}" stroke-width="0.4"`,
    );
  const visible = (f: Facet): boolean => {
    if (f.twoSided) return true;
    const c = f.pts[0] as V3;
    return f.normal.x * (eye.x - c.x) + f.normal.y * (eye.y - c.y) + f.normal.z * (eye.z - c.z) > 0;
  };
  const draw = (facets: Facet[]): string =>
    facets
      .filter(visible)
      .map((f) => {
        const c = f.pts.reduce((acc, p) => v3(acc.x + p.x, acc.y + p.y, acc.z + p.z), v3(0, 0, 0));
        return { f, k: s.dist(v3(c.x / f.pts.length, c.y / f.pts.length, c.z / f.pts.length)) };
      })
      .sort((p, q) => q.k - p.k)
      .map(({ f }) => shade(f))
      .join("");

  // Fuselage: rings along its length; the tail cone sweeps up, the nose is rounded.
  const stations: [number, number, number][] = [
    // [fraction of length, radius factor, centre lift in radii]
    [0, 0.05, -0.15],
    [0.012, 0.42, -0.1],
    [0.035, 0.72, -0.05],
    [0.07, 0.92, 0],
    [0.11, 1, 0],
    [0.3, 1, 0],
    [0.5, 1, 0],
    [0.66, 1, 0],
    [0.76, 0.88, 0.1],
    [0.86, 0.62, 0.3],
    [0.95, 0.34, 0.55],
    [1, 0.16, 0.7],
  ];
  const seg = 14;
  const ring = (i: number): V3[] => {
    const [t, rf, lift] = stations[i] as [number, number, number];
    const out: V3[] = [];
    for (let j = 0; j < seg; j++) {
      const ang = (j / seg) * Math.PI * 2;
      out.push(at(t * len, Math.cos(ang) * R * rf, Math.sin(ang) * R * rf + lift * R));
    }
    return out;
  };
  const rings = stations.map((_, i) => ring(i));
  const fuselage: Facet[] = [];
  for (let i = 0; i + 1 < rings.length; i++) {
    const r0 = rings[i] as V3[];
    const r1 = rings[i + 1] as V3[];
    for (let j = 0; j < seg; j++) {
      const j1 = (j + 1) % seg;
      const ang = ((j + 0.5) / seg) * Math.PI * 2;
      const sin = Math.sin(ang);
      const color = sin < -0.45 ? grey : white;
      fuselage.push({
        pts: [r0[j] as V3, r0[j1] as V3, r1[j1] as V3, r1[j] as V3],
        normal: dir(Math.cos(ang), sin, i < 3 ? -0.6 : i > 7 ? 0.35 : 0),
        color,
      });
    }
  }
  // Cheat line, windows, cockpit and cargo door on the side the camera sees.
  const sideAt = (t: number, ang: number, out = 1.01): V3 =>
    at(t * len, camSide * Math.cos(ang) * R * out, Math.sin(ang) * R * out);
  const deco: string[] = [];
  const band = (a0: number, a1: number, t0: number, t1: number, color: string) => {
    const pts = [sideAt(t0, a0), sideAt(t1, a0), sideAt(t1, a1), sideAt(t0, a1)];
    deco.push(polygon(s.projectPoly(pts), `fill="${s.atm(s.lit(color, dir(camSide, 0)), d)}"`));
  };
  band(-0.32, -0.2, 0.06, 0.78, a.livery);
  band(-0.42, -0.35, 0.08, 0.74, BRAND.gold);
  const w0 = s.project(sideAt(0.16, 0.18));
  const w1 = s.project(sideAt(0.74, 0.18));
  if (w0 && w1 && !a.cargoDoor) {
    const k = s.pxPerM(mid);
    deco.push(
      `<line x1="${n1(w0.x)}" y1="${n1(w0.y)}" x2="${n1(w1.x)}" y2="${n1(w1.y)}" stroke="${s.atm("#22303e", d)}" stroke-width="${n1(Math.max(0.6, 0.32 * k))}" stroke-dasharray="${n1(Math.max(0.6, 0.25 * k))} ${n1(Math.max(0.8, 0.55 * k))}"/>`,
    );
  }
  deco.push(
    polygon(
      s.projectPoly([
        sideAt(0.025, 0.25),
        sideAt(0.06, 0.3),
        sideAt(0.06, 0.52),
        sideAt(0.03, 0.5),
      ]),
      `fill="${s.atm("#1b2633", d)}"`,
    ),
  );
  if (a.cargoDoor)
    deco.push(
      polygon(
        s.projectPoly([
          sideAt(0.14, -0.2),
          sideAt(0.25, -0.2),
          sideAt(0.25, 0.75),
          sideAt(0.14, 0.75),
        ]),
        `fill="${s.atm("#2a3644", d)}"`,
      ),
    );

  // Wings, tailplanes and fin as thin slabs: top, bottom and leading edge.
  const slab = (
    root: [number, number],
    tip: [number, number],
    rootUp: number,
    tipSide: number,
    tipUp: number,
    side: number,
    thick: number,
    color: string,
  ): Facet[] => {
    const [rl, rt] = root;
    const [tl, tt] = tip;
    const rs = side * R * 0.6;
    const ts = side * tipSide;
    const top = [
      at(rl, rs, rootUp + thick),
      at(rt, rs, rootUp + thick * 0.5),
      at(tt, ts, tipUp + thick * 0.3),
      at(tl, ts, tipUp + thick * 0.4),
    ];
    const bottom = [at(rl, rs, rootUp), at(rt, rs, rootUp), at(tt, ts, tipUp), at(tl, ts, tipUp)];
    return [
      { pts: top, normal: v3(0, 1, 0), color },
      { pts: bottom, normal: v3(0, -1, 0), color: grey },
      {
        pts: [bottom[0] as V3, bottom[3] as V3, top[3] as V3, top[0] as V3],
        normal: dir(0, 0, -1),
        color: mix(color, "#9aa3ad", 0.3),
      },
    ];
  };
  const semi = len * (jet ? 0.47 : 0.5);
  const wingUp = jet ? -R * 0.55 : R * 0.95;
  const rootLe = len * (jet ? 0.36 : 0.4);
  const rootTe = rootLe + len * (jet ? 0.2 : 0.1);
  const sweep = jet ? len * 0.2 : len * 0.02;
  const tipChord = len * (jet ? 0.055 : 0.06);
  const wing = (side: number) =>
    slab(
      [rootLe, rootTe],
      [rootLe + sweep, rootLe + sweep + tipChord],
      wingUp,
      semi,
      wingUp + semi * (jet ? 0.09 : 0.02),
      side,
      R * 0.22,
      white,
    );
  const stabUp = jet ? R * 0.35 : R * 4.3;
  const stabLe = jet ? len * 0.84 : len * 0.88;
  const stab = (side: number) =>
    slab(
      [stabLe, len * 0.985],
      [stabLe + len * 0.08, stabLe + len * 0.12],
      stabUp,
      len * 0.17,
      stabUp + len * 0.02,
      side,
      R * 0.12,
      white,
    );
  // Engines: nacelles of shaded rings, slung under the wing (jet) or over it (turboprop).
  const engine = (side: number): Facet[] => {
    const span = semi * (jet ? 0.34 : 0.32) * side;
    const le = rootLe + sweep * (jet ? 0.34 : 0.32);
    const er = jet ? R * 0.56 : R * 0.4;
    const ey = jet ? wingUp - er * 1.05 : wingUp + er * 0.3;
    const l0 = le - len * (jet ? 0.09 : 0.07);
    const l1 = le + len * (jet ? 0.035 : 0.05);
    const n = 10;
    const out: Facet[] = [];
    const rim = (back: number, k: number) =>
      Array.from({ length: n }, (_, j) => {
        const ang = (j / n) * Math.PI * 2;
        return at(back, span + Math.cos(ang) * er * k, ey + Math.sin(ang) * er * k);
      });
    const front = rim(l0, 1);
    const rear = rim(l1, 0.7);
    for (let j = 0; j < n; j++) {
      const j1 = (j + 1) % n;
      const ang = ((j + 0.5) / n) * Math.PI * 2;
      out.push({
        pts: [front[j] as V3, front[j1] as V3, rear[j1] as V3, rear[j] as V3],
        normal: dir(Math.cos(ang), Math.sin(ang)),
        color: j % 5 === 2 ? a.livery : "#e4e7ea",
      });
    }
    out.push({ pts: front, normal: dir(0, 0, -1), color: "#151c24" });
    const pylon = [
      at(l0 + len * 0.04, span, ey),
      at(l1, span, ey),
      at(l1 + len * 0.02, span, wingUp),
      at(l0 + len * 0.05, span, wingUp),
    ];
    out.push({ pts: pylon, normal: dir(side, 0), color: grey, twoSided: true });
    return out;
  };
  const propeller = (side: number): string => {
    if (jet) return "";
    const span = semi * 0.32 * side;
    const le = rootLe + sweep * 0.32 - len * 0.075;
    const c = s.project(at(le, span, wingUp + R * 0.12));
    if (!c) return "";
    const k = s.pxPerM(at(le, span, wingUp));
    const facing =
      Math.abs(fwd.x * toEye.x + fwd.z * toEye.z) / Math.max(1, Math.hypot(toEye.x, toEye.z));
    const rx = Math.max(2, 1.9 * k * Math.max(0.2, facing));
    return `<ellipse cx="${n1(c.x)}" cy="${n1(c.y)}" rx="${n1(rx)}" ry="${n1(1.9 * k)}" fill="${s.atm("#2b3440", d)}" opacity="0.22"/>`;
  };
  const fin: Facet[] = [
    {
      pts: [
        at(len * 0.76, 0, R * 0.7),
        at(len * 0.995, 0, R * 0.85),
        at(len * 1.03, 0, R * 4.6),
        at(len * 0.93, 0, R * 4.6),
      ],
      normal: dir(camSide, 0),
      color: a.livery,
      twoSided: true,
    },
  ];
  const finGold: Facet = {
    pts: [
      at(len * 0.9, camSide * 0.05, R * 3.5),
      at(len * 1.01, camSide * 0.05, R * 3.5),
      at(len * 1.015, camSide * 0.05, R * 3.9),
      at(len * 0.915, camSide * 0.05, R * 3.9),
    ],
    normal: dir(camSide, 0),
    color: BRAND.gold,
    twoSided: true,
  };
  // Gear: legs and tyres under the fuselage and the wings.
  const gear: string[] = [];
  if (a.height < 8) {
    const leg = (back: number, side: number, bogie: number) => {
      const top = s.project(at(back, side, -R * 0.6));
      const foot = s.project(at(back, side, -cy + 0.55));
      if (!top || !foot) return;
      const k = s.pxPerM(at(back, side, -cy));
      const dark = s.atm("#1b2129", d);
      gear.push(
        `<line x1="${n1(top.x)}" y1="${n1(top.y)}" x2="${n1(foot.x)}" y2="${n1(foot.y)}" stroke="${s.atm("#8d959e", d)}" stroke-width="${n1(Math.max(0.8, 0.22 * k))}"/>`,
      );
      for (let b = 0; b < bogie; b++) {
        const p = s.project(at(back + (b - (bogie - 1) / 2) * 1.3, side, -cy + 0.55));
        if (p)
          gear.push(
            `<ellipse cx="${n1(p.x)}" cy="${n1(p.y)}" rx="${n1(Math.max(1, 0.45 * k))}" ry="${n1(Math.max(1, 0.55 * k))}" fill="${dark}"/>`,
          );
      }
    };
    leg(len * 0.1, 0, 1);
    leg(rootLe + len * 0.1, -R * 1.1, 2);
    leg(rootLe + len * 0.1, R * 1.1, 2);
  }
  const lamps: string[] = [];
  if (a.lamps) {
    const n = s.project(at(len * 0.02, 0, -R * 0.3));
    const b = s.project(at(len * 0.5, 0, R * 1.05));
    if (n)
      lamps.push(`<circle cx="${n1(n.x)}" cy="${n1(n.y)}" r="6" fill="#fff6d8" opacity="0.75"/>`);
    if (b) lamps.push(`<circle cx="${n1(b.x)}" cy="${n1(b.y)}" r="2" fill="#ff4a3a"/>`);
  }
  const far = -camSide;
  const near = camSide;
  const aboveWing = eye.y > cy + wingUp;
  const farParts = [
    draw(stab(far)),
    aboveWing ? draw(engine(far)) + draw(wing(far)) : draw(wing(far)) + draw(engine(far)),
    propeller(far),
  ];
  const nearParts = [
    draw(stab(near)),
    aboveWing ? draw(engine(near)) + draw(wing(near)) : draw(wing(near)) + draw(engine(near)),
    propeller(near),
  ];
  const finBehind = s.dist(at(len, 0, R * 3)) > s.dist(at(len * 0.85, 0, 0)) && eye.y < cy + R * 3;
  const body = [
    ...gear,
    ...farParts,
    finBehind ? draw(fin) + draw([finGold]) : "",
    draw(fuselage),
    deco.join(""),
    finBehind ? "" : draw(fin) + draw([finGold]),
    ...nearParts,
    ...lamps,
  ];
  s.add(Layer.OBJECT, d, body.join(""));
  if (a.height < 8) {
    // Shadow: the fuselage and wing outlines cast along the sun onto the ground.
    const cast = (p: V3): V3 =>
      v3(p.x - (s.sun.x / s.sun.y) * p.y, 0.01, p.z - (s.sun.z / s.sun.y) * p.y);
    const shadowPoly = (pts: V3[]) =>
      s.add(Layer.SHADOW, 0, polygon(s.projectPoly(pts.map(cast)), ""));
    shadowPoly([
      at(0, 0, 0),
      at(len * 0.1, R, 0),
      at(len * 0.8, R, 0),
      at(len, 0, R),
      at(len * 0.8, -R, 0),
      at(len * 0.1, -R, 0),
    ]);
    for (const side of [-1, 1]) {
      const w = wing(side)[1];
      if (w) shadowPoly(w.pts);
    }
  }
}

// ---------------------------------------------------------------- foreground interest

/** Two tyre ruts on the ground from (x0, z0) to (x1, z1), with a slight curve. */
export function tyreTracks(
  s: Scene,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color = "#5a3a28",
  gauge = 2.1,
): void {
  const len = Math.hypot(x1 - x0, z1 - z0);
  const nx = (z1 - z0) / len;
  const nz = -(x1 - x0) / len;
  const bend = len * 0.06;
  for (const side of [-0.5, 0.5]) {
    const left: V3[] = [];
    const right: V3[] = [];
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      const b = Math.sin(t * Math.PI) * bend;
      const cx = x0 + (x1 - x0) * t + nx * (side * gauge + b);
      const cz = z0 + (z1 - z0) * t + nz * (side * gauge + b);
      left.push(v3(cx - nx * 0.22, 0.025, cz - nz * 0.22));
      right.push(v3(cx + nx * 0.22, 0.025, cz + nz * 0.22));
    }
    const pts = s.projectPoly([...left, ...right.reverse()]);
    s.add(
      Layer.MARKS,
      1,
      polygon(pts, `fill="${s.atm(color, 20)}" opacity="0.42"`) + s.texture(pts, "grain", 0.2),
    );
  }
}

/** A site fence along a line: posts, two rails and a light mesh. */
export function fence(
  s: Scene,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  h = 1.9,
  color = "#c9ccce",
): void {
  const len = Math.hypot(x1 - x0, z1 - z0);
  const n = Math.max(1, Math.round(len / 3));
  for (let i = 0; i < n; i++) {
    const a = v3(x0 + ((x1 - x0) * i) / n, 0, z0 + ((z1 - z0) * i) / n);
    const b = v3(x0 + ((x1 - x0) * (i + 1)) / n, 0, z0 + ((z1 - z0) * (i + 1)) / n);
    const mid = v3((a.x + b.x) / 2, h / 2, (a.z + b.z) / 2);
    const d = s.dist(mid);
    const k = s.pxPerM(mid);
    const mesh = s.projectPoly([a, b, v3(b.x, h, b.z), v3(a.x, h, a.z)]);
    const pa = s.project(a);
    const ta = s.project(v3(a.x, h, a.z));
    const rail = (y: number) => {
      const p = s.project(v3(a.x, y, a.z));
      const q = s.project(v3(b.x, y, b.z));
      return p && q
        ? `<line x1="${n1(p.x)}" y1="${n1(p.y)}" x2="${n1(q.x)}" y2="${n1(q.y)}" stroke="${s.atm(color, d)}" stroke-width="${n1(Math.max(0.6, 0.05 * k))}"/>`
        : "";
    };
    const post =
      pa && ta
        ? `<line x1="${n1(pa.x)}" y1="${n1(pa.y)}" x2="${n1(ta.x)}" y2="${n1(ta.y)}" stroke="${s.atm(scale(color, 0.7), d)}" stroke-width="${n1(Math.max(0.8, 0.08 * k))}"/>`
        : "";
    s.add(
      Layer.OBJECT,
      d,
      polygon(mesh, `fill="${s.atm(color, d)}" opacity="0.16"`) + rail(h) + rail(h * 0.5) + post,
    );
  }
}

/** A site pick-up (double cab, white with a brand stripe) aligned with the x or z axis. */
export function pickup(s: Scene, x: number, z: number, alongX: boolean, color = "#f1f2f0"): void {
  const L = 5.3;
  const Wd = 1.9;
  const sub = new SubScene(s);
  const bx = (u0: number, u1: number, y0: number, y1: number) =>
    alongX
      ? { x0: x + u0 * L, x1: x + u1 * L, z0: z, z1: z + Wd, y0, y1 }
      : { x0: x, x1: x + Wd, z0: z + u0 * L, z1: z + u1 * L, y0, y1 };
  sub.box(bx(0, 1, 0.45, 1.15), { wall: color, edge: true });
  sub.box(bx(0.22, 0.62, 1.15, 1.85), {
    wall: color,
    edge: true,
    decorate: (f, fill) =>
      f.name === "top"
        ? ""
        : polygon(
            s.projectPoly([
              onFace(f, 0.08, 0.2),
              onFace(f, 0.92, 0.2),
              onFace(f, 0.88, 0.9),
              onFace(f, 0.12, 0.9),
            ]),
            `fill="${mix("#1c2f45", fill, 0.25)}"`,
          ),
  });
  sub.box(bx(0, 1, 0.7, 0.82), { wall: BRAND.gold, shadow: false });
  const tyre = s.atm("#1d1f22", s.dist(v3(x, 0.5, z)));
  const wheelsAt = [0.17, 0.8];
  for (const u of wheelsAt) {
    const p = alongX ? v3(x + u * L, 0, z) : v3(x, 0, z + u * L);
    const q = alongX ? v3(x + u * L, 0, z + Wd) : v3(x + Wd, 0, z + u * L);
    for (const c of [p, q]) {
      const ring: V3[] = [];
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        ring.push(
          alongX
            ? v3(c.x + Math.cos(a) * 0.42, 0.42 + Math.sin(a) * 0.42, c.z)
            : v3(c.x, 0.42 + Math.sin(a) * 0.42, c.z + Math.cos(a) * 0.42),
        );
      }
      sub.raw(s.dist(c) - 0.3, polygon(s.projectPoly(ring), `fill="${tyre}"`));
    }
  }
  const centre = alongX ? v3(x + L / 2, 1, z + Wd / 2) : v3(x + Wd / 2, 1, z + L / 2);
  s.add(Layer.OBJECT, s.dist(centre), sub.svg());
  s.shadow(
    alongX
      ? { x0: x, x1: x + L, z0: z, z1: z + Wd, y1: 1.6 }
      : { x0: x, x1: x + Wd, z0: z, z1: z + L, y1: 1.6 },
  );
}

/** Grass and shrub tufts scattered over a ground area near the camera. */
export function tufts(
  s: Scene,
  area: { x0: number; x1: number; z0: number; z1: number },
  count: number,
  color = "#6f7a3a",
): void {
  for (let i = 0; i < count; i++) {
    const x = between(s.rnd, area.x0, area.x1);
    const z = between(s.rnd, area.z0, area.z1);
    const p = s.project(v3(x, 0, z));
    if (!p) continue;
    const k = s.pxPerM(v3(x, 0, z));
    const h = between(s.rnd, 0.25, 0.7) * k;
    const w = h * between(s.rnd, 0.9, 1.6);
    const d = s.dist(v3(x, 0, z));
    const c = s.atm(mix(color, "#3a4020", s.rnd() * 0.5), d);
    let blades = "";
    for (let b = 0; b < 6; b++) {
      const t = b / 5 - 0.5;
      blades += `M${n1(p.x + t * w * 0.4)} ${n1(p.y)} Q${n1(p.x + t * w * 0.7)} ${n1(p.y - h * 0.6)} ${n1(p.x + t * w)} ${n1(p.y - h * (0.7 + 0.3 * Math.cos(t * 3)))} `;
    }
    s.add(
      Layer.OBJECT,
      d,
      `<path d="${blades}" stroke="${c}" stroke-width="${n1(Math.max(0.6, 0.035 * k))}" fill="none" stroke-linecap="round"/>`,
    );
  }
}

/** A small team of workers in vests and helmets, grouped around (x, z). */
export function crew(s: Scene, x: number, z: number, n: number): void {
  const vests = ["#f0a020", "#e8e24a", "#f0a020", "#2f6fae"];
  const helmets = ["#f4f4f0", "#f4f4f0", "#d99a1e", "#f4f4f0"];
  for (let i = 0; i < n; i++)
    person(
      s,
      x + (i - (n - 1) / 2) * 1.1 + between(s.rnd, -0.3, 0.3),
      z + between(s.rnd, -0.8, 0.8),
      vests[i % vests.length],
      helmets[i % helmets.length],
    );
}
