// A tiny 3D world for the demo pictures: a pinhole camera, a sun and a painter's algorithm.
// Units are metres; y points up, the camera looks along +z when its yaw is 0. Drawing in a
// real projection (rather than placing 2D shapes by eye) is what gives every picture a
// coherent horizon, vanishing points and shadows that agree with the sun.

import { H, mix, multiply, type P2, polygon, type Rng, SvgDoc, scale, W } from "./svg.ts";

export interface V3 {
  x: number;
  y: number;
  z: number;
}

export const v3 = (x: number, y: number, z: number): V3 => ({ x, y, z });

export interface CameraSpec {
  x: number;
  /** Eye height above the ground, in metres. */
  y: number;
  z: number;
  /** Degrees, positive turns the view to the right. */
  yaw?: number;
  /** Degrees, positive looks up (three-point perspective), negative looks down (aerial). */
  pitch?: number;
  /** Focal length in pixels: 700 is a normal lens, 450 a wide angle, 1400 a tele. */
  focal?: number;
  /** Where the optical axis meets the picture; moving cy is a shift lens: verticals stay vertical. */
  cx?: number;
  cy?: number;
}

export interface Light {
  /** Zenith, middle and horizon colours of the sky. */
  sky: [string, string, string];
  sunColor: string;
  /** Sun azimuth in degrees (0 = straight ahead of a yaw-0 camera) and elevation. */
  sunAz: number;
  sunEl: number;
  /** 0..1: how strong the glow around the sun is. */
  glow: number;
  haze: string;
  /** Distance (m) at which far things have taken 63 % of the haze colour. */
  hazeDist: number;
  /** 0..1: light in the shade, relative to full sun. */
  ambient: number;
  /** 0..1: how many windows and lamps are lit (dusk). */
  lamps: number;
}

export type Mood = "dawn" | "morning" | "midday" | "harmattan" | "golden" | "dusk" | "overcast";

/** The times of day the pictures use; `az` turns the sun so shadows fall differently each time. */
export function lightFor(mood: Mood, az: number): Light {
  switch (mood) {
    case "dawn":
      return {
        sky: ["#31517a", "#c9a7b5", "#f6cfa0"],
        sunColor: "#ffd7a8",
        sunAz: az,
        sunEl: 7,
        glow: 0.9,
        haze: "#e9c9b5",
        hazeDist: 1400,
        ambient: 0.55,
        lamps: 0.25,
      };
    case "morning":
      return {
        sky: ["#2f6fae", "#8cbbe4", "#e3eef7"],
        sunColor: "#fff1d8",
        sunAz: az,
        sunEl: 28,
        glow: 0.55,
        haze: "#dce9f3",
        hazeDist: 2600,
        ambient: 0.5,
        lamps: 0,
      };
    case "midday":
      return {
        sky: ["#3b79b8", "#a9cbe8", "#eef6ff"],
        sunColor: "#fffaf0",
        sunAz: az,
        sunEl: 62,
        glow: 0.35,
        haze: "#e6eef4",
        hazeDist: 1900,
        ambient: 0.58,
        lamps: 0,
      };
    case "harmattan":
      return {
        sky: ["#8aa3b5", "#d5c6a6", "#ead9b6"],
        sunColor: "#fff0cf",
        sunAz: az,
        sunEl: 40,
        glow: 0.7,
        haze: "#e4d3b0",
        hazeDist: 900,
        ambient: 0.62,
        lamps: 0,
      };
    case "golden":
      return {
        sky: ["#3a6596", "#e0b27a", "#f7d9a3"],
        sunColor: "#ffc987",
        sunAz: az,
        sunEl: 10,
        glow: 1,
        haze: "#f0cf9e",
        hazeDist: 1700,
        ambient: 0.48,
        lamps: 0.1,
      };
    case "dusk":
      return {
        sky: ["#062741", "#3c4f7a", "#e08a4e"],
        sunColor: "#ff9d5c",
        sunAz: az,
        sunEl: 3,
        glow: 0.8,
        haze: "#6f6f8f",
        hazeDist: 1500,
        ambient: 0.45,
        lamps: 0.9,
      };
    case "overcast":
      return {
        sky: ["#6f8aa3", "#aebfcd", "#dde5ea"],
        sunColor: "#f4f4f0",
        sunAz: az,
        sunEl: 45,
        glow: 0.15,
        haze: "#d3dde4",
        hazeDist: 1300,
        ambient: 0.75,
        lamps: 0.05,
      };
  }
}

