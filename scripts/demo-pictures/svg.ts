// Low-level SVG helpers for the demo pictures: a seeded random generator, colour arithmetic
// and a small document builder that collects <defs> and body fragments.

/** Every picture is drawn at the size the site serves as its largest width. */
export const W = 1024;
export const H = 683;

export type Rng = () => number;

/** Mulberry32: tiny, fast and deterministic, so a picture is identical on every run. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit seed from a picture's name (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function between(rnd: Rng, min: number, max: number): number {
  return min + (max - min) * rnd();
}

export function pick<T>(rnd: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rnd() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

function format([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend of two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  const k = Math.max(0, Math.min(1, t));
  return format([x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k]);
}

/** Brightness scale: k < 1 darkens, k > 1 lightens (clamped per channel). */
export function scale(hex: string, k: number): string {
  const [r, g, b] = parse(hex);
  return format([r * k, g * k, b * k]);
}

/** Multiplies two colours channel by channel, as light of colour `b` falling on surface `a`. */
export function multiply(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255]);
}

export function n1(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

export interface P2 {
  x: number;
  y: number;
}

export function pts(points: readonly P2[]): string {
  return points.map((p) => `${n1(p.x)},${n1(p.y)}`).join(" ");
}

export function polygon(points: readonly P2[], attrs: string): string {
  return points.length < 3 ? "" : `<polygon points="${pts(points)}" ${attrs}/>`;
}

/** Collects definitions and body fragments, and hands out unique ids for gradients and clips. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(fragment: string): void {
    this.defs.push(fragment);
  }

  /** A linear gradient between two points in picture coordinates. */
  linear(stops: [number, string, number?][], x1: number, y1: number, x2: number, y2: number) {
    const id = this.id("lg");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred on (cx, cy), for sun glows and lamp pools. */
  radial(stops: [number, string, number?][], cx: number, cy: number, r: number, sy = 1) {
    const id = this.id("rg");
    const transform =
      sy === 1 ? "" : ` gradientTransform="translate(0 ${n1(cy * (1 - sy))}) scale(1 ${sy})"`;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}"${transform}>${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id("cp");
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

function stopsOf(stops: [number, string, number?][]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}
