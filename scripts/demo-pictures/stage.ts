// What every scene generator shares: a shot description (camera, time of day, seed) and the
// common ground features (roads, water, lamps, distant city).

import { between, makeRng, mix, n1, type P2, polygon, scale, W } from "./svg.ts";
import { type CameraSpec, Layer, lightFor, type Mood, Scene, type V3, v3 } from "./world.ts";

export interface Shot {
  seed: number;
  mood: Mood;
  /** Sun azimuth in degrees: 0 is straight ahead (backlit), ±90 side light, 180 behind us. */
  sunAz: number;
  cam: CameraSpec;
  /** Foreground interest added to the scene (vehicles, workers, fences, tracks, tufts). */
  extras?: (s: Scene) => void;
}

export function stage(shot: Shot): Scene {
  const s = new Scene(shot.cam, lightFor(shot.mood, shot.sunAz), makeRng(shot.seed));
  // Drawn last (when the picture is finished), so the scene's own random layout stays as designed.
  if (shot.extras) s.extras = shot.extras;
  return s;
}

/** A flat rectangle lying on the ground (roads, lawns, slabs), on the ground-marks layer. */
export function flat(
  s: Scene,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  color: string,
  y = 0.02,
  texture = 0,
): P2[] {
  const quad = [v3(x0, y, z0), v3(x1, y, z0), v3(x1, y, z1), v3(x0, y, z1)];
  const points = s.projectPoly(quad);
  const fill = s.surface(
    color,
    v3(0, 1, 0),
    v3((x0 + x1) / 2, y, Math.max(z0, Math.min(z1, s.eye.z + 30))),
  );
  s.add(Layer.MARKS, 0, polygon(points, `fill="${fill}"`));
  if (texture > 0) s.add(Layer.MARKS, 0, s.texture(points, "grain", texture));
  return points;
}

/** Dashed centre line (or edge line) of a road running along z. */
export function dashes(
  s: Scene,
  x: number,
  z0: number,
  z1: number,
  color: string,
  dash = 3,
  gap = 6,
  width = 0.15,
): void {
  for (let z = z0; z < z1; z += dash + gap) {
    const quad = [
      v3(x - width, 0.03, z),
      v3(x + width, 0.03, z),
      v3(x + width, 0.03, z + dash),
      v3(x - width, 0.03, z + dash),
    ];
    s.add(
      Layer.MARKS,
      0,
      polygon(s.projectPoly(quad), `fill="${s.atm(color, s.dist(v3(x, 0, z)))}"`),
    );
  }
}

/** A street lamp; at dusk its head glows and it pools light on the ground. */
export function streetLamp(s: Scene, x: number, z: number, h = 8, arm = 1.5): void {
  const foot = s.project(v3(x, 0, z));
  const head = s.project(v3(x + arm, h, z));
  const top = s.project(v3(x, h, z));
  if (!foot || !head || !top) return;
  const k = s.pxPerM(v3(x, h / 2, z));
  const d = s.dist(v3(x, h / 2, z));
  const pole = s.atm("#3b4550", d);
  const parts = [
    `<path d="M${n1(foot.x)} ${n1(foot.y)} L${n1(top.x)} ${n1(top.y)} L${n1(head.x)} ${n1(head.y)}" stroke="${pole}" stroke-width="${n1(Math.max(0.7, 0.16 * k))}" fill="none"/>`,
  ];
  if (s.light.lamps > 0.3) {
    const glow = s.doc.radial(
      [
        [0, "#fff1c8", 0.9],
        [0.25, "#ffc870", 0.45],
        [1, "#ffb050", 0],
      ],
      head.x,
      head.y,
      Math.max(8, 2.2 * k),
    );
    parts.push(
      `<circle cx="${n1(head.x)}" cy="${n1(head.y)}" r="${n1(Math.max(8, 2.2 * k))}" fill="${glow}"/>`,
    );
    const pool = s.project(v3(x + arm, 0, z));
    if (pool) {
      parts.push(
        `<ellipse cx="${n1(pool.x)}" cy="${n1(pool.y)}" rx="${n1(3 * k)}" ry="${n1(0.8 * k)}" fill="#ffc870" opacity="0.18"/>`,
      );
    }
  } else {
    parts.push(
      `<circle cx="${n1(head.x)}" cy="${n1(head.y)}" r="${n1(Math.max(0.8, 0.25 * k))}" fill="${s.atm("#dfe4ea", d)}"/>`,
    );
  }
  s.add(Layer.OBJECT, d, parts.join(""));
}

/**
 * The sea from a shoreline at z = shoreZ to the horizon, with a sun path glittering on it when
 * the sun is in front of the camera.
 */