/** Drawing order: each layer is painted whole before the next; OBJECT is sorted far to near. */
export const Layer = {
  SKY: 0,
  FAR: 1,
  GROUND: 2,
  MARKS: 3,
  SHADOW: 4,
  OBJECT: 5,
  FRONT: 6,
  POST: 7,
} as const;
export type LayerId = (typeof Layer)[keyof typeof Layer];

interface Item {
  layer: LayerId;
  depth: number;
  svg: string;
  order: number;
}

export interface Box {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  y0?: number;
  y1: number;
}

export interface Face {
  name: "front" | "back" | "left" | "right" | "top" | "bottom";
  /** Bottom-left, bottom-right, top-right, top-left as seen from outside the box. */
  c: [V3, V3, V3, V3];
  normal: V3;
}

export interface BoxStyle {
  wall: string;
  /** A different colour for the left/right faces (e.g. a gable end); defaults to wall. */
  side?: string;
  top?: string;
  /** Extra drawing on a visible face (windows, doors, cladding). */
  decorate?: (face: Face, fill: string) => string;
  shadow?: boolean;
  /** Stroke the edges slightly darker: crisper in the small sizes the site serves. */
  edge?: boolean;
  /** Draw the faces a camera inside the box sees (rooms) instead of the outer ones. */
  inside?: boolean;
}

const dot = (a: V3, b: V3) => a.x * b.x + a.y * b.y + a.z * b.z;
const sub = (a: V3, b: V3): V3 => v3(a.x - b.x, a.y - b.y, a.z - b.z);

export function lerp3(a: V3, b: V3, t: number): V3 {
  return v3(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t);
}

/** A point on a face at (u across, v up), both 0..1. */
export function onFace(face: Face, u: number, v: number): V3 {
  const [bl, br, tr, tl] = face.c;
  return lerp3(lerp3(bl, br, u), lerp3(tl, tr, u), v);
}

export class Scene {
  readonly doc = new SvgDoc();
  readonly sun: V3;
  readonly horizonY: number;
  private readonly items: Item[] = [];
  private readonly cam: Required<CameraSpec>;
  private readonly cy: number;
  private readonly sy: number;
  private readonly cp: number;
  private readonly sp: number;
  private readonly filters = new Map<string, string>();

  readonly light: Light;
  readonly rnd: Rng;
  /** Foreground interest a picture adds to its scene, drawn when the scene is finished. */
  extras?: (s: Scene) => void;

  constructor(spec: CameraSpec, light: Light, rnd: Rng) {
    this.light = light;
    this.rnd = rnd;
    this.cam = { yaw: 0, pitch: 0, focal: 700, cx: W / 2, cy: H / 2, ...spec };
    const yaw = (this.cam.yaw * Math.PI) / 180;
    const pitch = (this.cam.pitch * Math.PI) / 180;
    this.cy = Math.cos(yaw);
    this.sy = Math.sin(yaw);
    this.cp = Math.cos(pitch);
    this.sp = Math.sin(pitch);
    this.horizonY = this.cam.cy + this.cam.focal * Math.tan(pitch);
    const az = (light.sunAz * Math.PI) / 180;
    // Clamped so low suns give long but not endless shadows (they would cross the whole frame).
    const el = (Math.max(light.sunEl, 16) * Math.PI) / 180;
    this.sun = v3(Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el));
  }

  get eye(): V3 {
    return v3(this.cam.x, this.cam.y, this.cam.z);
  }

  get focal(): number {
    return this.cam.focal;
  }

  add(layer: LayerId, depth: number, svg: string): void {
    if (svg) this.items.push({ layer, depth, svg, order: this.items.length });
  }

  /** World point to camera space (x right, y up, z forward). */
  toCam(p: V3): V3 {
    const d = sub(p, this.eye);
    const x1 = d.x * this.cy - d.z * this.sy;
    const z1 = d.x * this.sy + d.z * this.cy;
    return v3(x1, d.y * this.cp - z1 * this.sp, d.y * this.sp + z1 * this.cp);
  }

  private screen(c: V3): P2 {
    return {
      x: this.cam.cx + (this.cam.focal * c.x) / c.z,
      y: this.cam.cy - (this.cam.focal * c.y) / c.z,
    };
  }

  /** Projects a point, or null when it is behind the camera. */
  project(p: V3): P2 | null {
    const c = this.toCam(p);
    return c.z < 0.2 ? null : this.screen(c);
  }

  /** Pixels per metre at a point's distance (for sprites such as trees and people). */
  pxPerM(p: V3): number {
    return this.cam.focal / Math.max(0.2, this.toCam(p).z);
  }

  /** Projects a polygon, clipped against the near plane so ground planes can pass under the camera. */
  projectPoly(points: readonly V3[]): P2[] {
    const near = 0.2;
    const cs = points.map((p) => this.toCam(p));
    const out: P2[] = [];
    for (let i = 0; i < cs.length; i++) {
      const a = cs[i] as V3;
      const b = cs[(i + 1) % cs.length] as V3;
      if (a.z >= near) out.push(this.screen(a));
      if (a.z >= near !== b.z >= near) {
        const t = (near - a.z) / (b.z - a.z);
        out.push(this.screen(lerp3(a, b, t)));
      }
    }
    return out;
  }

  dist(p: V3): number {
    return Math.hypot(p.x - this.cam.x, p.y - this.cam.y, p.z - this.cam.z);
  }

  /** Aerial perspective: far things take the colour of the haze. */
  atm(color: string, distance: number): string {
    return mix(color, this.light.haze, 1 - Math.exp(-distance / this.light.hazeDist));
  }

  /** Lambert shading with a sun-tinted key light and a bluish ambient in the shade. */
  lit(color: string, normal: V3): string {
    const lambert = Math.max(0, dot(normal, this.sun));
    const { ambient, sunColor } = this.light;
    const shaded = mix(scale(color, ambient + 0.12), "#27406a", 0.1 * (1 - lambert));
    return mix(shaded, multiply(scale(color, 1.15), sunColor), Math.min(1, lambert * 1.1));
  }

  /** A surface colour as seen: lit by the sun, then hazed by its distance. */
  surface(color: string, normal: V3, at: V3): string {
    return this.atm(this.lit(color, normal), this.dist(at));
  }

  /** A filled 3D polygon on a layer, sorted by the distance of its centre. */
  poly(points: readonly V3[], fill: string, layer: LayerId = Layer.OBJECT, extra = ""): void {
    const centre = points.reduce((a, p) => v3(a.x + p.x, a.y + p.y, a.z + p.z), v3(0, 0, 0));
    const c = v3(centre.x / points.length, centre.y / points.length, centre.z / points.length);
    this.add(layer, this.dist(c), polygon(this.projectPoly(points), `fill="${fill}" ${extra}`));
  }

  facesOf(b: Box): Face[] {
    const y0 = b.y0 ?? 0;
    const { x0, x1, z0, z1, y1 } = b;
    return [
      {
        name: "front",
        normal: v3(0, 0, -1),
        c: [v3(x0, y0, z0), v3(x1, y0, z0), v3(x1, y1, z0), v3(x0, y1, z0)],
      },
      {
        name: "back",
        normal: v3(0, 0, 1),
        c: [v3(x1, y0, z1), v3(x0, y0, z1), v3(x0, y1, z1), v3(x1, y1, z1)],
      },
      {
        name: "left",
        normal: v3(-1, 0, 0),
        c: [v3(x0, y0, z1), v3(x0, y0, z0), v3(x0, y1, z0), v3(x0, y1, z1)],
      },
      {
        name: "right",
        normal: v3(1, 0, 0),
        c: [v3(x1, y0, z0), v3(x1, y0, z1), v3(x1, y1, z1), v3(x1, y1, z0)],
      },
      {
        name: "top",
        normal: v3(0, 1, 0),
        c: [v3(x0, y1, z0), v3(x1, y1, z0), v3(x1, y1, z1), v3(x0, y1, z1)],
      },
      {
        name: "bottom",
        normal: v3(0, -1, 0),
        c: [v3(x0, y0, z1), v3(x1, y0, z1), v3(x1, y0, z0), v3(x0, y0, z0)],
      },
    ];
  }

  /** Whether the camera sees the outside of a face. */
  facing(face: Face): boolean {
    const centre = onFace(face, 0.5, 0.5);
    return dot(face.normal, sub(this.eye, centre)) > 0;
  }

  /** Draws a box as one depth-sorted object: its visible faces, decorations and ground shadow. */
  box(b: Box, style: BoxStyle, layer: LayerId = Layer.OBJECT): void {
    const parts: string[] = [];
    for (const face of this.facesOf(b)) {
      const seen = style.inside ? !this.facing(face) : this.facing(face);
      if (!seen) continue;
      const base =
        face.name === "top" || face.name === "bottom"
          ? (style.top ?? style.wall)
          : face.name === "left" || face.name === "right"
            ? (style.side ?? style.wall)
            : style.wall;
      const normal = style.inside
        ? v3(-face.normal.x, -face.normal.y, -face.normal.z)
        : face.normal;
      const fill = this.surface(base, normal, onFace(face, 0.5, 0.5));
      const edge = style.edge ? ` stroke="${scale(fill, 0.8)}" stroke-width="0.6"` : "";
      parts.push(polygon(this.projectPoly(face.c), `fill="${fill}"${edge}`));
      if (style.decorate) parts.push(style.decorate(face, fill));
    }
    const centre = v3((b.x0 + b.x1) / 2, ((b.y0 ?? 0) + b.y1) / 2, (b.z0 + b.z1) / 2);
    this.add(layer, this.dist(centre), parts.join(""));
    if (style.shadow !== false && !style.inside) this.shadow(b);
  }

  /** The shadow a box casts on the ground: the hull of its footprint and its swept top. */
  shadow(b: Box): void {
    const h = b.y1;
    const dx = (-this.sun.x / this.sun.y) * h;
    const dz = (-this.sun.z / this.sun.y) * h;
    const foot: [number, number][] = [
      [b.x0, b.z0],
      [b.x1, b.z0],
      [b.x1, b.z1],
      [b.x0, b.z1],
    ];
    const all = [...foot, ...foot.map(([x, z]): [number, number] => [x + dx, z + dz])];
    const hull = convexHull(all).map(([x, z]) => v3(x, 0.01, z));
    this.add(Layer.SHADOW, 0, polygon(this.projectPoly(hull), ""));
  }

  /** Shadow of any ground footprint extruded to a height (cones, trees, vehicles). */
  shadowOfFootprint(foot: [number, number][], h: number): void {
    const dx = (-this.sun.x / this.sun.y) * h;
    const dz = (-this.sun.z / this.sun.y) * h;
    const all = [...foot, ...foot.map(([x, z]): [number, number] => [x + dx, z + dz])];
    this.add(
      Layer.SHADOW,
      0,
      polygon(this.projectPoly(convexHull(all).map(([x, z]) => v3(x, 0.01, z))), ""),
    );
  }

  /** A texture filter, defined once per picture: low-amplitude noise clipped to the shape. */
  filter(kind: "grain" | "mottle" | "strata" | "blur"): string {
    const known = this.filters.get(kind);
    if (known) return known;
    const id = this.doc.id(kind);
    const seed = Math.floor(this.rnd() * 1000);
    const noise: Record<typeof kind, string> = {
      grain: `<feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="1" seed="${seed}"/>`,
      mottle: `<feTurbulence type="fractalNoise" baseFrequency="0.006 0.025" numOctaves="2" seed="${seed}"/>`,
      strata: `<feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="2" seed="${seed}"/>`,
      blur: "",
    };
    // Mottle stays soft (large gentle patches); grain and strata are crisper but sparse.
    const alpha = kind === "mottle" ? "1.3 0 0 0 -0.5" : "2.4 0 0 0 -1.05";
    const body =
      kind === "blur"
        ? `<feGaussianBlur stdDeviation="2.2"/>`
        : `${noise[kind]}<feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${alpha}"/><feComposite in2="SourceAlpha" operator="in"/>`;
    this.doc.def(`<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%">${body}</filter>`);
    const url = `url(#${id})`;
    this.filters.set(kind, url);
    return url;
  }

  /** Overlays a noise texture on a 2D shape (ground, rock, asphalt, walls). */
  texture(points: readonly P2[], kind: "grain" | "mottle" | "strata", opacity: number): string {
    return `<g filter="${this.filter(kind)}" opacity="${opacity}">${polygon(points, `fill="#000"`)}</g>`;
  }

  /** Sky from zenith to horizon with the sun's glow where the sun actually is. */
  sky(): void {
    const [top, middle, horizon] = this.light.sky;
    const hy = this.horizonY;
    const fill = this.doc.linear(
      [
        [0, top],
        [0.62, middle],
        [1, horizon],
      ],
      0,
      Math.min(hy - 700, -40),
      0,
      hy,
    );
    this.add(Layer.SKY, 0, `<rect x="0" y="0" width="${W}" height="${H}" fill="${fill}"/>`);
    const sun = this.sunScreen();
    if (!sun) return;
    const g = this.light.glow;
    const glow = this.doc.radial(
      [
        [0, "#fffaf0", 0.95 * g],
        [0.08, this.light.sunColor, 0.7 * g],
        [0.35, this.light.sunColor, 0.25 * g],
        [1, this.light.sunColor, 0],
      ],
      sun.x,
      sun.y,
      520,
      0.7,
    );
    this.add(Layer.SKY, 0, `<rect x="0" y="0" width="${W}" height="${H}" fill="${glow}"/>`);
    if (this.light.sunEl < 45) {
      this.add(
        Layer.SKY,
        0,
        `<circle cx="${sun.x.toFixed(1)}" cy="${sun.y.toFixed(1)}" r="${this.light.sunEl < 12 ? 16 : 11}" fill="#fffbef" opacity="${0.55 + 0.4 * g}"/>`,
      );
    }
  }

  sunScreen(): P2 | null {
    const far = 1e5;
    const el = (this.light.sunEl * Math.PI) / 180;
    const az = (this.light.sunAz * Math.PI) / 180;
    return this.project(
      v3(
        this.cam.x + far * Math.sin(az) * Math.cos(el),
        this.cam.y + far * Math.sin(el),
        this.cam.z + far * Math.cos(az) * Math.cos(el),
      ),
    );
  }

  /** Flat ground from the camera to the horizon, darker near and hazed far, with texture. */
  ground(color: string, opts: { mottle?: number; grain?: number; far?: number } = {}): void {
    const hy = Math.max(-10, this.horizonY - 1);
    const farColor = this.atm(this.lit(color, v3(0, 1, 0)), opts.far ?? 2500);
    const nearColor = scale(this.lit(color, v3(0, 1, 0)), 0.92);
    const fill = this.doc.linear(
      [
        [0, farColor],
        [0.35, mix(farColor, nearColor, 0.6)],
        [1, nearColor],
      ],
      0,
      hy,
      0,
      H,
    );
    const area: P2[] = [
      { x: 0, y: hy },
      { x: W, y: hy },
      { x: W, y: H },
      { x: 0, y: H },
    ];
    this.add(Layer.GROUND, 0, polygon(area, `fill="${fill}"`));
    const mottle = (opts.mottle ?? 0.2) * 0.55;
    if (mottle > 0) this.add(Layer.GROUND, 0, this.texture(area, "mottle", mottle));
    if (opts.grain) this.add(Layer.GROUND, 0, this.texture(area, "grain", opts.grain));
  }

  /** A far ridge of hills or a tree line sitting on the horizon, hazed by its distance. */
  ridge(color: string, distance: number, height: number, roughness = 1, treeLine = false): void {
    const hy = this.horizonY;
    const pxH = (height * this.focal) / distance;
    const phase = this.rnd() * 100;
    const f1 = 0.004 + this.rnd() * 0.004;
    const points: P2[] = [{ x: 0, y: hy + 2 }];
    for (let x = 0; x <= W; x += treeLine ? 6 : 16) {
      const wave =
        0.55 + 0.3 * Math.sin(x * f1 + phase) + 0.15 * Math.sin(x * f1 * 3.7 + phase * 2);
      const bumps = treeLine
        ? 0.25 * Math.abs(Math.sin(x * 0.09 + phase)) * roughness
        : 0.08 * roughness * Math.sin(x * 0.05 + phase);
      points.push({ x, y: hy - pxH * Math.max(0.05, wave + bumps) });
    }
    points.push({ x: W, y: hy + 2 });
    const c = this.atm(color, distance);
    const fill = this.doc.linear(
      [
        [0, c],
        [1, mix(c, this.light.haze, 0.35)],
      ],
      0,
      hy - pxH,
      0,
      hy,
    );
    this.add(Layer.FAR, -distance, polygon(points, `fill="${fill}"`));
  }

  /** Glow of the sun spilling over everything, a haze veil at the horizon and a soft vignette. */
  private finish(): string {
    const parts: string[] = [];
    const sun = this.sunScreen();
    if (sun && this.light.glow > 0.3) {
      const bloom = this.doc.radial(
        [
          [0, this.light.sunColor, 0.32 * this.light.glow],
          [1, this.light.sunColor, 0],
        ],
        sun.x,
        sun.y,
        620,
      );
      parts.push(`<rect width="${W}" height="${H}" fill="${bloom}"/>`);
    }
    const hy = this.horizonY;
    if (hy > 0 && hy < H) {
      const veil = this.doc.linear(
        [
          [0, this.light.haze, 0],
          [0.5, this.light.haze, 0.22],
          [1, this.light.haze, 0],
        ],
        0,
        hy - 90,
        0,
        hy + 70,
      );
      parts.push(`<rect y="${(hy - 90).toFixed(1)}" width="${W}" height="160" fill="${veil}"/>`);
    }
    const vignette = this.doc.radial(
      [
        [0.55, "#06121f", 0],
        [1, "#06121f", 0.28],
      ],
      W / 2,
      H / 2,
      700,
      0.75,
    );
    parts.push(`<rect width="${W}" height="${H}" fill="${vignette}"/>`);
    return parts.join("");
  }

  toSvg(): string {
    const extras = this.extras;
    this.extras = undefined;
    if (extras) extras(this);
    const sorted = [...this.items].sort((a, b) =>
      a.layer !== b.layer
        ? a.layer - b.layer
        : (a.layer === Layer.OBJECT ? b.depth - a.depth : a.depth - b.depth) || a.order - b.order,
    );
    const body: string[] = [];
    const shadows = sorted.filter((i) => i.layer === Layer.SHADOW).map((i) => i.svg);
    for (const layer of Object.values(Layer)) {
      if (layer === Layer.SHADOW) {
        if (shadows.length) {
          // One group so overlapping shadows do not darken twice; its softness grows as the sun sinks.
          const opacity = (0.5 - 0.2 * this.light.ambient).toFixed(2);
          body.push(
            `<g fill="#142640" opacity="${opacity}" filter="${this.filter("blur")}">${shadows.join("")}</g>`,
          );
        }
        continue;
      }
      for (const item of sorted) if (item.layer === layer) body.push(item.svg);
    }
    body.push(this.finish());
    return this.doc.render(body.join(""));
  }
}

/** Andrew's monotone chain on (x, z) pairs. */
export function convexHull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const q of p) {
    while (
      lower.length >= 2 &&
      cross(
        lower[lower.length - 2] as [number, number],
        lower[lower.length - 1] as [number, number],
        q,
      ) <= 0
    )
      lower.pop();
    lower.push(q);
  }
  const upper: [number, number][] = [];
  for (const q of [...p].reverse()) {
    while (
      upper.length >= 2 &&
      cross(
        upper[upper.length - 2] as [number, number],
        upper[upper.length - 1] as [number, number],
        q,
      ) <= 0
    )
      upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