export function ocean(s: Scene, shoreZ: number, x0 = -30000, x1 = 30000): void {
  const quad = [v3(x0, 0, shoreZ), v3(x1, 0, shoreZ), v3(x1, 0, 40000), v3(x0, 0, 40000)];
  const points = s.projectPoly(quad);
  const near = s.project(v3(0, 0, shoreZ));
  const far = s.horizonY;
  const deep = s.atm("#0d4f7e", 400);
  const fill = s.doc.linear(
    [
      [0, mix(s.light.haze, s.light.sky[2], 0.5)],
      [0.25, mix(deep, s.light.sky[1], 0.35)],
      [1, scale("#0b4f8a", 0.8)],
    ],
    0,
    far,
    0,
    Math.max(far + 20, near?.y ?? far + 200),
  );
  s.add(Layer.GROUND, 1, polygon(points, `fill="${fill}"`));
  const sun = s.sunScreen();
  if (sun && s.light.sunEl < 50) {
    // Sun glitter: short horizontal strokes under the sun, thinning towards the shore.
    const strokes: string[] = [];
    const bottom = near ? Math.min(near.y, far + 260) : far + 260;
    for (let i = 0; i < 90; i++) {
      const t = s.rnd();
      const y = far + 2 + (bottom - far) * t * t;
      const spread = 12 + 170 * t;
      const x = sun.x + between(s.rnd, -1, 1) * spread;
      if (x < 0 || x > W) continue;
      const len = 3 + 18 * t * s.rnd();
      strokes.push(
        `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(len)}" height="${n1(0.8 + 1.2 * t)}" fill="${s.light.sunColor}" opacity="${n1(0.25 + 0.5 * s.rnd())}"/>`,
      );
    }
    s.add(
      Layer.GROUND,
      2,
      `<g clip-path="${s.doc.clip(polygon(points, ""))}">${strokes.join("")}</g>`,
    );
  }
  // Soft swell: faint darker lines parallel to the horizon.
  const swell: string[] = [];
  for (let i = 1; i < 14; i++) {
    const z = shoreZ + 12 * i * i;
    const p = s.project(v3(0, 0, z));
    if (p)
      swell.push(
        `<rect x="0" y="${n1(p.y)}" width="${W}" height="${n1(Math.max(0.6, 3 - i * 0.2))}" fill="#06324f" opacity="0.08"/>`,
      );
  }
  s.add(Layer.GROUND, 2, swell.join(""));
}

/** A distant city skyline on the horizon (Plateau, Dakar), blue with haze. */
export function skyline(
  s: Scene,
  distance: number,
  count: number,
  maxHeight: number,
  spread = 1.2,
): void {
  const hy = s.horizonY;
  const parts: string[] = [];
  const base = s.atm("#6e8aa6", distance);
  let x = between(s.rnd, -40, 20);
  for (let i = 0; i < count && x < W + 40; i++) {
    const w = between(s.rnd, 14, 46) * spread;
    const h = (between(s.rnd, 0.2, 1) ** 1.6 * maxHeight * s.focal) / distance;
    const c = mix(base, s.light.haze, s.rnd() * 0.35);
    parts.push(
      `<rect x="${n1(x)}" y="${n1(hy - h)}" width="${n1(w)}" height="${n1(h + 1)}" fill="${c}"/>`,
    );
    if (s.light.lamps > 0.4) {
      for (let k = 0; k < h / 6; k++) {
        if (s.rnd() < 0.35)
          parts.push(
            `<rect x="${n1(x + between(s.rnd, 2, w - 4))}" y="${n1(hy - h + k * 6 + 2)}" width="2" height="1.4" fill="#ffd68a" opacity="0.7"/>`,
          );
      }
    }
    x += w + between(s.rnd, -8, 16);
  }
  s.add(Layer.FAR, -distance, parts.join(""));
}

/** A line of poles and wires to the horizon: a strong perspective cue in open country. */
export function powerLine(s: Scene, x: number, z0: number, z1: number, step: number, h = 10): void {
  let prev: P2 | null = null;
  for (let z = z0; z <= z1; z += step) {
    const foot = s.project(v3(x, 0, z));
    const top = s.project(v3(x, h, z));
    if (!foot || !top) continue;
    const d = s.dist(v3(x, h, z));
    const c = s.atm("#4b3d33", d);
    const w = Math.max(0.5, 0.25 * s.pxPerM(v3(x, h, z)));
    let svg = `<line x1="${n1(foot.x)}" y1="${n1(foot.y)}" x2="${n1(top.x)}" y2="${n1(top.y)}" stroke="${c}" stroke-width="${n1(w)}"/>`;
    if (prev)
      svg += `<path d="M${n1(prev.x)} ${n1(prev.y)} Q${n1((prev.x + top.x) / 2)} ${n1((prev.y + top.y) / 2 + 4)} ${n1(top.x)} ${n1(top.y)}" stroke="${c}" stroke-width="0.6" fill="none" opacity="0.7"/>`;
    s.add(Layer.OBJECT, d, svg);
    prev = top;
  }
}

/** The point at a given distance along a direction on the ground. */
export function along(from: V3, headingDeg: number, distance: number): V3 {
  const a = (headingDeg * Math.PI) / 180;
  return v3(from.x + Math.sin(a) * distance, from.y, from.z + Math.cos(a) * distance);
}

export interface Room {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  y1: number;
}

/**
 * The inside of a room seen by a camera within it: floor, side walls, ceiling and (unless
 * `back` is null, an opening onto the outside) the far wall. Drawn on the ground layer so
 * everything placed in the room sorts in front of it.
 */
export function interior(
  s: Scene,
  r: Room,
  c: {
    floor: string;
    wall: string;
    ceiling: string;
    back: string | null;
    ceilingLights: number;
    gloss?: number;
  },
): void {
  const quad = (
    points: V3[],
    color: string,
    normal: V3,
    texture: "grain" | "mottle" | null,
    opacity = 0.1,
  ) => {
    const poly = s.projectPoly(points);
    const centre = v3(s.eye.x, 1, s.eye.z + 10);
    s.add(
      Layer.GROUND,
      0,
      polygon(poly, `fill="${s.atm(s.lit(color, normal), s.dist(centre) * 0.3)}"`),
    );
    if (texture) textured.push({ poly, texture, opacity });
    return poly;
  };
  // Textures are gathered and drawn as one group per kind: the faces never overlap, and each
  // filtered group costs a full noise render, so one group instead of four keeps rooms fast.
  const textured: { poly: P2[]; texture: "grain" | "mottle"; opacity: number }[] = [];
  const { x0, x1, z0, z1, y1 } = r;
  quad(
    [v3(x0, 0, z0), v3(x1, 0, z0), v3(x1, 0, z1), v3(x0, 0, z1)],
    c.floor,
    v3(0, 1, 0),
    "mottle",
    0.06,
  );
  quad(
    [v3(x0, y1, z1), v3(x1, y1, z1), v3(x1, y1, z0), v3(x0, y1, z0)],
    c.ceiling,
    v3(0, -1, 0),
    null,
  );
  quad(
    [v3(x0, 0, z1), v3(x0, 0, z0), v3(x0, y1, z0), v3(x0, y1, z1)],
    c.wall,
    v3(1, 0, 0),
    "mottle",
    0.06,
  );
  quad(
    [v3(x1, 0, z0), v3(x1, 0, z1), v3(x1, y1, z1), v3(x1, y1, z0)],
    scale(c.wall, 0.94),
    v3(-1, 0, 0),
    "mottle",
    0.06,
  );
  if (c.back)
    quad(
      [v3(x1, 0, z1), v3(x0, 0, z1), v3(x0, y1, z1), v3(x1, y1, z1)],
      c.back,
      v3(0, 0, -1),
      "mottle",
      0.06,
    );
  for (const kind of ["grain", "mottle"] as const) {
    const group = textured.filter((t) => t.texture === kind);
    const first = group[0];
    if (!first) continue;
    s.add(
      Layer.GROUND,
      0,
      `<g filter="${s.filter(kind)}" opacity="${first.opacity}">${group.map((t) => polygon(t.poly, `fill="#000"`)).join("")}</g>`,
    );
  }
  // Rows of ceiling lights, mirrored as soft streaks on a polished floor.
  const lights: string[] = [];
  const reflections: string[] = [];
  const cols = [0.2, 0.5, 0.8];
  for (let i = 0; i < c.ceilingLights; i++) {
    const z = z0 + ((z1 - z0) * (i + 0.5)) / c.ceilingLights;
    for (const u of cols) {
      const x = x0 + (x1 - x0) * u;
      const w = (x1 - x0) * 0.06;
      lights.push(
        polygon(
          s.projectPoly([
            v3(x - w, y1 - 0.02, z - 0.3),
            v3(x + w, y1 - 0.02, z - 0.3),
            v3(x + w, y1 - 0.02, z + 0.3),
            v3(x - w, y1 - 0.02, z + 0.3),
          ]),
          `fill="#fffdf3"`,
        ),
      );
      const p = s.project(v3(x, 0, z));
      if (p && (c.gloss ?? 0) > 0)
        reflections.push(
          `<ellipse cx="${n1(p.x)}" cy="${n1(p.y)}" rx="${n1(w * s.pxPerM(v3(x, 0, z)))}" ry="${n1(Math.max(1, 0.6 * s.pxPerM(v3(x, 0, z))))}" fill="#ffffff" opacity="${c.gloss}"/>`,
        );
    }
  }
  s.add(Layer.MARKS, 0, lights.join(""));
  s.add(Layer.MARKS, 0, reflections.join(""));
}
